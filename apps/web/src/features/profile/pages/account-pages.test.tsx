import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY, type Profile } from '@/lib/profile';
import { makeProfile } from '@/test/fixtures';
import { mockApi, ok, renderPage } from '@/test/harness';
import NotificationsPage from './notifications-page';
import PasswordWithdrawMoneyPage from './password-withdraw-money-page';
import SettingChatColorPage from './setting-chat-color-page';

const profile = (fundPwd: boolean, chatThemeColor = '#e00221'): Profile =>
  makeProfile({ userInfo: { rebate: 8, chatThemeColor }, extInfo: { fundPwd }, unReadCount: 1 });

/** A query client that already holds the profile, so the page does not fetch another. */
const withProfile = (p: Profile) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(PROFILE_QUERY_KEY, p);
  return queryClient;
};

const typeDigits = (box: Element, digits: string) => {
  const input = box.querySelector('input') as HTMLInputElement;
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: digits } });
};

describe('account pages', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('lists notifications, marks one read when opened and removes one', async () => {
    const api = mockApi({
      '/app-api/api/pushMessage/queryAll': ok({
        data: [
          { id: 7, title: '系统通知', content: '欢迎加入', isRead: 0, createdAt: '2026-11-20T12:00:00Z' },
          { id: 8, title: '活动通知', content: '充值有礼', isRead: 1, createdAt: '2026-11-21T12:00:00Z' },
        ],
        totalCount: 2,
        unReadCount: 1,
      }),
      '/app-api/api/pushMessage/modifyReadStatus': ok(null),
      '/app-api/api/pushMessage/remove': ok(null),
    });
    renderPage(<NotificationsPage />, { path: '/notifications', queryClient: withProfile(profile(false)) });
    const user = userEvent.setup();
    expect(await screen.findByText('未读 1 条')).toBeInTheDocument();
    await user.click(screen.getByText('系统通知'));
    expect(await screen.findByText('欢迎加入')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('/modifyReadStatus'))?.url.searchParams.get('id')).toBe('7'));
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));

    const second = screen.getByText('活动通知').closest('.adm-list-item') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('/remove'))?.url.searchParams.get('id')).toBe('8'));
  });

  it('offers eight chat colours, red #e00221 first, and saves the choice on the server', async () => {
    const api = mockApi({ '/app-api/api/v2/user/update/chat-theme-color': ok(null), '/app-api/api/user/info': ok(profile(false, '#1677ff')) });
    renderPage(<SettingChatColorPage />, { path: '/setting-chat-color', queryClient: withProfile(profile(false)) });
    const options = await screen.findAllByRole('radio');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent('中国红');
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.setup().click(screen.getByRole('radio', { name: '天空蓝' }));
    await waitFor(() => expect(api.calls.find((c) => c.path.endsWith('/chat-theme-color'))?.form.get('chatThemeColor')).toBe('#1677ff'));
  });

  it('sets the first fund password with the login password and two 4-digit entries', async () => {
    const api = mockApi({ '/app-api/api/user/updateFundPwd': ok(null), '/app-api/api/user/info': ok(profile(true)) });
    const toast = vi.spyOn(Toast, 'show');
    renderPage(<PasswordWithdrawMoneyPage />, {
      path: '/password-withdraw-money',
      extra: [{ path: '/security-center', text: '安全中心页' }],
      queryClient: withProfile(profile(false)),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(toast).toHaveBeenCalledWith({ content: '请输入登录密码', duration: 2000 });
    await user.type(screen.getByPlaceholderText('请输入登录密码'), 'Demo12345');
    const boxes = document.querySelectorAll('.adm-passcode-input');
    expect(boxes).toHaveLength(2);
    typeDigits(boxes[0]!, '1234');
    typeDigits(boxes[1]!, '1243');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(toast).toHaveBeenCalledWith({ content: '两次输入的资金密码不一致', duration: 2000 });
    typeDigits(boxes[1]!, '1234');
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('安全中心页')).toBeInTheDocument();
    const form = api.calls.find((c) => c.path.endsWith('/updateFundPwd'))!.form;
    expect(Object.fromEntries(form)).toEqual({ password: 'Demo12345', fundPwd: '1234', confirmFundPwd: '1234' });
  });
});
