import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import BillsPage from './bills-page';

const rows = [
  { id: 2, billType: 11, billTypeName: '提现申请', account: 'money', amount: -300, balanceAfter: 4700, createdAt: '2026-01-02T00:00:00Z', remark: 'W1' },
  { id: 1, billType: 2, billTypeName: '在线支付', account: 'money', amount: 1234.5, balanceAfter: 5000, createdAt: '2026-01-01T00:00:00Z', remark: '' },
];

describe('bills page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists bills with their type label, signed amount and balance after', async () => {
    const api = mockApi({
      '/app-api/api/bills': ok({ data: rows, totalCount: 2 }),
      '/app-api/api/bills/types': ok([{ billType: 2, billTypeName: '在线支付' }]),
    });
    renderPage(<BillsPage />, { path: '/bills' });
    expect(await screen.findByText('提现申请')).toBeInTheDocument();
    expect(screen.getByText('-300.00')).toBeInTheDocument();
    expect(screen.getByText('+1,234.50')).toBeInTheDocument();
    expect(screen.getByText('余额 4,700.00')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/app-api/api/bills' && c.url.searchParams.get('rows') === '20')).toBe(true));
  });

  it('shows 暂无数据 for no bills', async () => {
    mockApi({ '/app-api/api/bills': ok({ data: [], totalCount: 0 }), '/app-api/api/bills/types': ok([]) });
    renderPage(<BillsPage />, { path: '/bills' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
