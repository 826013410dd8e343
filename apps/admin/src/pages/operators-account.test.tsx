import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperatorRole, OperatorRow, OperatorSession } from '@sixmark/shared';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

// 运营账号 and 账号安全 (issue 15, ops): component tests against a recorded fake API.
// antd tables and forms under jsdom are slow on the shared 2-core machine.
configure({ asyncUtilTimeout: 20_000 });
const SLOW = 120_000;

const row = (id: number, name: string, role: OperatorRole): OperatorRow => ({ id, name, role, disabled: false, totpEnabled: false, createdAt: '2026-11-01T00:00:00.000Z', lastSignInAt: null });
const session = (id: number, userAgent: string, current = false): OperatorSession => ({
  id,
  createdAt: '2026-11-24T01:00:00.000Z',
  lastSeenAt: '2026-11-24T02:00:00.000Z',
  expiresAt: '2026-11-24T03:00:00.000Z',
  ip: `10.0.0.${id}`,
  userAgent,
  current,
});

describe('运营账号', () => {
  it('opens an operator\u2019s live sessions, ends one after confirming, and lists them again', async () => {
    let live = [session(11, 'Laptop Chrome'), session(12, 'Phone Safari')];
    let listed = 0;
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('super_admin', { name: 'boss' }),
      'GET /admin/operators': () => ({ data: [row(1, 'boss', 'super_admin'), row(7, 'cashier', 'finance')] }),
      'GET /admin/operator-settings': () => ({ data: { adjustApprovalThreshold: 5000 } }),
      'GET /admin/operators/7/sessions': () => {
        listed += 1;
        return { data: live };
      },
      'POST /admin/operators/7/sessions/12/revoke': () => {
        live = live.filter((s) => s.id !== 12);
        return { data: null };
      },
    });
    renderConsole('/operators');
    const cashier = (await screen.findByText('cashier')).closest('tr')!;
    fireEvent.click(within(cashier as HTMLElement).getByText('在线会话'));
    const drawer = (await screen.findByText('cashier 的在线会话')).closest('.ant-drawer') as HTMLElement;
    const phone = (await within(drawer).findByText('Phone Safari')).closest('tr') as HTMLElement;
    expect(within(drawer).getByText('Laptop Chrome')).toBeInTheDocument();
    fireEvent.click(within(phone).getByText('下 线'));
    const confirm = (await screen.findAllByText('让 cashier 的这个会话下线？'))[0]!.closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText('10.0.0.12 · Phone Safari')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByText('下 线'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/app-api/admin/operators/7/sessions/12/revoke')).toBe(true));
    await waitFor(() => expect(within(drawer).queryByText('Phone Safari')).toBeNull());
    expect(listed).toBeGreaterThan(1);
    expect(within(drawer).getByText('Laptop Chrome')).toBeInTheDocument();
  }, SLOW);

  it('marks the caller\u2019s own current session instead of offering to end it, and shows a refusal', async () => {
    mockApi({
      'GET /admin/auth/me': signedInAs('super_admin', { name: 'boss' }),
      'GET /admin/operators': () => ({ data: [row(1, 'boss', 'super_admin')] }),
      'GET /admin/operator-settings': () => ({ data: { adjustApprovalThreshold: 5000 } }),
      'GET /admin/operators/1/sessions': () => ({ data: [session(21, 'This browser', true), session(22, 'Old tablet')] }),
      'POST /admin/operators/1/sessions/22/revoke': () => ({ status: 404, code: 'SYS/NOT_FOUND', msg: '会话不存在或已结束' }),
    });
    renderConsole('/operators');
    fireEvent.click(await screen.findByText('在线会话'));
    const drawer = (await screen.findByText('boss 的在线会话')).closest('.ant-drawer') as HTMLElement;
    const current = (await within(drawer).findByText('This browser')).closest('tr') as HTMLElement;
    expect(within(current).getByText('当前会话')).toBeInTheDocument();
    expect(within(current).queryByText('下 线')).toBeNull();
    fireEvent.click(within(within(drawer).getByText('Old tablet').closest('tr') as HTMLElement).getByText('下 线'));
    const confirm = (await screen.findAllByText('让 boss 的这个会话下线？'))[0]!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByText('下 线'));
    expect(await screen.findByText('会话不存在或已结束')).toBeInTheDocument();
  }, SLOW);

  it('creates an operator and shows its one-time password once', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('super_admin', { name: 'boss' }),
      'GET /admin/operators': () => ({ data: [row(1, 'boss', 'super_admin')] }),
      'GET /admin/operator-settings': () => ({ data: { adjustApprovalThreshold: 5000 } }),
      'POST /admin/operators': () => ({ data: { operator: row(9, 'newbie', 'support'), password: 'Once-Only-9xk2' } }),
    });
    const { container } = renderConsole('/operators');
    await screen.findByText('新增运营账号');
    const name = container.querySelector('#name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'newbie' } });
    fireEvent.click(screen.getByText('创 建'));
    expect(await screen.findByTestId('one-time-password')).toHaveTextContent('Once-Only-9xk2');
    expect(calls.find((c) => c.method === 'POST' && c.url === '/app-api/admin/operators')?.body).toEqual({ name: 'newbie', role: 'read_only' });
  }, SLOW);
});

describe('账号安全', () => {
  it('refuses mismatched new passwords without a call, then changes the password', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('read_only', { name: 'boss' }),
      'GET /admin/auth/sessions': () => ({ data: [session(31, 'This browser', true)] }),
      'GET /admin/auth/sign-ins': () => ({ data: { data: [], totalCount: 0 } }),
      'POST /admin/auth/password': () => ({ data: null }),
    });
    const { container } = renderConsole('/account');
    await screen.findByText('修改密码', { selector: '.ant-card-head-title' });
    const set = (id: string, v: string) => fireEvent.change(container.querySelector(`#${id}`) as HTMLInputElement, { target: { value: v } });
    set('oldPassword', 'old-password-1');
    set('newPassword', 'new-password-22');
    set('again', 'new-password-23');
    fireEvent.click(screen.getByText('修改密码', { selector: 'button span' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/app-api/admin/auth/password')).toBe(false);
    set('again', 'new-password-22');
    fireEvent.click(screen.getByText('修改密码', { selector: 'button span' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/app-api/admin/auth/password')?.body).toEqual({ oldPassword: 'old-password-1', newPassword: 'new-password-22' }));
    expect(await screen.findByText('密码已修改，其他会话已下线')).toBeInTheDocument();
  }, SLOW);

  it('ends another of one\u2019s own sessions from 当前会话, never the current one', async () => {
    let live = [session(41, 'This browser', true), session(42, 'Home PC')];
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('support', { name: 'boss' }),
      'GET /admin/auth/sessions': () => ({ data: live }),
      'GET /admin/auth/sign-ins': () => ({ data: { data: [], totalCount: 0 } }),
      'POST /admin/auth/sessions/42/revoke': () => {
        live = live.filter((s) => s.id !== 42);
        return { data: null };
      },
    });
    renderConsole('/account');
    const current = (await screen.findByText('This browser')).closest('tr') as HTMLElement;
    expect(within(current).getByText('本会话')).toBeInTheDocument();
    expect(within(current).queryByText('下 线')).toBeNull();
    fireEvent.click(within(screen.getByText('Home PC').closest('tr') as HTMLElement).getByText('下 线'));
    const confirm = (await screen.findAllByText('让该会话下线？'))[0]!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByText('确 定'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/app-api/admin/auth/sessions/42/revoke')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Home PC')).toBeNull());
  }, SLOW);
});
