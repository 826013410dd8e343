import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EncryptSettings, ForumSettings } from '@sixmark/shared';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

// Screens for APIs that had none (issue 15, ops): 论坛设置, 平台消息, 加密传输, and the 提现风控 tab.
configure({ asyncUtilTimeout: 30_000 });
const SLOW = 240_000;

const setInput = (container: HTMLElement, id: string, value: string) =>
  fireEvent.change(container.querySelector(`#${id}`) as HTMLInputElement, { target: { value } });

describe('论坛设置', () => {
  it('loads the settings and sends the edited whole set', async () => {
    const current: ForumSettings = { priceCap: 88, houseSharePercent: 20, holdNewAccounts: true, newAccountDays: 3, postsPerHourUser: 5, postsPerHourIp: 20 };
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('content'),
      'GET /admin/forum/settings': () => ({ data: current }),
      'PUT /admin/forum/settings': (b) => ({ data: b }),
    });
    const { container } = renderConsole('/content/forum-settings');
    await waitFor(() => expect((container.querySelector('#priceCap') as HTMLInputElement | null)?.value).toBe('88.00'));
    setInput(container, 'priceCap', '120.5');
    setInput(container, 'postsPerHourIp', '30');
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...current, priceCap: 120.5, postsPerHourIp: 30 }),
    );
    expect(await screen.findByText('论坛设置已保存')).toBeInTheDocument();
  }, SLOW);
});

describe('平台消息', () => {
  it('sends to one member by id, and to all members only after a confirmation', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('content'),
      'POST /admin/notifications': (b) => ({ data: { sent: (b as { userId?: number }).userId === undefined ? 1234 : 1 } }),
    });
    const { container } = renderConsole('/content/notifications');
    await screen.findByText('平台消息', { selector: '.ant-card-head-title' });
    setInput(container, 'userId', '77');
    setInput(container, 'title', ' 维护通知 ');
    setInput(container, 'content', '今晚 2 点维护');
    fireEvent.click(screen.getByText('发 送'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 77, title: '维护通知', content: '今晚 2 点维护' }));
    expect(await screen.findByText('已发送给 1 个会员')).toBeInTheDocument();
    expect(screen.getByText('发送对象：会员 #77')).toBeInTheDocument();

    fireEvent.click(screen.getByText('继续发送'));
    fireEvent.click(await screen.findByText('全部会员'));
    await waitFor(() => expect(container.querySelector('#userId')).toBeNull());
    setInput(container, 'title', '新活动');
    setInput(container, 'content', '充值送好礼');
    fireEvent.click(screen.getByText('发 送'));
    const confirm = (await screen.findAllByText('发送给全部会员？'))[0]!.closest('.ant-modal') as HTMLElement;
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    fireEvent.click(within(confirm).getByText('发 送'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({ title: '新活动', content: '充值送好礼' }));
    expect(await screen.findByText('已发送给 1234 个会员')).toBeInTheDocument();
  }, SLOW);
});

describe('加密传输', () => {
  it('turns encryption on with a grace period and rotates the key after confirming', async () => {
    let state: EncryptSettings = { enabled: false, graceSeconds: 600, currentKid: null, keys: [] };
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('super_admin'),
      'GET /admin/encrypt': () => ({ data: state }),
      'PUT /admin/encrypt': (b) => {
        const body = b as { enabled: boolean; graceSeconds: number };
        state = { ...body, currentKid: 'k1', keys: [{ kid: 'k1', createdAt: '2026-11-24T01:00:00.000Z', retiredAt: null, valid: true }] };
        return { data: state };
      },
      'POST /admin/encrypt/rotate': () => {
        state = {
          ...state,
          currentKid: 'k2',
          keys: [
            { kid: 'k2', createdAt: '2026-11-24T02:00:00.000Z', retiredAt: null, valid: true },
            { kid: 'k1', createdAt: '2026-11-24T01:00:00.000Z', retiredAt: '2026-11-24T02:00:00.000Z', valid: true },
          ],
        };
        return { data: state };
      },
    });
    const { container } = renderConsole('/settings/encrypt');
    expect(await screen.findByText('密钥版本（当前：无）')).toBeInTheDocument();
    fireEvent.click(container.querySelector('#enabled') as HTMLElement);
    setInput(container, 'graceSeconds', '900');
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, graceSeconds: 900 }));
    expect(await screen.findByText('密钥版本（当前：k1）')).toBeInTheDocument();

    fireEvent.click(screen.getByText('轮换密钥'));
    const confirm = (await screen.findAllByText('轮换加密密钥？'))[0]!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByText('轮 换'));
    expect(await screen.findByText('密钥版本（当前：k2）')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/app-api/admin/encrypt/rotate')).toHaveLength(1);
    expect(screen.getByText('宽限期内')).toBeInTheDocument();
  }, SLOW);
});

describe('系统设置 → 提现风控', () => {
  it('edits the withdrawal risk thresholds and saves the whole group', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('super_admin'),
      'GET /admin/settings/site': () => ({ data: {} }),
      'GET /admin/settings/risk': () => ({ data: { newAccountHours: 24, depositMultiple: 3, bankChangeHours: 72 } }),
      'PUT /admin/settings/risk': (b) => ({ data: b }),
    });
    const { container } = renderConsole('/settings/site');
    fireEvent.click(await screen.findByText('提现风控'));
    await waitFor(() => expect((container.querySelector('#newAccountHours') as HTMLInputElement | null)?.value).toBe('24'));
    expect(screen.getByText(/仅运营端使用/)).toBeInTheDocument();
    setInput(container, 'depositMultiple', '5');
    setInput(container, 'bankChangeHours', '12');
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ newAccountHours: 24, depositMultiple: 5, bankChangeHours: 12 }));
    expect(await screen.findByText('提现风控设置已保存')).toBeInTheDocument();
  }, SLOW);
});
