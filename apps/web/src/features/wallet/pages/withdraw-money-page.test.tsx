import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawInfo } from '@sixmark/shared';
import { installErrorCatalogue } from '@/lib/error-catalogue';
import { setApiErrorHandler } from '@/lib/http';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import WithdrawMoneyPage from './withdraw-money-page';

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  money: 5000,
  banks: [{ id: 7, bankName: '中国工商银行', bankBranch: '朝阳支行', cardNo: '**** **** **** 0123', holderName: '张三', isDefault: true }],
  limit: { minMoney: 100, maxMoney: 50000, dayTimes: 5 },
  todayCount: 0,
  turnover: { relaxQuota: 10, requireDML: 100, sumAllDml: 100, sumAllDeduct: 0, yetWithdraw: true },
  hasFundPassword: true,
  ...over,
});

const order = { id: 42, orderNo: 'W1', amount: 200, bankName: '中国工商银行', bankBranch: '', cardNo: '**** 0123', holderName: '张三', status: 'pending', statusName: '审核中', reason: '', createdAt: '2026-01-01T00:00:00Z', reviewedAt: null };

function open(i: WithdrawInfo, extra: Record<string, ReturnType<typeof ok> | ((...a: never[]) => unknown)> = {}) {
  const api = mockApi({
    '/app-api/api/userWithdraw/info': ok(i),
    '/app-api/api/v2/user/tellerMachine': ok({ money: i.money, liveMoney: 0 }),
    ...(extra as Record<string, ReturnType<typeof ok>>),
  });
  renderPage(<WithdrawMoneyPage />, {
    path: '/withdraw-money',
    extra: [
      { path: '/withdraw-history/:id', text: '提现详情页' },
      { path: '/password-withdraw-money', text: '设置资金密码页' },
    ],
  });
  return api;
}

/** Types into the modal's 4-digit entry (its hidden input) and confirms. */
const confirmDigits = (digits: string) => {
  const input = document.querySelector('.adm-passcode-input input') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: digits } });
  fireEvent.click(screen.getByRole('button', { name: '确认' }));
};

async function typeAmount(v: string) {
  await userEvent.type(await screen.findByPlaceholderText('请输入提现金额'), v);
  await userEvent.click(screen.getByRole('button', { name: '立即提现' }));
}

describe('withdraw page', () => {
  afterEach(() => {
    Toast.clear();
    vi.unstubAllGlobals();
  });

  it('shows the limits and today’s count', async () => {
    open(info({ todayCount: 2 }));
    expect(await screen.findByText('单笔提现金额需在100-50000元之间，今日已提现 2/5 次')).toBeInTheDocument();
  });

  it('asks for a bank account first: 请先绑定银行卡', async () => {
    open(info({ banks: [] }));
    expect(await screen.findByRole('button', { name: '去绑定银行卡' })).toBeInTheDocument();
    await typeAmount('200');
    expect(await screen.findByText('请先绑定银行卡')).toBeInTheDocument();
  });

  it('refuses an amount outside the limits', async () => {
    open(info());
    await typeAmount('99');
    expect(await screen.findByText('单笔提现金额需在100-50000元之间')).toBeInTheDocument();
  });

  it('refuses when today’s count is used up or the turnover is not met', async () => {
    open(info({ todayCount: 5 }));
    await typeAmount('200');
    expect(await screen.findByText('今日提现次数已达上限')).toBeInTheDocument();
  });

  it('refuses until the turnover is met', async () => {
    open(info({ turnover: { relaxQuota: 10, requireDML: 1000, sumAllDml: 100, sumAllDeduct: 900, yetWithdraw: false } }));
    await typeAmount('200');
    expect((await screen.findAllByText(/有效投注未达到提款要求/)).length).toBeGreaterThan(0);
  });

  it('sends a member without a fund password to set one', async () => {
    open(info({ hasFundPassword: false }));
    await typeAmount('200');
    expect(await screen.findByText('设置资金密码页')).toBeInTheDocument();
  });

  it('asks for the fund password, sends it with an Idempotency-Key and shows the order', async () => {
    const api = open(info(), { '/app-api/api/userWithdraw/save/v2': ok(order) });
    await typeAmount('200');
    expect(await screen.findByText('请输入资金密码')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('请输入提现密码')).toBeInTheDocument();
    confirmDigits('1234');
    expect(await screen.findByText('提现详情页')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/app-api/api/userWithdraw/save/v2')!;
    expect(call.form.get('cashPassword')).toBe('1234');
    expect(call.form.get('bankId')).toBe('7');
    expect(call.form.get('amount')).toBe('200');
    expect((call.init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the modal open after a wrong password', async () => {
    installErrorCatalogue();
    open(info(), { '/app-api/api/userWithdraw/save/v2': fail('UC/CASH_PASSWORD_ERROR', '交易密码输入错误！') });
    await typeAmount('200');
    await screen.findByText('请输入资金密码');
    confirmDigits('9999');
    expect(await screen.findByText('交易密码输入错误！')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('请输入资金密码')).toBeInTheDocument());
    setApiErrorHandler(() => undefined);
  });
});
