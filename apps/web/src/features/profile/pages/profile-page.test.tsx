import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, type Profile } from '@/lib/profile';
import { makeProfile } from '@/test/fixtures';
import { mockApi, ok, renderPage } from '@/test/harness';
import ProfilePage from './profile-page';

const RULES = [
  { vipLevel: 1, betMoney: 0, name: 'VIP1' },
  { vipLevel: 2, betMoney: 1000, name: 'VIP2' },
  { vipLevel: 3, betMoney: 5000, name: 'VIP3' },
  { vipLevel: 9, betMoney: 2000000, name: 'VIP9' },
];

const profile = (over: Partial<Profile['userInfo']> = {}, ext: Partial<Profile['extInfo']> = {}, unReadCount = 0): Profile =>
  makeProfile({
    userInfo: { avatarId: 3, vipLevel: 2, cycleBetAmount: 2500, rebate: 8, ...over },
    extInfo: { money: 1234.5, liveMoney: 10, ...ext },
    userDetail: { domain: 'https://m.sixmark.example\nhttps://m2.sixmark.example' },
    unReadCount,
  });

function open(p: Profile | null) {
  const utils = renderPage(<ProfilePage />, {
    path: '/profile',
    extra: [
      { path: '/auth/login', text: '登录页' },
      { path: '/recharge', text: '充值页' },
      { path: '/agent', text: '代理页' },
    ],
  });
  utils.queryClient.setQueryData(PROFILE_QUERY_KEY, p);
  return utils;
}

describe('profile page', () => {
  beforeEach(() => {
    mockApi({ '/app-api/api/v2/uservip/rules': ok(RULES), '/app-api/api/v2/user/tellerMachine': ok({ money: 2000, liveMoney: 0.125 }) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows login and register buttons to a visitor', async () => {
    open(null);
    expect(await screen.findByText('您还未登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '注册' })).toBeInTheDocument();
  });

  it('shows account, balance money + liveMoney in zh-CN with 2-3 decimals, and VIP progress to the next level', async () => {
    localStorage.setItem('token', 't');
    open(profile());
    expect(await screen.findByTestId('profile-account')).toHaveTextContent('demo01');
    expect(screen.getByTestId('balance')).toHaveTextContent('1,244.50');
    expect(screen.getByText('VIP2')).toBeInTheDocument();
    // 2,500 of VIP3's 5,000.
    await waitFor(() => expect(screen.getByText('下一等级 VIP3')).toBeInTheDocument());
    expect(screen.getByText(/2,500\.00 \/ 5,000\.00/)).toBeInTheDocument();
    expect(document.querySelector('.adm-progress-bar-fill')).toHaveStyle({ width: '50%' });
  });

  it('hides the next-level label at VIP9', async () => {
    localStorage.setItem('token', 't');
    open(profile({ vipLevel: 9, cycleBetAmount: 3_000_000 }));
    expect(await screen.findByText('VIP9')).toBeInTheDocument();
    expect(screen.queryByText(/下一等级/)).toBeNull();
  });

  it('shows the agent tile 推广赚钱 only for isDl and the unread badge on notifications', async () => {
    localStorage.setItem('token', 't');
    const member = open(profile({}, {}, 3));
    expect(await screen.findByText('消息通知')).toBeInTheDocument();
    expect(screen.queryByText('推广赚钱')).toBeNull();
    expect(document.querySelector('.adm-badge-content')).toHaveTextContent('3');
    member.unmount();

    open(profile({ isDl: true }));
    expect(await screen.findByText('推广赚钱')).toBeInTheDocument();
    expect(document.querySelector('.adm-badge-content')).toBeNull();
  });

  it('refuses recharge to a trial account with the 1 s toast', async () => {
    localStorage.setItem('token', 't');
    const toast = vi.spyOn(Toast, 'show');
    const { router } = open(profile({ type: 'TEST' }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '充值' }));
    expect(toast).toHaveBeenCalledWith({ content: '试玩账户无法进行该操作，请注册正式账户!', duration: 1000 });
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('refreshes the balance with a spinner that lasts at least 500 ms', async () => {
    localStorage.setItem('token', 't');
    open(profile());
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '刷新余额' });
    const started = Date.now();
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    expect(screen.getByTestId('balance')).toHaveTextContent('2,000.125');
  });

  it('copies the first domain line and says 复制成功', async () => {
    localStorage.setItem('token', 't');
    const toast = vi.spyOn(Toast, 'show');
    open(profile());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '复制' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ content: '复制成功', duration: 2000 }));
    // user-event installs a clipboard stub we can read back.
    expect(await navigator.clipboard.readText()).toBe('https://m.sixmark.example');
  });
});
