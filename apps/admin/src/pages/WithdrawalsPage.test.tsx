import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

describe('withdrawals page: turnover audit and risk flags', () => {
  it('opens the review of a pending withdrawal beside its row', async () => {
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('finance'),
      'GET /admin/withdraw/orders': () => ({
        data: {
          data: [
            { id: 7, orderNo: 'W2026112400007', amount: 100, bankName: '招商银行', bankBranch: '', cardNo: '**** 5678', holderName: '李四', status: 'pending', statusName: '待审核', reason: '', createdAt: '2026-11-24T01:00:00.000Z', reviewedAt: null, userId: 42, account: 'risky01', fullCardNo: '6225880012345678' },
          ],
          totalCount: 1,
        },
      }),
      'GET /admin/withdraw/7/review': () => ({
        data: {
          withdrawId: 7,
          userId: 42,
          account: 'risky01',
          turnover: {
            relaxQuota: 10,
            requireDML: 500,
            sumAllDeduct: 500,
            sumAllDml: 0,
            yetWithdraw: false,
            rows: [{ id: 1, type: 'deposit', typeName: '充值', reference: 'r', amount: 500, requireDml: 500, validDml: 0, createdAt: '2026-11-24T00:00:00.000Z', status: 'open' }],
          },
          facts: {
            accountCreatedAt: '2026-11-23T20:00:00.000Z',
            totalDeposits: 0,
            totalWithdrawn: 0,
            newestBankAt: null,
            registerIp: '203.0.113.9',
            sameIpAccounts: ['twin01'],
            exclusionEndsAt: null,
            frozen: false,
          },
          flags: [
            { code: 'new_account', text: '新账户：注册不足24小时（5小时）' },
            { code: 'shared_ip', text: '注册IP 203.0.113.9 与其他 1 个会员相同' },
          ],
        },
      }),
    });
    renderConsole('/money/withdrawals');
    expect(await screen.findByText('W2026112400007', {}, { timeout: 20_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByText('稽核与风险'));
    expect(await screen.findByText('新账户：注册不足24小时（5小时）', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('注册IP 203.0.113.9 与其他 1 个会员相同')).toBeInTheDocument();
    expect(screen.getByText('未达标，尚差 500')).toBeInTheDocument();
    expect(screen.getByText('twin01')).toBeInTheDocument();
    expect(screen.getByText('收起稽核')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url.includes('/admin/withdraw/7/review'))).toBe(true));
  }, 120_000);
});
