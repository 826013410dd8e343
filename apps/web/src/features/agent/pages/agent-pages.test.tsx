import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { addDays, systemToday } from '@sixmark/shared/domain/report-dates';
import { REG_MSG } from '@sixmark/shared/domain/registration-rules';
import { QueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import { link, memberInfo, subUser, teamDaily, teamRws } from '../test-data';
import AgentAddUserPage from './agent-add-user-page';
import AgentCreateLinkPage from './agent-create-link-page';
import AgentDeclarePage from './agent-declare-page';
import AgentLinkDetailPage from './agent-link-detail-page';
import AgentLinkUpdatePage from './agent-link-update-page';
import AgentTeamOverviewPage from './agent-team-overview-page';
import AgentUserDetailPage from './agent-user-detail-page';
import AgentPage from './agent-page';
import AgentUserListPage from './agent-user-list-page';
import { endOfListInView } from '@/test/intersection-observer';

// antd's wheel needs layout to scroll to a tapped item, which jsdom lacks; the page tests swap
// the Picker for buttons of the same columns (the real wheel's bounds: rebate-picker.test.tsx).
vi.mock('antd-mobile', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd-mobile')>();
  type Props = { visible?: boolean; columns: { label: string; value: string }[][]; onConfirm?: (v: string[]) => void; onClose?: () => void };
  const Picker = ({ visible, columns, onConfirm, onClose }: Props) =>
    visible ? (
      <div role="listbox" aria-label="picker">
        {columns[0]!.map((o) => (
          <button
            type="button"
            role="option"
            aria-selected={false}
            key={o.value}
            onClick={() => {
              onConfirm?.([o.value]);
              onClose?.();
            }}
          >
            {o.label}
          </button>
        ))}
      </div>
    ) : null;
  return { ...antd, Picker };
});

const SETTINGS = { '/sys-upload/data/json/config.json': { body: { system_config: [], api_external: { captcha_id: '' }, sys_config: { time_zone: 'Asia/Shanghai' } } } };
const RANGE = ok({ min: 0, max: 8, step: 0.1, own: 8 });
const options = () => {
  const picker = screen.queryByRole('listbox', { name: 'picker' });
  return picker ? within(picker).getAllByRole('option').map((o) => o.textContent) : [];
};

/** Opens the rebate picker and picks `label`. */
async function pickRebate(label: string) {
  fireEvent.click(screen.getByRole('button', { name: '返点' }));
  fireEvent.click(within(await screen.findByRole('listbox', { name: 'picker' })).getByRole('option', { name: label }));
}

let toast: MockInstance<typeof Toast.show>;
beforeEach(() => {
  toast = vi.spyOn(Toast, 'show');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('推广赚钱', () => {
  it('shows the agent’s rebate, team counts, week figures, its links and the entry points', async () => {
    const today = systemToday(Date.now(), 'Asia/Shanghai');
    const api = mockApi({
      ...SETTINGS,
      '/app-api/api/dl/querySubUsers': ok({ data: [subUser()], otherData: { teamCount: 9, directCount: 4, onlineCount: 2 }, totalCount: 9 }),
      '/app-api/api/dl/queryTeamRws': ok(teamRws(addDays(today, -6), today)),
      '/app-api/api/spreadInfo/queryPageByAgentId': ok({ data: [link()], totalCount: 1 }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(PROFILE_QUERY_KEY, makeProfile({ userInfo: { account: 'agent01', isDl: true, rebate: 8, intrCode: 'AAGENT01' } }));
    const { router } = renderPage(<AgentPage />, {
      path: '/agent',
      queryClient,
      extra: [
        { path: '/agent/link/:id', text: '链接页' },
        { path: '/agent/create-link', text: '创建页' },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('agent-team-count')).toHaveTextContent('9团队人数'));
    expect(screen.getByTestId('agent-own-rebate')).toHaveTextContent('我的返点 8.0%');
    expect(screen.getByTestId('agent-own-code')).toHaveTextContent('我的推广码 AAGENT01');
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/auth/register?code=AAGENT01`));
    await waitFor(() => expect(screen.getByTestId('agent-week-rebate')).toHaveTextContent('4.50'));
    // Lottery 1000 and live 200 together.
    expect(screen.getByText('1,200.00')).toBeInTheDocument();
    const q = api.calls.find((c) => c.path === '/app-api/api/dl/queryTeamRws')!.url.searchParams;
    expect([q.get('beginDate'), q.get('endDate')]).toEqual([addDays(today, -6), today]);
    for (const title of ['下级用户', '添加下级', '团队总览', '创建推广链接', '账变记录', '代理说明'])
      expect(screen.getByRole('button', { name: new RegExp(title) })).toBeInTheDocument();
    fireEvent.click(await screen.findByText('推广码 AB12CD34'));
    expect(await screen.findByText('链接页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/link/5');
  });
});

describe('下级用户', () => {
  const page = (n: number, count: number, total: number) =>
    ok({
      data: Array.from({ length: count }, (_, i) => subUser({ userId: n * 100 + i, account: `p${n}x${i}`, online: i % 2 === 0 })),
      otherData: { teamCount: 25, directCount: 20, onlineCount: 3 },
      totalCount: total,
    });

  it('lists the team with the counts and loads the next page of 20', async () => {
    endOfListInView();
    const api = mockApi({
      ...SETTINGS,
      '/app-api/api/dl/querySubUsers': (url) => (url.searchParams.get('page') === '2' ? page(2, 5, 25) : page(1, 20, 25)),
    });
    renderPage(<AgentUserListPage />, { path: '/agent/user-list' });
    expect(await screen.findByText('p1x0')).toBeInTheDocument();
    expect(screen.getByTestId('agent-user-counts')).toHaveTextContent('团队 25 人直属 20 人在线 3 人符合条件 25 人');
    await waitFor(() => expect(screen.getAllByTestId('agent-user-row')).toHaveLength(25));
    expect(await screen.findByText('没有更多数据了')).toBeInTheDocument();
    const pages = api.calls.filter((c) => c.path === '/app-api/api/dl/querySubUsers').map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('rows')]);
    expect(pages).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('sends the account, level and online filters and asks again from page 1', async () => {
    const api = mockApi({ ...SETTINGS, '/app-api/api/dl/querySubUsers': page(1, 1, 1) });
    renderPage(<AgentUserListPage />, { path: '/agent/user-list' });
    await screen.findByText('p1x0');
    fireEvent.change(screen.getByRole('textbox', { name: '用户名' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    fireEvent.click(screen.getByText('二级'));
    fireEvent.click(screen.getByText('离线'));
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path === '/app-api/api/dl/querySubUsers').at(-1)!.url.searchParams;
      expect([last.get('account'), last.get('level'), last.get('online'), last.get('page')]).toEqual(['abc', '2', '0', '1']);
      expect(last.has('beginDate')).toBe(false);
    });
  });

  it('opens a member’s detail from its row', async () => {
    mockApi({ ...SETTINGS, '/app-api/api/dl/querySubUsers': page(1, 1, 1) });
    const { router } = renderPage(<AgentUserListPage />, { path: '/agent/user-list', extra: [{ path: '/agent/user-detail/:id', text: '详情页' }] });
    fireEvent.click(await screen.findByText('p1x0'));
    expect(await screen.findByText('详情页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/user-detail/100');
  });
});

describe('用户详情', () => {
  it('shows the member’s money and bets and changes its rebate inside its range', async () => {
    const api = mockApi({
      ...SETTINGS,
      '/app-api/api/agent/memberInformation': ok(memberInfo()),
      '/app-api/api/dl/updateSubRebate': ok({ userId: 11, rebate: 8 }),
    });
    renderPage(<AgentUserDetailPage />, { path: '/agent/user-detail/:id', at: '/agent/user-detail/11' });
    expect(await screen.findByText('player01')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/app-api/api/agent/memberInformation')!.url.searchParams.get('userId')).toBe('11');
    expect(screen.getByTestId('agent-member-betting')).toHaveTextContent('320.00');
    expect(screen.getByText('-223.47')).toBeInTheDocument();
    expect(screen.getByText('2026/11/22 08:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改返点' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: '返点' }));
    await waitFor(() => expect(options()).toHaveLength(81));
    expect([options()[0], options().at(-1)]).toEqual(['8.0%', '0.0%']);
    fireEvent.click(within(screen.getByRole('listbox', { name: 'picker' })).getByRole('option', { name: '8.0%' }));
    fireEvent.click(screen.getByRole('button', { name: '修改返点' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: '修改成功', duration: 3000 }));
    const sent = api.calls.find((c) => c.path === '/app-api/api/dl/updateSubRebate')!;
    expect(Object.fromEntries(sent.form)).toEqual({ userId: '11', rebate: '8' });
  });

  it('shows the refusal for a user outside the team', async () => {
    mockApi({ ...SETTINGS, '/app-api/api/agent/memberInformation': fail('DL/NOT_IN_TEAM', '该用户不在您的团队中', 403) });
    renderPage(<AgentUserDetailPage />, { path: '/agent/user-detail/:id', at: '/agent/user-detail/999' });
    expect(await screen.findByText('该用户不在您的团队中')).toBeInTheDocument();
  });
});

describe('添加下级', () => {
  const open = (extra: Record<string, ReturnType<typeof ok>> = {}) => {
    const api = mockApi({ ...SETTINGS, '/app-api/api/dl/getDlSubRebateRange': RANGE, ...extra });
    const view = renderPage(<AgentAddUserPage />, { path: '/agent/add-user', extra: [{ path: '/agent/user-detail/:id', text: '详情页' }] });
    return { api, ...view };
  };
  const fill = async (account: string, password: string, confirm = password) => {
    fireEvent.change(await screen.findByRole('textbox', { name: '用户名' }), { target: { value: account } });
    fireEvent.change(screen.getByPlaceholderText('请输入8-20位字母和数字'), { target: { value: password } });
    fireEvent.change(screen.getByPlaceholderText('请再次输入登录密码'), { target: { value: confirm } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '添加下级' }));

  it('refuses with the registration rules’ own messages, first error only', async () => {
    const { api } = open();
    await fill('1abc', 'Abcdefg1');
    submit();
    expect(toast).toHaveBeenLastCalledWith({ content: REG_MSG.account, duration: 3000 });
    await fill('player88', 'abcdefgh');
    submit();
    expect(toast).toHaveBeenLastCalledWith({ content: REG_MSG.password, duration: 3000 });
    await fill('player88', 'Abcdefg1', 'Abcdefg2');
    submit();
    expect(toast).toHaveBeenLastCalledWith({ content: REG_MSG.confirmPassword, duration: 3000 });
    await fill('player88', 'Abcdefg1');
    submit();
    expect(toast).toHaveBeenLastCalledWith({ content: '请选择返点', duration: 3000 });
    expect(api.calls.some((c) => c.path === '/app-api/api/dl/add')).toBe(false);
  });

  it('offers rebates only inside the range from getDlSubRebateRange', async () => {
    mockApi({ ...SETTINGS, '/app-api/api/dl/getDlSubRebateRange': ok({ min: 0, max: 6.5, step: 0.1, own: 6.5 }) });
    renderPage(<AgentAddUserPage />, { path: '/agent/add-user' });
    expect(await screen.findByText('可选范围 0.0% - 6.5%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返点' }));
    await waitFor(() => expect(options()).toHaveLength(66));
    expect([options()[0], options().at(-1)]).toEqual(['6.5%', '0.0%']);
  });

  it('adds an agent under the caller and opens its detail', async () => {
    const { api, router } = open({ '/app-api/api/dl/add': ok({ userId: 77, account: 'sub777' }) });
    await fill('sub777', 'Abcdefg1');
    fireEvent.click(screen.getByText('代理'));
    await pickRebate('5.0%');
    submit();
    expect(await screen.findByText('详情页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/user-detail/77');
    expect(toast).toHaveBeenCalledWith({ content: '添加成功', duration: 3000 });
    const sent = api.calls.find((c) => c.path === '/app-api/api/dl/add')!;
    expect(Object.fromEntries(sent.form)).toEqual({ account: 'sub777', password: 'Abcdefg1', confirmPassword: 'Abcdefg1', userType: 'agent', rebate: '5' });
  });

  it('shows the server’s refusal (account taken) for 3 s and stays', async () => {
    open({ '/app-api/api/dl/add': fail('UC/ACCOUNT_TAKEN', '该用户名已被注册') });
    await fill('taken01', 'Abcdefg1');
    await pickRebate('1.0%');
    submit();
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith({ content: '该用户名已被注册', duration: 3000 }));
    expect(screen.queryByText('详情页')).toBeNull();
  });
});

describe('团队总览', () => {
  it('asks for the last 7 days up to today by default and shows the figures and five charts', async () => {
    const today = systemToday(Date.now(), 'Asia/Shanghai');
    const begin = addDays(today, -6);
    const days = Array.from({ length: 7 }, (_, i) => addDays(begin, i));
    const api = mockApi({
      ...SETTINGS,
      '/app-api/api/dl/queryTeamRws': ok(teamRws(begin, today)),
      '/app-api/api/dl/queryTeamDaily': ok(teamDaily(days)),
    });
    renderPage(<AgentTeamOverviewPage />, { path: '/agent/team-overview' });
    expect(await screen.findByTestId('team-teamCount')).toHaveTextContent('9团队人数');
    for (const path of ['/app-api/api/dl/queryTeamRws', '/app-api/api/dl/queryTeamDaily']) {
      const q = api.calls.find((c) => c.path === path)!.url.searchParams;
      expect([q.get('beginDate'), q.get('endDate'), q.has('userId')]).toEqual([begin, today, false]);
    }
    expect(screen.getByTestId('team-rechargeMoney')).toHaveTextContent('1,500.00');
    expect(screen.getByTestId('team-dlRebate')).toHaveTextContent('4.50');
    // Players lost 190 on lottery (800 + 10 − 1000): shown signed.
    expect(screen.getByTestId('team-lottery-winOrcloseMoney')).toHaveTextContent('-190.00');
    expect(screen.getByTestId('team-live-winOrcloseMoney')).toHaveTextContent('+52.00');
    const charts = await screen.findByTestId('agent-team-charts');
    const names = within(charts)
      .getAllByRole('img')
      .map((i) => i.getAttribute('aria-label'));
    expect(names).toEqual(['每日注册', '每日首充', '充值与提现', '投注与输赢', '团队人数']);
    const size = within(charts).getByRole('table', { name: '团队人数' });
    expect(within(size).getAllByRole('row')).toHaveLength(8);
  });

  it('looks at a sub-agent’s team with ?userId=', async () => {
    const today = systemToday(Date.now(), 'Asia/Shanghai');
    const api = mockApi({
      ...SETTINGS,
      '/app-api/api/dl/queryTeamRws': ok(teamRws(addDays(today, -6), today)),
      '/app-api/api/dl/queryTeamDaily': ok(teamDaily([today])),
    });
    renderPage(<AgentTeamOverviewPage />, { path: '/agent/team-overview', at: '/agent/team-overview?userId=42' });
    await screen.findByTestId('agent-team-figures');
    expect(api.calls.find((c) => c.path === '/app-api/api/dl/queryTeamRws')!.url.searchParams.get('userId')).toBe('42');
  });
});

describe('推广链接', () => {
  it('creates a link with its type, rebate and remark and opens it', async () => {
    const api = mockApi({ ...SETTINGS, '/app-api/api/dl/getDlSubRebateRange': RANGE, '/app-api/api/spreadInfo/createByAgentId': ok(link({ id: 9 })) });
    const { router } = renderPage(<AgentCreateLinkPage />, { path: '/agent/create-link', extra: [{ path: '/agent/link/:id', text: '链接页' }] });
    await screen.findByText('可选范围 0.0% - 8.0%');
    fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    expect(toast).toHaveBeenLastCalledWith({ content: '请选择返点', duration: 3000 });
    await pickRebate('6.0%');
    fireEvent.change(screen.getByRole('textbox', { name: '备注' }), { target: { value: ' 朋友圈 ' } });
    fireEvent.click(screen.getByRole('button', { name: '生成链接' }));
    expect(await screen.findByText('链接页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/link/9');
    const sent = api.calls.find((c) => c.path === '/app-api/api/spreadInfo/createByAgentId')!;
    expect(Object.fromEntries(sent.form)).toEqual({ userType: 'member', rebate: '6', remark: '朋友圈' });
  });

  it('shows the link address with this site’s origin, its QR code and its counts, and copies it', async () => {
    mockApi({ ...SETTINGS, '/app-api/api/spreadInfo/getLinkInfo': ok(link()) });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(<AgentLinkDetailPage />, { path: '/agent/link/:id', at: '/agent/link/5' });
    const url = `${window.location.origin}/auth/register?code=AB12CD34`;
    expect(await screen.findByTestId('agent-link-url')).toHaveTextContent(url);
    expect(screen.getByTestId('agent-link-visits')).toHaveTextContent('12');
    expect(screen.getByTestId('agent-link-regists')).toHaveTextContent('3');
    await waitFor(() => expect(screen.getByRole('img', { name: '推广二维码' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/)));
    expect(screen.getByTestId('agent-qr')).toHaveAttribute('data-value', url);
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: '复制成功', duration: 2000 }));
  });

  it('deletes a link after confirming and goes back to the agent page', async () => {
    const api = mockApi({ ...SETTINGS, '/app-api/api/spreadInfo/getLinkInfo': ok(link()), '/app-api/api/spreadInfo/removeByAgentId': ok(null) });
    const { router } = renderPage(<AgentLinkDetailPage />, { path: '/agent/link/:id', at: '/agent/link/5', extra: [{ path: '/agent', text: '代理页' }] });
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByText('确定'));
    expect(await screen.findByText('代理页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent');
    expect(Object.fromEntries(api.calls.find((c) => c.path === '/app-api/api/spreadInfo/removeByAgentId')!.form)).toEqual({ id: '5' });
  });

  it('updates a link from its current settings, sending the id on the address', async () => {
    const api = mockApi({
      ...SETTINGS,
      '/app-api/api/dl/getDlSubRebateRange': RANGE,
      '/app-api/api/spreadInfo/getLinkInfo': ok(link()),
      '/app-api/api/spreadInfo/updateByAgentId': ok(link({ userType: 'agent' })),
    });
    const { router } = renderPage(<AgentLinkUpdatePage />, { path: '/agent/link/:id/update', at: '/agent/link/5/update', extra: [{ path: '/agent/link/:id', text: '链接页' }] });
    expect(await screen.findByRole('button', { name: '返点' })).toHaveTextContent('6.0%');
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('朋友圈');
    fireEvent.click(screen.getByText('代理'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('链接页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/link/5');
    const sent = api.calls.find((c) => c.path === '/app-api/api/spreadInfo/updateByAgentId')!;
    expect(sent.url.searchParams.get('id')).toBe('5');
    expect(Object.fromEntries(sent.form)).toEqual({ userType: 'agent', rebate: '6', remark: '朋友圈' });
  });
});

describe('代理说明', () => {
  it('shows the declaration page’s title and body with scripts and handlers removed', async () => {
    const html =
      '<!doctype html><html><head><title>代理合作说明</title></head><body><h2>加入我们</h2><p onclick="alert(1)">推广赚钱</p><script>window.hacked = 1</script></body></html>';
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response(html, { status: 200, headers: { 'content-type': 'text/html' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<AgentDeclarePage />, { path: '/agent/declare' });
    expect(await screen.findByText('加入我们')).toBeInTheDocument();
    expect(screen.getByText('代理合作说明')).toBeInTheDocument();
    expect(screen.getByText('推广赚钱')).not.toHaveAttribute('onclick');
    expect(document.querySelector('.agent-declare script')).toBeNull();
    expect(fetchMock.mock.calls.some((c) => String(c[0]) === '/views/app_agendDelaer.html')).toBe(true);
  });
});
