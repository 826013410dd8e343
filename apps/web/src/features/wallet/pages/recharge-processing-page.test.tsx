import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECHARGE_POLL_MS } from '@sixmark/shared';
import { mockApi, ok, renderPage } from '@/test/harness';
import RechargeProcessingPage from './recharge-processing-page';

const order = (status: string, statusName: string) => ({
  orderNo: 'R9', channelId: 2, channelType: 'online', channelName: '在线支付（沙盒）', amount: 200, status, statusName,
  payerName: '', remark: '', createdAt: '2026-01-01T00:00:00Z', completedAt: null, expiresAt: '2026-01-01T00:30:00Z', playMoney: true, payUrl: null,
});

function open(statuses: [string, string][], route = { path: '/recharge/processing/:orderId', at: '/recharge/processing/R9' }) {
  let i = 0;
  const api = mockApi({
    '/app-api/api/recharge/order/R9': () => ok(order(...statuses[Math.min(i++, statuses.length - 1)]!)),
    '/app-api/api/v2/user/tellerMachine': ok({ money: 1200, liveMoney: 0 }),
  });
  renderPage(<RechargeProcessingPage />, {
    ...route,
    extra: [{ path: '/recharge/failed', text: '充值失败页' }],
  });
  return api;
}

describe('recharge processing page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls every 3 s until the order succeeds, then shows the refreshed balance', async () => {
    expect(RECHARGE_POLL_MS).toBe(3000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = open([['processing', '处理中'], ['success', '充值成功']]);
    expect(await screen.findByText('充值处理中，请稍候…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    expect(await screen.findByText(/当前余额 1,200.00 元/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/app-api/api/recharge/order/R9').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: '查看账变记录' })).toBeInTheDocument();
  });

  it('goes to /recharge/failed when the order fails', async () => {
    open([['failed', '充值失败']]);
    expect(await screen.findByText('充值失败页')).toBeInTheDocument();
  });

  it('theme2: opens the order from ?orderNo= on the id-less /recharge/processing', async () => {
    const api = open([['success', '充值成功']], { path: '/recharge/processing', at: '/recharge/processing?orderNo=R9' });
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/app-api/api/recharge/order/R9')).toBe(true);
  });
});
