import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderConsole, signedInAs } from '@admin/test/render';

const channel = {
  id: 3,
  companyId: 1,
  type: 'bank',
  name: '工行转账',
  minAmount: 100,
  maxAmount: 50000,
  bankName: '工商银行',
  bankBranch: '深圳分行',
  accountNo: '6222000011112222',
  accountName: '张三',
  qrText: '',
  provider: '',
  playMoney: false,
  sort: 1,
  enabled: true,
};

describe('recharge channels page', () => {
  it('edits a channel name and sends the whole row, then lists again', async () => {
    let listed = 0;
    const calls = mockApi({
      'GET /admin/auth/me': signedInAs('finance'),
      'GET /admin/recharge/channels': () => {
        listed += 1;
        return { data: [channel] };
      },
      'PUT /admin/recharge/channels/3': () => ({ data: { ...channel, name: '工行转账2' } }),
    });
    renderConsole('/money/channels');
    expect(await screen.findByText('工行转账', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('100 - 50000')).toBeInTheDocument();
    fireEvent.click(screen.getByText('编 辑'));
    const name = await screen.findByDisplayValue('工行转账', {}, { timeout: 20_000 });
    fireEvent.change(name, { target: { value: '工行转账2' } });
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      enabled: true,
      name: '工行转账2',
      minAmount: 100,
      maxAmount: 50000,
      sort: 1,
      bankName: '工商银行',
      bankBranch: '深圳分行',
      accountNo: '6222000011112222',
      accountName: '张三',
      qrText: '',
    }), { timeout: 20_000 });
    await waitFor(() => expect(listed).toBeGreaterThan(1), { timeout: 20_000 });
  }, 120_000);
});
