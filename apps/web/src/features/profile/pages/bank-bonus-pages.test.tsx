import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, type Profile } from '@/lib/profile';
import { makeProfile } from '@/test/fixtures';
import { fail, mockApi, ok, renderPage } from '@/test/harness';
import AccountListPage from './account-list-page';
import NotificationsPage from './notifications-page';
import UpdateAccountPage from './update-account-page';
import { endOfListInView } from '@/test/intersection-observer';

const profile = (fundPwd: boolean): Profile => makeProfile({ userInfo: { rebate: 8 }, extInfo: { fundPwd } });

const withProfile = (p: Profile) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(PROFILE_QUERY_KEY, p);
  return queryClient;
};

const bank = (id: number, bankName: string, isDefault = false) => ({
  id,
  bankName,
  bankBranch: '朝阳支行',
  cardNo: '6222021234567890',
  cardNoMasked: '************7890',
  holderName: '张三',
  isDefault,
  createdAt: '2026-11-20T12:00:00Z',
});

const typeCode = (digits: string) => {
  const input = document.querySelector('.withdraw-password .adm-passcode-input input') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: digits } });
};

describe('bank cards and notifications paging', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
  });
  afterEach(() => {
    Dialog.clear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('removes a card after the confirm dialog and the fund password, retrying a wrong one', async () => {
    let tries = 0;
    const api = mockApi({
      '/app-api/api/user/banks': ok([bank(1, '工商银行', true), bank(2, '建设银行')]),
      '/app-api/api/user/removeBank': () =>
        ++tries === 1 ? fail('UC/CASH_PASSWORD_ERROR', '交易密码输入错误！') : ok([bank(1, '工商银行', true)]),
    });
    renderPage(<AccountListPage />, { path: '/account-list', queryClient: withProfile(profile(true)) });
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('bank-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('默认')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('**** **** **** 7890')).toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除该银行卡吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入资金密码')).toBeInTheDocument();
    typeCode('0000');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(tries).toBe(1));
    // Still open after a wrong password.
    expect(screen.getByText('请输入资金密码')).toBeInTheDocument();
    typeCode('1234');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.getAllByTestId('bank-card')).toHaveLength(1));
    const calls = api.calls.filter((c) => c.path.endsWith('/removeBank')).map((c) => Object.fromEntries(c.form));
    expect(calls).toEqual([
      { id: '2', cashPassword: '0000' },
      { id: '2', cashPassword: '1234' },
    ]);
  });

  it('removes a card straight after the confirm when no fund password is set', async () => {
    const api = mockApi({ '/app-api/api/user/banks': ok([bank(1, '工商银行', true)]), '/app-api/api/user/removeBank': ok([]) });
    renderPage(<AccountListPage />, { path: '/account-list', queryClient: withProfile(profile(false)) });
    const user = userEvent.setup();
    await user.click(within(await screen.findByTestId('bank-card')).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('暂未绑定银行卡')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls.find((c) => c.path.endsWith('/removeBank'))!.form)).toEqual({ id: '1' });
  });

  it('asks for the fund password before binding a card and sends it as cashPassword', async () => {
    const api = mockApi({ '/app-api/api/user/banks': ok([]), '/app-api/api/user/updateBank': ok([bank(3, '农业银行', true)]) });
    renderPage(<UpdateAccountPage />, {
      path: '/update-account',
      extra: [{ path: '/account-list', text: '银行卡管理页' }],
      queryClient: withProfile(profile(true)),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByPlaceholderText('请输入开户人姓名'), '张三');
    await user.type(screen.getByPlaceholderText('如：中国工商银行'), '农业银行');
    await user.type(screen.getByPlaceholderText('请输入12-19位银行卡号'), '6228481234567890');
    await user.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('请输入资金密码')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/updateBank'))).toBe(false);
    typeCode('1234');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('银行卡管理页')).toBeInTheDocument();
    expect(Object.fromEntries(api.calls.find((c) => c.path.endsWith('/updateBank'))!.form)).toEqual({
      bankName: '农业银行',
      bankBranch: '',
      cardNo: '6228481234567890',
      holderName: '张三',
      cashPassword: '1234',
    });
  });

  it('loads notifications 20 a page and ends with 没有更多数据了', async () => {
    endOfListInView();
    const message = (n: number) => ({ id: n, title: `通知${n}`, content: '内容', isRead: 1, createdAt: '2026-11-20T12:00:00Z' });
    const api = mockApi({
      '/app-api/api/pushMessage/queryAll': (url) => {
        const page = Number(url.searchParams.get('page'));
        const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => i + 1) : [21, 22];
        return ok({ data: ids.map(message), totalCount: 22, unReadCount: 0 });
      },
    });
    renderPage(<NotificationsPage />, { path: '/notifications', queryClient: withProfile(profile(false)) });
    expect(await screen.findByText('通知22')).toBeInTheDocument();
    expect(await screen.findByText('没有更多数据了')).toBeInTheDocument();
    const pages = api.calls.filter((c) => c.path.endsWith('/queryAll')).map((c) => Object.fromEntries(c.url.searchParams));
    expect(pages).toEqual([
      { page: '1', rows: '20' },
      { page: '2', rows: '20' },
    ]);
  });
});
