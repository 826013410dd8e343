import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { betMsg, type AdminBetConfig, type SiteSettings } from '@sixmark/shared';
import { mockApi, renderPage, signedInAs } from '@admin/test/render';
import { OddsPage } from './OddsPage';
import { SettingsPage } from './SettingsPage';

// antd tables and forms under jsdom are slow on the shared 2-core machine: wait longer than 1 s.
configure({ asyncUtilTimeout: 20_000 });
const SLOW = 120_000;

const site: SiteSettings = {
  online_service_url: 'https://chat.sixmark.example/service',
  vcode_style: '1',
  hy_is_cancel: true,
  livestream_url: '',
  home_lottery_setting: [70, 90],
  time_zone: 'Asia/Shanghai',
  profile_tabs: { subTab1: ['personalInfo'], subTab2: ['about'] },
};

const config = (odds: Record<string, number>, closeSeconds = 60): AdminBetConfig => ({
  gameId: 70,
  closeSeconds,
  odds: Object.entries(odds).map(([priceKey, o]) => ({ priceKey, odds: o, fair: 48.5, aboveFair: o > 48.5 })),
  limits: [{ play: 'TM_NUM', enabled: true, minAmount: 1, maxAmount: 50000, maxPerNumber: 0, maxPayout: 0, rebate: 0 }],
  warnings: Object.entries(odds)
    .filter(([, o]) => o > 48.5)
    .map(([k, o]) => `${k} 赔率 ${o} 高于公平赔率 48.5，玩家占优`),
});

const setNumber = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('玩法赔率 odds editor', () => {
  it('edits odds inline, sends only the changed prices, shows the above-fair warning the server answers', async () => {
    const calls = mockApi({
      'GET /admin/bets/70/config': () => ({ data: config({ 'TM_NUM:A': 47.5, 'TM_NUM:B': 47.5 }) }),
      'GET /admin/settings/site': () => ({ data: site }),
      'PUT /admin/bets/70/odds': (b) => {
        const prices = (b as { prices: { priceKey: string; odds: number }[] }).prices;
        return { data: config({ 'TM_NUM:A': 47.5, 'TM_NUM:B': prices.find((p) => p.priceKey === 'TM_NUM:B')!.odds }) };
      },
    });
    renderPage(<OddsPage />, { session: true });
    const cell = await screen.findByLabelText('赔率 TM_NUM:B');
    const save = screen.getByRole('button', { name: /保存赔率修改/ });
    expect(save).toBeDisabled();
    setNumber(cell, '49');
    await waitFor(() => expect(screen.getByRole('button', { name: /保存赔率修改（1）/ })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /保存赔率修改（1）/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ prices: [{ priceKey: 'TM_NUM:B', odds: 49 }] });
    expect(await screen.findByText('1 项赔率高于公平赔率')).toBeInTheDocument();
    expect(screen.getByText('高于公平')).toBeInTheDocument();
  }, SLOW);

  it('warns about a 正码过关 leg price above fair the way it warns about a single price, and says how parlays are priced', async () => {
    const parlay: AdminBetConfig = {
      ...config({ 'TM_NUM:A': 47.5 }),
      odds: [{ priceKey: 'ZM_PARLAY:红', odds: 3, fair: 2.882, aboveFair: true }],
      warnings: [betMsg.parlayAboveFair('ZM_PARLAY:红', 3, 2.882)],
    };
    mockApi({
      'GET /admin/bets/70/config': () => ({ data: parlay }),
      'GET /admin/settings/site': () => ({ data: site }),
    });
    renderPage(<OddsPage />, { session: true });
    expect(await screen.findByText('1 项赔率高于公平赔率')).toBeInTheDocument();
    expect(
      screen.getByText('ZM_PARLAY:红 赔率 3 高于公平赔率 2.882：正码过关按精确概率计价，最高为公平赔率×0.985，此项调高不会生效'),
    ).toBeInTheDocument();
    expect(screen.getByText('高于公平')).toBeInTheDocument();
    expect(screen.getByTestId('parlay-pricing-note')).toHaveTextContent('过关赔率不是各项赔率相乘');
  }, SLOW);

  it('saves a play limit, the closing seconds and the cancel switch through their own APIs', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('super_admin'),
      'GET /admin/bets/70/config': () => ({ data: config({ 'TM_NUM:A': 47.5 }) }),
      'GET /admin/settings/site': () => ({ data: site }),
      'PUT /admin/bets/70/limits': () => ({ data: config({ 'TM_NUM:A': 47.5 }) }),
      'PUT /admin/bets/70/close-seconds': (b) => ({ data: config({ 'TM_NUM:A': 47.5 }, (b as { closeSeconds: number }).closeSeconds) }),
      'PUT /admin/settings/site': (b) => ({ data: b }),
    });
    renderPage(<OddsPage />, { session: true });
    setNumber(await screen.findByLabelText('封盘秒数'), '90');
    fireEvent.click(screen.getByRole('button', { name: '保存封盘秒数' }));
    await waitFor(() => expect(calls.find((c) => c.url.includes('close-seconds'))?.body).toEqual({ closeSeconds: 90 }));

    await waitFor(() => expect(screen.getByRole('switch', { name: '会员撤单' })).toBeEnabled());
    expect(screen.queryByTestId('cancel-readonly-hint')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: '会员撤单' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT' && c.url.includes('/admin/settings/site'))?.body).toEqual({ ...site, hy_is_cancel: false }));
    expect(await screen.findByText('已关闭会员撤单')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '限额' }));
    setNumber(await screen.findByLabelText('单注最高（元） TM_NUM'), '20000');
    const row = screen.getByLabelText('单注最高（元） TM_NUM').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.url.includes('/limits'))?.body).toEqual({ play: 'TM_NUM', maxAmount: 20000 }));
  }, SLOW);
});

describe('玩法赔率 cancel switch for a risk operator', () => {
  it('shows hy_is_cancel read-only with a hint and never sends the site settings', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('risk'),
      'GET /admin/bets/70/config': () => ({ data: config({ 'TM_NUM:A': 47.5 }) }),
      'GET /admin/settings/site': () => ({ data: site }),
    });
    renderPage(<OddsPage />, { session: true });
    expect(await screen.findByTestId('cancel-readonly-hint')).toHaveTextContent('只读');
    const sw = document.querySelector('[aria-label="会员撤单"]') as HTMLElement;
    expect(sw).toBeDisabled();
    expect(sw).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(sw);
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  }, SLOW);
});

describe('系统设置 settings editor', () => {
  it('loads a group, saves the edited values whole, and refuses an invalid value before sending', async () => {
    const withdraw = { minMoney: 100, maxMoney: 50000, dayTimes: 5 };
    const calls = mockApi({
      'GET /admin/settings/site': () => ({ data: site }),
      'GET /admin/settings/withdraw': () => ({ data: withdraw }),
      'PUT /admin/settings/withdraw': (b) => ({ data: b }),
    });
    renderPage(<SettingsPage />, { session: true });
    expect(await screen.findByDisplayValue('https://chat.sixmark.example/service')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '提现限制' }));
    const max = await screen.findByLabelText('单笔最高（元）');
    await waitFor(() => expect(max).toHaveValue('50000'));

    // Below the minimum: the shared schema refuses it with its message, nothing is sent.
    setNumber(max, '50');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('单笔最高（元）：单笔最高不能低于单笔最低')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    setNumber(max, '20000');
    setNumber(screen.getByLabelText('每日次数'), '3');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ minMoney: 100, maxMoney: 20000, dayTimes: 3 }));
    expect(await screen.findByText('提现限制设置已保存，会员端配置已刷新')).toBeInTheDocument();
  }, SLOW);

  it('shows the server refusal (e.g. a role without the operators permission)', async () => {
    mockApi({
      'GET /admin/settings/site': () => ({ data: site }),
      'PUT /admin/settings/site': () => ({ status: 403, code: 'OP/FORBIDDEN', msg: '当前角色无权执行此操作' }),
    });
    renderPage(<SettingsPage />, { session: true });
    await screen.findByDisplayValue('https://chat.sixmark.example/service');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('当前角色无权执行此操作')).toBeInTheDocument();
  }, SLOW);
});
