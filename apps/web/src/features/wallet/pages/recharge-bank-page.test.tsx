import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import RechargeBankPage from './recharge-bank-page';

const channel = {
  id: 1, type: 'bank', name: '银行转账（演示）', minAmount: 100, maxAmount: 50000, playMoney: true,
  bank: { bankName: '中国工商银行', bankBranch: '深圳福田支行', accountNo: '6222020200112233445', accountName: '六合宝典演示账户' },
  qrImage: null, qrText: '',
};
const order = (status: string) => ({
  orderNo: 'R5', channelId: 1, channelType: 'bank', channelName: '银行转账（演示）', amount: 300, status, statusName: status === 'created' ? '待支付' : '处理中',
  payerName: '', remark: '', createdAt: '2026-01-01T00:00:00Z', completedAt: null, expiresAt: '2026-01-01T00:30:00Z', playMoney: true, payUrl: null,
});

describe('bank transfer step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the company account and reports the transfer, then polls on the processing page', async () => {
    const api = mockApi({
      '/app-api/api/recharge/channels': ok([channel]),
      '/app-api/api/recharge/order/R5': ok(order('created')),
      '/app-api/api/recharge/order/R5/paid': ok(order('processing')),
    });
    renderPage(<RechargeBankPage />, {
      path: '/recharge/bank',
      at: '/recharge/bank?orderNo=R5',
      extra: [{ path: '/recharge/processing/:orderId', text: '处理中页' }],
    });
    expect(await screen.findByText('6222020200112233445')).toBeInTheDocument();
    expect(screen.getByText('300.00 元')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '我已完成转账' }));
    expect(await screen.findByText('处理中页')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/app-api/api/recharge/order/R5/paid' && c.init?.method === 'POST')).toBe(true));
  });

  it('without an order lists the company accounts', async () => {
    mockApi({ '/app-api/api/recharge/channels': ok([channel]) });
    renderPage(<RechargeBankPage />, { path: '/recharge/bank' });
    expect(await screen.findByText('6222020200112233445')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去充值' })).toBeInTheDocument();
  });
});
