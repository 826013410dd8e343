import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminTemplateDetail, AdminTemplateRow } from '@sixmark/shared';
import { mockApi, renderPage } from '@admin/test/render';
import { TemplatesPage } from './TemplatesPage';

const card: AdminTemplateRow = {
  id: 7,
  gameId: 90,
  name: '精选三肖',
  templateCode: 'MB33',
  location: 'home',
  playCateName: '生肖',
  sort: 1,
  enabled: true,
  itemCount: 1,
  updatedAt: '2026-11-20T00:00:00.000Z',
  archivedAt: null,
};

const detail = (votes: number): AdminTemplateDetail => ({
  ...card,
  groups: [
    {
      id: 3,
      groupName: '2026130',
      sort: 0,
      items: [
        {
          id: 41,
          title: '本期投票',
          content: '',
          content2: '',
          content3: '',
          note: '',
          iconUrl: '',
          sort: 0,
          subName: null,
          requireLogin: 0,
          requireRecharge: 0,
          templateType: null,
          gameTurn: '2026130',
          activeCover: 0,
          multiContents: [],
          pollOptions: [
            { id: 501, text: '鼠', value: '鼠', votes },
            { id: 502, text: '牛', value: '牛', votes: 0 },
          ],
        },
      ],
    },
  ],
});

// The newest dialog with that title (a closed antd dialog may stay in the DOM while it animates out).
const dialogTitled = async (title: string | RegExp) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }, { timeout: 10_000 })).at(-1)!.closest('.ant-modal') as HTMLElement;
const toast = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });

describe('templates page', () => {
  it('creates a card with its first period and item through the new-card form', async () => {
    let rows = [card];
    const calls = mockApi({
      'GET /admin/content/templates': () => ({ data: { items: rows, total: rows.length } }),
      'POST /admin/content/templates': () => {
        rows = [...rows, { ...card, id: 8, name: '新卡片', templateCode: 'MB90' }];
        return { data: { id: 8 } };
      },
      'GET /admin/content/templates/8': () => ({ data: { ...card, id: 8, name: '新卡片', templateCode: 'MB90', groups: [] } }),
    });
    renderPage(<TemplatesPage />, { autoInsertSpace: false });
    await screen.findByText('精选三肖');
    fireEvent.click(screen.getByText('新增卡片', { selector: 'button span' }));
    const dialog = await dialogTitled('新增卡片');
    // Required fields first: nothing is sent without them.
    fireEvent.click(within(dialog).getByText('保存'));
    expect(await within(dialog).findByText('请输入卡片名称')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('彩种编号'), { target: { value: '90' } });
    fireEvent.change(within(dialog).getByLabelText('模板代码'), { target: { value: 'mb90' } });
    fireEvent.change(within(dialog).getByLabelText('卡片名称'), { target: { value: '新卡片' } });
    fireEvent.change(within(dialog).getByLabelText('期号组'), { target: { value: '2026131' } });
    fireEvent.change(within(dialog).getByLabelText('条目期号'), { target: { value: '2026131' } });
    fireEvent.change(within(dialog).getByLabelText('条目标题'), { target: { value: '三肖' } });
    fireEvent.change(within(dialog).getByLabelText('条目内容'), { target: { value: '<p>鼠牛虎</p>' } });
    fireEvent.click(within(dialog).getByText('保存'));

    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      gameId: 90,
      name: '新卡片',
      templateCode: 'MB90',
      location: 'home',
      playCateName: '',
      sort: 0,
      enabled: true,
      note1: '',
      groups: [{ groupName: '2026131', sort: 0, items: [{ gameTurn: '2026131', title: '三肖', content: '<p>鼠牛虎</p>', sort: 0 }] }],
    });
    expect(await toast('卡片已新增，会员端已刷新')).toBeInTheDocument();
    expect(await screen.findByText('新卡片')).toBeInTheDocument();
  }, 120_000);

  it('deletes a card after the confirmation with its reason; an archived answer says so and the row shows 已归档', async () => {
    let rows = [card];
    const calls = mockApi({
      'GET /admin/content/templates': () => ({ data: { items: rows, total: 1 } }),
      'DELETE /admin/content/templates/7': () => {
        rows = [{ ...card, enabled: false, archivedAt: '2026-11-24T00:00:00.000Z' }];
        return { data: { id: 7, outcome: 'archived' } };
      },
    });
    renderPage(<TemplatesPage />, { autoInsertSpace: false });
    const cell = await screen.findByText('精选三肖');
    fireEvent.click(within(cell.closest('tr')!).getByText('删除'));
    const confirm = await dialogTitled(/删除卡片「精选三肖」/);
    // Cancel sends nothing.
    fireEvent.click(within(confirm).getByText('取消'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(cell.closest('tr')!).getByText('删除'));
    const again = await dialogTitled(/删除卡片「精选三肖」/);
    fireEvent.change(within(again).getByLabelText('原因'), { target: { value: '重复的卡片' } });
    fireEvent.click(within(again).getByText('确定'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toBeTruthy());
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ reason: '重复的卡片' });
    expect(await toast('卡片有战绩、收藏或投票记录，已归档并隐藏，会员端已刷新')).toBeInTheDocument();
    expect(await screen.findByText('已归档', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(screen.getByText('精选三肖').closest('tr')!).queryByText('删除')).toBeNull();
  }, 120_000);

  it('edits poll options: before a vote options can be added; after one only texts are offered', async () => {
    let votes = 0;
    const calls = mockApi({
      'GET /admin/content/templates': () => ({ data: { items: [card], total: 1 } }),
      'GET /admin/content/templates/7': () => ({ data: detail(votes) }),
      'PUT /admin/content/items/41/poll-options': () => {
        // A member votes right after the save: the refetched detail carries the vote.
        votes = 3;
        return { data: [] };
      },
    });
    renderPage(<TemplatesPage />, { autoInsertSpace: false });
    fireEvent.click(within((await screen.findByText('精选三肖')).closest('tr')!).getByText('条目'));
    fireEvent.click(await screen.findByText('投票（2）'));
    let dialog = await dialogTitled('投票选项 #41');
    fireEvent.click(within(dialog).getByText('添加选项'));
    fireEvent.change(within(dialog).getByLabelText('选项3文字'), { target: { value: '虎' } });
    fireEvent.change(within(dialog).getByLabelText('选项3值'), { target: { value: '虎' } });
    fireEvent.change(within(dialog).getByLabelText('选项1文字'), { target: { value: '老鼠' } });
    fireEvent.click(within(dialog).getByText('保存'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      options: [
        { id: 501, text: '老鼠', value: '鼠' },
        { id: 502, text: '牛', value: '牛' },
        { text: '虎', value: '虎' },
      ],
    });
    expect(await toast('投票选项已保存，会员端已刷新')).toBeInTheDocument();

    // A vote was cast: adding, removing and values are locked.
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith('/app-api/admin/content/templates/7')).length).toBeGreaterThanOrEqual(2));
    fireEvent.click(await screen.findByText('投票（2）'));
    dialog = await dialogTitled('投票选项 #41');
    expect(await within(dialog).findByText('已有 3 票：只能修改选项文字')).toBeInTheDocument();
    expect(within(dialog).getByText('添加选项').closest('button')).toBeDisabled();
    expect(within(dialog).getByLabelText('选项1值')).toBeDisabled();
    expect(within(dialog).getAllByText('移除')[0]!.closest('button')).toBeDisabled();
  }, 120_000);

  it('adds a period group and an item to an open card, with the new-card item rows, after the existing ones', async () => {
    const calls = mockApi({
      'GET /admin/content/templates': () => ({ data: { items: [card], total: 1 } }),
      'GET /admin/content/templates/7': () => ({ data: detail(0) }),
      'POST /admin/content/templates/7/groups': () => ({ data: { id: 4 } }),
      'POST /admin/content/groups/3/items': () => ({ data: { id: 42 } }),
    });
    renderPage(<TemplatesPage />, { autoInsertSpace: false });
    fireEvent.click(within((await screen.findByText('精选三肖')).closest('tr')!).getByText('条目'));
    fireEvent.click(await screen.findByText('新增期数', { selector: 'button span' }));
    let dialog = await dialogTitled('新增期数');
    // The period name is required: nothing is sent without it.
    fireEvent.click(within(dialog).getByText('保存'));
    expect(await within(dialog).findByText('请输入期号组')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('期号组'), { target: { value: ' 2026131 ' } });
    fireEvent.change(within(dialog).getByLabelText('条目期号'), { target: { value: '2026131' } });
    fireEvent.change(within(dialog).getByLabelText('条目标题'), { target: { value: '三肖' } });
    fireEvent.click(within(dialog).getByText('添加条目'));
    fireEvent.change(within(dialog).getAllByLabelText('条目标题')[1]!, { target: { value: '平特' } });
    fireEvent.click(within(dialog).getByText('保存'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      groupName: '2026131',
      sort: 1,
      items: [
        { gameTurn: '2026131', title: '三肖', content: '', sort: 0 },
        { gameTurn: '', title: '平特', content: '', sort: 1 },
      ],
    });
    expect(await toast('期数已新增，会员端已刷新')).toBeInTheDocument();

    fireEvent.click(screen.getByText('新增条目', { selector: 'button span' }));
    dialog = await dialogTitled('新增条目（2026130）');
    fireEvent.change(within(dialog).getByLabelText('条目期号'), { target: { value: '2026130' } });
    fireEvent.change(within(dialog).getByLabelText('条目标题'), { target: { value: '六肖' } });
    fireEvent.change(within(dialog).getByLabelText('条目内容'), { target: { value: '<p>鼠</p>' } });
    fireEvent.click(within(dialog).getByText('保存'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').length).toBe(2));
    expect(calls.filter((c) => c.method === 'POST')[1]).toMatchObject({
      url: '/app-api/admin/content/groups/3/items',
      body: { gameTurn: '2026130', title: '六肖', content: '<p>鼠</p>', sort: 1 },
    });
    expect(await toast('条目已新增，会员端已刷新')).toBeInTheDocument();
  }, 120_000);

  it('deletes an item with its reason, and shows the server refusal of a group delete', async () => {
    const calls = mockApi({
      'GET /admin/content/templates': () => ({ data: { items: [card], total: 1 } }),
      'GET /admin/content/templates/7': () => ({ data: detail(0) }),
      'DELETE /admin/content/items/41': () => ({ data: null }),
      'DELETE /admin/content/groups/3': () => ({ status: 409, code: 'DOC/ITEM_VOTED', msg: '「本期投票」已有 3 位会员投票，不能删除' }),
    });
    renderPage(<TemplatesPage />, { autoInsertSpace: false });
    fireEvent.click(within((await screen.findByText('精选三肖')).closest('tr')!).getByText('条目'));
    fireEvent.click(await screen.findByLabelText('删除条目 41'));
    let confirm = await dialogTitled(/删除条目「本期投票」/);
    fireEvent.click(within(confirm).getByText('取消'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByLabelText('删除条目 41'));
    confirm = await dialogTitled(/删除条目「本期投票」/);
    fireEvent.change(within(confirm).getByLabelText('原因'), { target: { value: '写错了' } });
    fireEvent.click(within(confirm).getByText('确定'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toBeTruthy());
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/app-api/admin/content/items/41', body: { reason: '写错了' } });
    expect(await toast('条目已删除，会员端已刷新')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('删除期数 2026130'));
    confirm = await dialogTitled(/删除期数「2026130」及其全部条目/);
    fireEvent.click(within(confirm).getByText('确定'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').length).toBe(2));
    expect(calls.filter((c) => c.method === 'DELETE')[1]).toMatchObject({ url: '/app-api/admin/content/groups/3', body: { reason: '' } });
    expect(await toast('「本期投票」已有 3 位会员投票，不能删除')).toBeInTheDocument();
  }, 120_000);
});
