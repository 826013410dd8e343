import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msg, walletMsg } from '@sixmark/shared';
import { LocaleRoot } from '@/components/locale-root';
import { BottomNav } from '@/components/bottom-nav';
import { routes } from '@/config/paths';
import { http } from '@/lib/http';
import { getLocale, LOCALE_STORAGE_KEY } from '@/lib/i18n';
import { restoreLocale, setLocale } from '@/lib/i18n-switch';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { mockApi, ok } from '@/test/harness';
import ProfilePage from './profile-page';
import SettingPage from './setting-page';

function openApp(at = '/setting') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(PROFILE_QUERY_KEY, null);
  const router = createMemoryRouter(
    [
      {
        path: '/setting',
        element: (
          <>
            <SettingPage />
            <BottomNav />
          </>
        ),
      },
      { path: '/profile', element: <ProfilePage /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleRoot>
        <RouterProvider router={router} />
      </LocaleRoot>
    </QueryClientProvider>,
  );
  return router;
}

describe('繁體 / 简体 switch (settings page)', () => {
  beforeEach(() => {
    localStorage.clear();
    mockApi({ '/app-api/api/ping': ok(null) });
  });
  afterEach(async () => {
    await act(() => setLocale('zh-Hans'));
    localStorage.clear();
    toast.clear();
    vi.unstubAllGlobals();
  });

  it('starts in Simplified with 简体 chosen', async () => {
    openApp();
    expect(await screen.findByText('语言')).toBeInTheDocument();
    expect(screen.getByText('设置')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '简体' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '繁體' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('首页')).toBeInTheDocument();
  });

  it('switches the chrome to Traditional without a reload, remembers it, and switches back', async () => {
    const user = userEvent.setup();
    const router = openApp();
    await user.click(await screen.findByRole('button', { name: '繁體' }));

    // Page title, list items, bottom bar: all from the Traditional table.
    expect(await screen.findByText('設定')).toBeInTheDocument();
    expect(screen.getByText('語言')).toBeInTheDocument();
    expect(screen.getByText('關於我們')).toBeInTheDocument();
    expect(screen.getByText('目前版本')).toBeInTheDocument();
    expect(screen.getByText('首頁')).toBeInTheDocument();
    expect(screen.getByText('資料庫')).toBeInTheDocument();
    expect(screen.getByText('遊戲大廳')).toBeInTheDocument();
    expect(screen.queryByText('设置')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveAccessibleName('底部導航');
    expect(screen.getByRole('button', { name: '繁體' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-HK');
    expect(routes.login.title).toBe('登入');

    // The profile menu of a visitor.
    await act(() => router.navigate('/profile'));
    expect(await screen.findByText('您還未登入')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '註冊' })).toBeInTheDocument();
    expect(screen.getByText('設定')).toBeInTheDocument();

    await act(() => router.navigate('/setting'));
    await user.click(await screen.findByRole('button', { name: '简体' }));
    expect(await screen.findByText('设置')).toBeInTheDocument();
    expect(screen.getByText('首页')).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-Hans');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('shows shared-message toasts in Traditional, texts built with parameters included', async () => {
    await act(() => setLocale('zh-Hant'));
    act(() => void toast.show(msg.loginElsewhere));
    expect(await screen.findByText('您的帳號已在其他裝置登入')).toBeInTheDocument();
    act(() => void toast.show(walletMsg.withdrawRange(100, 5000)));
    expect(await screen.findByText('單筆提款金額需在100-5000元之間')).toBeInTheDocument();
    // A text outside the table (a nickname, an operator's words) is shown as it is.
    act(() => void toast.show('运营公告'));
    expect(await screen.findByText('运营公告')).toBeInTheDocument();
  });

  it('sends the choice as x-lang on API calls (our origin only)', async () => {
    const { calls } = mockApi({ '/app-api/api/ping': ok(null) });
    await http.get('/api/ping');
    await act(() => setLocale('zh-Hant'));
    await http.get('/api/ping');
    const sent = calls.map((c) => (c.init?.headers as Record<string, string>)['x-lang']);
    expect(sent).toEqual(['zh-Hans', 'zh-Hant']);
  });

  it('restores a remembered choice at start-up, its table loaded', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-Hant');
    await act(() => restoreLocale());
    expect(getLocale()).toBe('zh-Hant');
    expect(routes.register.title).toBe('註冊');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'nonsense');
    await act(() => setLocale('zh-Hans'));
    localStorage.setItem(LOCALE_STORAGE_KEY, 'nonsense');
    await restoreLocale();
    expect(getLocale()).toBe('zh-Hans');
    await waitFor(() => expect(routes.register.title).toBe('注册'));
  });
});
