import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RechargeChannel } from '@sixmark/shared';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import RechargePage from './recharge-page';

const CHANNELS: RechargeChannel[] = [
  {
    id: 1,
    type: 'bank',
    name: '银行转账（演示）',
    minAmount: 100,
    maxAmount: 50000,
    playMoney: true,
    bank: { bankName: '中国工商银行', bankBranch: '深圳福田支行', accountNo: '6222020200112233445', accountName: '六合宝典演示账户' },
    qrImage: null,
    qrText: '',
  },
  { id: 2, type: 'online', name: '在线支付（沙盒）', minAmount: 10, maxAmount: 20000, playMoney: true, bank: null, qrImage: null, qrText: '' },
];

const order = { orderNo: 'R1', channelId: 2, channelType: 'online', channelName: '在线支付（沙盒）', amount: 200, status: 'created', statusName: '待支付', payerName: '', remark: '', createdAt: '2026-01-01T00:00:00Z', completedAt: null, expiresAt: '2026-01-01T00:30:00Z', playMoney: true, payUrl: '/app-api/sandbox-pay/R1' };

function open() {
  return renderPage(<RechargePage />, { path: '/recharge', extra: [{ path: '/recharge/online/:orderId', text: '在线支付页' }] });
}

/** Types an amount into the bank channel's form and expects the toast, with no order created. */
async function expectRefused(amount: string, toast: string) {
  const api = mockApi({ '/app-api/api/recharge/channels': ok(CHANNELS), '/app-api/api/v2/user/tellerMachine': ok({ money: 1, liveMoney: 0 }) });
  open();
  await userEvent.click(await screen.findByText('100'));
  await userEvent.clear(screen.getByPlaceholderText('请输入充值金额'));
  await userEvent.type(screen.getByPlaceholderText('请输入充值金额'), amount);
  await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
  expect(await screen.findByText(toast)).toBeInTheDocument();
  expect(api.calls.some((c) => c.path === '/app-api/api/recharge/create')).toBe(false);
}

describe('recharge page', () => {
  afterEach(() => {
    Toast.clear();
    vi.unstubAllGlobals();
  });

  it('shows the bank details with copy buttons; copying says 复制成功', async () => {
    mockApi({ '/app-api/api/recharge/channels': ok(CHANNELS), '/app-api/api/v2/user/tellerMachine': ok({ money: 1, liveMoney: 0 }) });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    expect(await screen.findByText('6222020200112233445')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '复制收款账号' }));
    expect(writeText).toHaveBeenCalledWith('6222020200112233445');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('refuses an amount outside the channel range', async () => {
    await expectRefused('50', '充值金额需在100-50000元之间');
  });

  it('refuses more than 2 decimals with the shared money message instead of rounding', async () => {
    await expectRefused('150.005', '金额最多保留2位小数');
  });

  it('sends an Idempotency-Key, the same one on a retry, and opens the pay step', async () => {
    let attempts = 0;
    const api = mockApi({
      '/app-api/api/recharge/channels': ok(CHANNELS),
      '/app-api/api/v2/user/tellerMachine': ok({ money: 1, liveMoney: 0 }),
      '/app-api/api/recharge/create': () => (++attempts === 1 ? fail('SYS/ERROR', '系统错误，请重试', 500) : ok({ order, next: { kind: 'pay_url', bank: null, qrImage: null, qrText: '', payUrl: order.payUrl } })),
    });
    open();
    await userEvent.click(await screen.findByText('在线支付（沙盒）'));
    await userEvent.click(screen.getByText('200'));
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(attempts).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: '立即充值' }));
    expect(await screen.findByText('在线支付页')).toBeInTheDocument();
    const keys = api.calls
      .filter((c) => c.path === '/app-api/api/recharge/create')
      .map((c) => (c.init?.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const sent = api.calls.find((c) => c.path === '/app-api/api/recharge/create')!.form;
    expect(sent.get('channelId')).toBe('2');
    expect(sent.get('amount')).toBe('200');
  });
});
