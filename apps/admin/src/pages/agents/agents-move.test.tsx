import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAgentNode, MemberRow } from '@sixmark/shared';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

// 代理管理 → 转移上级 (issue 15, ops): pick an agent by account, give a reason, the tree is read again.
configure({ asyncUtilTimeout: 30_000 });
const SLOW = 240_000;

const node = (id: number, account: string, parentId: number | null, isDl = true): AdminAgentNode => ({
  id,
  account,
  isDl,
  type: 'NORMAL',
  rebate: 5,
  parentId,
  depth: parentId === null ? 0 : 1,
  childCount: 0,
  teamCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const member = (id: number, account: string, isDl: boolean, type: 'NORMAL' | 'TEST' = 'NORMAL'): MemberRow => ({
  id,
  account,
  type,
  isDl,
  status: 'active',
  vipLevel: 0,
  phone: '',
  nickname: '',
  agentId: null,
  agentAccount: null,
  money: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastLoginAt: null,
  lastLoginIp: '',
});

function api(moveAnswer: () => { status?: number; code?: string; msg?: string; data?: unknown }) {
  let treeReads = 0;
  const calls = mockApi({
    'GET /admin/auth/me': signedInAs('finance'),
    'GET /admin/agents/children': () => {
      treeReads += 1;
      return { data: { items: [node(10, 'teamlead', null)], total: 1 } };
    },
    'GET /admin/agents/report': () => ({ status: 404, msg: '不存在' }),
    // The lookup by account prefix: a member, a trial agent and the user itself are not offered.
    'GET /admin/users': () => ({
      data: { data: [member(20, 'agbig', true), member(21, 'agplain', false), member(22, 'agtrial', true, 'TEST'), member(10, 'teamlead', true)], totalCount: 4 },
    }),
    'POST /admin/agents/move': moveAnswer,
  });
  return { calls, treeReads: () => treeReads };
}

async function openMoveAndPick() {
  renderConsole('/agents');
  fireEvent.click(await screen.findByText('teamlead'));
  fireEvent.click(await screen.findByText('转移上级'));
  const dialog = (await screen.findByText('转移上级：teamlead')).closest('.ant-modal') as HTMLElement;
  const search = within(dialog).getByRole('combobox');
  fireEvent.mouseDown(search);
  fireEvent.change(search, { target: { value: 'ag' } });
  fireEvent.click(await screen.findByText('agbig（#20）', { selector: '.ant-select-item-option-content' }));
  expect(screen.queryByText('agplain（#21）', { selector: '.ant-select-item-option-content' })).toBeNull();
  expect(screen.queryByText('agtrial（#22）', { selector: '.ant-select-item-option-content' })).toBeNull();
  return dialog;
}

describe('转移上级', () => {
  it('requires a reason, then moves under the chosen agent and reads the tree again', async () => {
    const { calls, treeReads } = api(() => ({ data: { userId: 10, previousParentId: null, parentId: 20, moved: 4 } }));
    const dialog = await openMoveAndPick();
    fireEvent.click(within(dialog).getByText('确认转移'));
    expect(await within(dialog).findByText('请填写转移原因')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' 团队合并 ' } });
    const before = treeReads();
    fireEvent.click(within(dialog).getByText('确认转移'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 10, parentId: 20, reason: '团队合并' }));
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/app-api/admin/agents/move');
    // The dialog closes and the tree is read again (the toast with the count is too short-lived to wait for under load).
    await waitFor(() => expect(treeReads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('转移上级：teamlead')).toBeNull());
  }, SLOW);

  it('shows the server\u2019s refusal and keeps the dialog open', async () => {
    api(() => ({ status: 400, code: 'DL/REBATE_RANGE', msg: '该用户返点5高于新上级返点4，请先调低返点再转移' }));
    const dialog = await openMoveAndPick();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '调整' } });
    fireEvent.click(within(dialog).getByText('确认转移'));
    expect(await screen.findByText('该用户返点5高于新上级返点4，请先调低返点再转移')).toBeInTheDocument();
    expect(screen.getByText('转移上级：teamlead')).toBeInTheDocument();
  }, SLOW);
});
