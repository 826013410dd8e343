import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPERATOR_ROLE_NAMES, ROLE_PERMISSIONS } from '@sixmark/shared';
import { mockApi, renderConsole } from '@admin/test/render';

afterEach(() => vi.unstubAllGlobals());

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
    sessionStorage.setItem('sixmark.operator.token', 'tok');
    let listed = 0;
    const calls = mockApi({
      'GET /admin/auth/me': () => ({
        data: { id: 1, name: 'f', role: 'finance', roleName: OPERATOR_ROLE_NAMES.finance, permissions: [...ROLE_PERMISSIONS.finance], totpEnabled: true, mustEnrolTotp: false, mustChangePassword: false },
      }),
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
