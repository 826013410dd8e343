import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { formatSystemTime } from '@sixmark/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import BettingBonusPage from './betting-bonus-page';
import BonusCenterPage from './bonus-center-page';
import ProfileVipPage from './profile-vip-page';
import SaferPlayPage from './safer-play-page';
import { RealityCheckHost } from '../components/reality-check';

const row = (category: string, name: string, turnover: number, rate: number, bonus: number, claimed = 0) => ({ category, name, turnover, rate, bonus, claimed });
const bonusData = (available: number) => ({
  vipLevel: 2,
  rows: [row('lottery', '彩票', available > 0 ? 100 : 0, 0.5, available), row('live', '真人', 0, 0.5, 0), row('electronic', '电子', 0, 0.5, 0), row('card', '棋牌', 0, 0.5, 0), row('fish', '捕鱼', 0, 0.5, 0), row('sport', '体育', 0, 0.5, 0)],
  totalAvailable: available,
  totalClaimed: available > 0 ? 0 : 0.5,
  turnoverRequired: false,
  autoPayout: false,
});

describe('bonus pages', () => {
  beforeEach(() => localStorage.setItem('token', 't'));
  afterEach(() => {
    Dialog.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('洗码返水 shows each category and claims once after the confirm, then refreshes', async () => {
    let claimed = false;
    const api = mockApi({
      '/app-api/api/user/betting-bonus': () => ok(bonusData(claimed ? 0 : 0.5)),
      '/app-api/api/user/betting-bonus/history': () =>
        ok({ data: claimed ? [{ id: 1, amount: 0.5, turnover: 100, auto: false, createdAt: '2026-11-23T12:00:00Z', detail: [{ category: 'lottery', name: '彩票', turnover: 100, rate: 0.5, bonus: 0.5 }] }] : [], totalCount: claimed ? 1 : 0 }),
      '/app-api/api/user/betting-bonus/claim': () => {
        claimed = true;
        return ok({ amount: 0.5 });
      },
    });
    renderPage(<BettingBonusPage />, { path: '/betting-bonus' });
    expect(await screen.findByTestId('bonus-available')).toHaveTextContent('0.50');
    expect(screen.getByText('彩票')).toBeInTheDocument();
    expect(screen.getAllByText('0.50%')).toHaveLength(6);
    expect(screen.getByText('暂无领取记录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '一键领取' }));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(screen.getByTestId('bonus-available')).toHaveTextContent('0.00'));
    expect(await screen.findByText(/覆盖有效投注 100.00 元/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/app-api/api/user/betting-bonus/claim')).toHaveLength(1);
  });

  it('VIP等级 shows the real level, period progress and the level table', async () => {
    mockApi({
      '/app-api/api/user/vip': ok({
        vipLevel: 2,
        cycleBetAmount: 1200,
        period: 'month',
        periodName: '每月',
        periodStart: '2026-10-31T16:00:00Z',
        periodEnd: '2026-11-30T16:00:00Z',
        nextLevel: 3,
        nextBetMoney: 5000,
        percent: 24,
        keepMoney: 500,
        levels: [1, 2, 3].map((l) => ({ vipLevel: l, name: `VIP${l}`, betMoney: l * 1000, keepMoney: l * 500, upgradeGift: l * 8, monthlyGift: l, rates: [{ category: 'lottery', name: '彩票', rate: 0.4 + l / 10 }] })),
      }),
    });
    renderPage(<ProfileVipPage />, { path: '/profile-vip' });
    expect(await screen.findByText('周期有效投注 1,200.00 / 5,000.00')).toBeInTheDocument();
    expect(screen.getByText('下一等级 VIP3')).toBeInTheDocument();
    expect(screen.getByText('本周期需有效投注 500.00 元以保持当前等级')).toBeInTheDocument();
    expect(screen.getByText(`每月统计（${formatSystemTime('2026-10-31T16:00:00Z', 'YYYY/MM/DD HH:mm')} - ${formatSystemTime('2026-11-30T16:00:00Z', 'YYYY/MM/DD HH:mm')}）`)).toBeInTheDocument();
    expect(screen.getByText('0.60%')).toBeInTheDocument();
  });

  it('福利中心 lists gifts and claims one', async () => {
    let taken = false;
    const api = mockApi({
      '/app-api/api/bills': ok({ data: [], totalCount: 0 }),
      '/app-api/api/user/welfare': () => ok({ vipLevel: 2, gifts: [{ id: 7, kind: 'upgrade', name: 'VIP2晋级礼金', vipLevel: 2, amount: 8, claimed: taken, claimedAt: null }] }),
      '/app-api/api/user/welfare/claim': () => {
        taken = true;
        return ok({ amount: 8 });
      },
    });
    renderPage(<BonusCenterPage />, { path: '/bonus-center' });
    expect(await screen.findByText('VIP2晋级礼金')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '领取' }));
    expect(await screen.findByRole('button', { name: '已领取' })).toBeDisabled();
    const body = api.calls.find((c) => c.path === '/app-api/api/user/welfare/claim');
    expect(body).toBeDefined();
    const types = api.calls.filter((c) => c.path === '/app-api/api/bills').map((c) => Number(c.url.searchParams.get('billType')));
    expect([...new Set(types)].sort((a, b) => a - b)).toEqual([17, 18, 19, 20, 29, 37, 38]);
  });

  it('福利中心 keeps the empty state with no gifts and no bonus bills', async () => {
    mockApi({ '/app-api/api/bills': ok({ data: [], totalCount: 0 }), '/app-api/api/user/welfare': ok({ vipLevel: 1, gifts: [] }) });
    renderPage(<BonusCenterPage />, { path: '/bonus-center' });
    expect(await screen.findByText('暂无福利活动，敬请期待')).toBeInTheDocument();
  });

  it('理性游戏 saves a limit as typed and offers cool-off and self-exclusion', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/app-api/api/user/safer-play': ok({
        limits: ['deposit_day', 'bet_max'].map((kind) => ({ kind, name: kind, amount: null, pendingAmount: null, pendingAt: null, used: 0, resetAt: null })),
        realityMinutes: 0,
        exclusion: null,
      }),
      '/app-api/api/user/safer-play/limit': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return ok(null);
      },
    });
    renderPage(<SaferPlayPage />, { path: '/security-center/safer-play' });
    await screen.findByText('冷静期 24小时');
    const input = screen.getAllByLabelText('每日存款限额').find((e) => e.tagName === 'INPUT')!;
    await userEvent.type(input, '100');
    await userEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    await waitFor(() => expect(sent).toEqual([{ kind: 'deposit_day', amount: '100' }]));
    expect(screen.getByText('冷静期 24小时')).toBeInTheDocument();
    expect(screen.getByText('自我排除 5年')).toBeInTheDocument();
  });

  it('reminds every N minutes with time played and the betting result, continue or stop', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      localStorage.setItem('realityMinutes', '10');
      mockApi({ '/app-api/api/user/safer-play/reality-check': ok({ realityMinutes: 10, since: '2026-11-23T12:00:00Z', minutesPlayed: 10, net: -25.5 }) });
      renderPage(<RealityCheckHost />, { path: '/' });
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(await screen.findByText('您本次登录已游戏 10 分钟，投注输赢 -25.50 元。')).toBeInTheDocument();
      expect(screen.getByText('继续游戏')).toBeInTheDocument();
      expect(screen.getByText('停止游戏')).toBeInTheDocument();
    } finally {
      localStorage.removeItem('realityMinutes');
      vi.useRealTimers();
    }
  });
});
