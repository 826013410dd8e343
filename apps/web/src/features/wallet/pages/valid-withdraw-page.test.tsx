import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderPage } from '@/test/harness';
import ValidWithdrawPage from './valid-withdraw-page';

const data = {
  relaxQuota: 10,
  requireDML: 1054,
  sumAllDml: 500,
  sumAllDeduct: 554,
  yetWithdraw: false,
  rows: [
    { id: 3, type: 'bonus', typeName: '彩金', reference: 'manual:x', amount: 18, requireDml: 54, validDml: 0, createdAt: '2026-01-02T00:00:00Z', status: 'open' },
    { id: 2, type: 'deposit', typeName: '充值', reference: 'recharge:R1', amount: 1000, requireDml: 1000, validDml: 500, createdAt: '2026-01-01T00:00:00Z', status: 'open' },
  ],
};

describe('valid-withdraw page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows relaxQuota, requireDML, sumAllDml, sumAllDeduct and the rows; a row opens its detail', async () => {
    mockApi({ '/app-api/api/userWithdraw/validWithdraw/queryAll': ok(data) });
    renderPage(<ValidWithdrawPage />, { path: '/valid-withdraw', extra: [{ path: '/valid-withdraw/:id', text: '详情页' }] });
    expect(await screen.findByText('1,054.00')).toBeInTheDocument();
    expect(screen.getByText('554.00')).toBeInTheDocument();
    expect(screen.getByText('10.00')).toBeInTheDocument();
    expect(screen.getByText('有效投注未达到提款要求')).toBeInTheDocument();
    expect(screen.getByText('500.00 / 1,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByText(/彩金 18.00 元/));
    expect(await screen.findByText('详情页')).toBeInTheDocument();
  });
});
