import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberDetail, MemberRow } from '@sixmark/shared';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

// The pages are lazy chunks: the first render of each waits for its import on a loaded machine.
const slow = { timeout: 30_000 };
// getByRole walks the whole antd tree (tens of seconds under jsdom on a loaded machine): buttons by text.
const buttonOrNull = (name: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === name) ?? null;
const button = (name: string, root: ParentNode = document) => {
  const b = buttonOrNull(name, root);
  if (!b) throw new Error(`no button ${name}`);
  return b;
};

const row: MemberRow = {
  id: 42,
  account: 'lucky88',
  type: 'NORMAL',
  isDl: false,
  status: 'active',
  vipLevel: 2,
  phone: '13800138000',
  nickname: '幸运星',
  agentId: null,
  agentAccount: null,
  money: 123.5,
  createdAt: '2026-11-01T08:00:00.000Z',
  lastLoginAt: '2026-11-23T08:00:00.000Z',
  lastLoginIp: '10.0.0.9',
};

const detailOf = (frozen: boolean): MemberDetail => ({
  profile: { ...row, status: frozen ? 'disabled' : 'active', fullName: '张三', email: '', qq: '', weixin: '', birthday: null, intrCode: null, rebate: 8, statusMessage: '' },
  balances: { money: 123.5, liveMoney: 10, frozen: 0 },
  chatLevel: 1,
  enableChat: 1,
  flags: { frozen, mustResetPassword: false },
  liveSessions: frozen ? 0 : 1,
  saferPlay: { limits: [], realityMinutes: 0, exclusion: null },
  notes: [{ id: 1, actor: 'operator:3:ops3', note: '老客户', at: '2026-11-20T08:00:00.000Z' }],
});

describe('会员管理', () => {
  it('searches, opens the detail and freezes with a reason, then shows the member frozen', { timeout: 120_000 }, async () => {
    let frozen = false;
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('risk'),
      'GET /admin/users': () => ({ data: { data: [row], totalCount: 1 } }),
      'GET /admin/users/42': () => ({ data: detailOf(frozen) }),
      'POST /admin/users/42/freeze': () => {
        frozen = true;
        return { data: { status: 'disabled', chatLevel: 1, enableChat: 1, vipLevel: 2, revoked: 1 } };
      },
    });
    renderConsole('/members');

    fireEvent.change(await screen.findByLabelText('账号', undefined, slow), { target: { value: ' lucky ' } });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/app-api/admin/users?') && c.url.includes('account=lucky&'))).toBe(true), slow);
    const link = (await screen.findByText('lucky88', undefined, slow)).closest('a')!;

    fireEvent.click(link);
    expect(await screen.findByText('张三', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('正常')).toBeInTheDocument();

    fireEvent.click(button('冻结'));
    const dialog = (await screen.findAllByText(/冻结会员 lucky88/, undefined, slow))[0]!.closest<HTMLElement>('.ant-modal')!;
    // The reason is required: OK stays disabled until one is typed.
    expect(button('确定', dialog)).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '疑似盗号' } });
    fireEvent.click(button('确定', dialog));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: '疑似盗号' }), slow);
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/app-api/admin/users/42/freeze');
    await waitFor(() => expect(buttonOrNull('解冻')).not.toBeNull(), slow);
    expect(screen.getAllByText('已冻结').length).toBeGreaterThan(0);
  });

  it('lets a read-only operator look but offers no actions', { timeout: 60_000 }, async () => {
    mockApi({
      'GET /admin/auth/me': signedInAs('read_only'),
      'GET /admin/users/42': () => ({ data: detailOf(false) }),
    });
    renderConsole('/members/42');
    expect(await screen.findByText('张三', undefined, slow)).toBeInTheDocument();
    expect(buttonOrNull('冻结')).toBeNull();
    expect(buttonOrNull('强制下线')).toBeNull();
    expect(buttonOrNull('调整VIP')).toBeNull();
  });
});
