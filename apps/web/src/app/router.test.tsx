import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { WITHDRAW_PASSWORD_TEXT } from '@/components/withdraw-password-modal';
import { APP_EVENTS, emitAppEvent } from '@/lib/app-events';
import { installErrorCatalogue } from '@/lib/error-catalogue';
import { setTokens } from '@/lib/session';
import { makeProfile } from '@/test/fixtures';
import { AppProviders, queryClient } from './providers';
import { AppRouterProvider } from './app-router';
import { createAppRouter } from './router';

type Kind = 'NORMAL' | 'TEST';
const profile = (type: Kind, isDl: boolean) => makeProfile({ userInfo: { account: 'demo', type, isDl } });

/** The API the shell touches: the profile; everything else answers an empty envelope. */
function stubApi(user: ReturnType<typeof profile> | null) {
  const fetch = vi.fn(async (input: string) => {
    const url = String(input);
    const body = url.startsWith('/app-api/api/user/info')
      ? { success: true, code: 'OK', msg: '', data: user }
      : url.startsWith('/sys-upload/data/json/company/')
        ? { name: '六合宝典', homeCarousels: [], companyDetailList: [] }
        : url.startsWith('/sys-upload/data/json/config.json')
          ? {
              system_config: [],
              api_external: { captcha_id: '' },
              sys_config: { time_zone: 'Asia/Shanghai' },
            }
          : { success: true, code: 'OK', msg: '', data: null };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderApp(path: string) {
  const router = createAppRouter([path]);
  render(
    <AppProviders>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('route guards', () => {
  let show: MockInstance<typeof Toast.show>;
  beforeEach(() => {
    queryClient.clear();
    show = vi.spyOn(Toast, 'show');
  });
  afterEach(() => {
    show.mockRestore();
    Toast.clear();
    vi.unstubAllGlobals();
  });

  it('sends a visitor with no token from a login route to /auth/login', async () => {
    stubApi(null);
    const router = renderApp('/bills');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('refuses a trial account on /recharge with 试玩账户无法进行该操作，请注册正式账户! (1 s) and stays put', async () => {
    setTokens('trial-token');
    stubApi(profile('TEST', false));
    const router = renderApp('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await act(() => router.navigate('/recharge'));
    await settle();
    expect(show).toHaveBeenCalledWith({ content: '试玩账户无法进行该操作，请注册正式账户!', duration: 1000 });
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('refuses a trial account on a direct load of /withdraw-money and lands on /profile', async () => {
    setTokens('trial-token');
    stubApi(profile('TEST', false));
    const router = renderApp('/withdraw-money');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(show).toHaveBeenCalledWith({ content: '试玩账户无法进行该操作，请注册正式账户!', duration: 1000 });
  });

  it('lets a formal member into /recharge', async () => {
    setTokens('member-token');
    stubApi(profile('NORMAL', false));
    const router = renderApp('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await act(() => router.navigate('/recharge'));
    expect(router.state.location.pathname).toBe('/recharge');
    expect(show).not.toHaveBeenCalled();
  });

  it('cancels navigation to an agent route when the profile is not isDl', async () => {
    setTokens('member-token');
    stubApi(profile('NORMAL', false));
    const router = renderApp('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await act(() => router.navigate('/agent/user-list'));
    await settle();
    expect(router.state.location.pathname).toBe('/about');
    expect(show).not.toHaveBeenCalled();
  });

  it('sends a direct load of an agent route by a non-agent to /profile', async () => {
    setTokens('member-token');
    stubApi(profile('NORMAL', false));
    const router = renderApp('/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('lets an agent (isDl) in', async () => {
    setTokens('agent-token');
    stubApi(profile('NORMAL', true));
    const router = renderApp('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await act(() => router.navigate('/agent'));
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('sends a dead token on an agent route to /auth/login', async () => {
    installErrorCatalogue();
    setTokens('dead-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'UC/TOKEN_INVALID',
              msg: '登录已失效，请重新登录',
              data: null,
            }),
            { status: 400 },
          ),
      ),
    );
    const router = renderApp('/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the not-found page for an unknown route', async () => {
    stubApi(null);
    renderApp('/no-such-page');
    expect(await screen.findByRole('button', { name: '返回首页' })).toBeInTheDocument();
  });
});

describe('app shell', () => {
  beforeEach(() => {
    queryClient.clear();
    stubApi(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the theme1 bottom bar on tab pages and navigates with it', async () => {
    const router = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: '底部导航' });
    for (const label of ['首页', '资料库', '游戏大厅', '图库', '我的']) expect(nav).toHaveTextContent(label);
    const targets: [string, string][] = [
      ['资料库', '/databases'],
      ['游戏大厅', '/game-center'],
      ['图库', '/gallery'],
      ['我的', '/profile'],
      ['首页', '/'],
    ];
    for (const [label, path] of targets) {
      const tab = [...nav.querySelectorAll('.adm-tab-bar-item')].find((el) => el.textContent === label)!;
      fireEvent.click(tab);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    }
  });

  it('hides the bottom bar on pages that are not tabs', async () => {
    renderApp('/about');
    await screen.findByRole('button', { name: '聊天室' });
    expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull();
  });

  it('puts the floating chat icon on every page', async () => {
    const router = renderApp('/gallery');
    expect(await screen.findByRole('button', { name: '聊天室' })).toBeInTheDocument();
    await act(() => router.navigate('/about/contact-us'));
    expect(screen.getByRole('button', { name: '聊天室' })).toBeInTheDocument();
  });

  it('mounts the member-only hosts for a member only: the withdraw-password prompt answers after sign-in', async () => {
    renderApp('/gallery');
    // The deferred hosts are up once the chat icon is.
    expect(await screen.findByRole('button', { name: '聊天室' })).toBeInTheDocument();
    act(() => emitAppEvent(APP_EVENTS.openCashPasswordModal, { message: '' }));
    await settle();
    expect(screen.queryByText(WITHDRAW_PASSWORD_TEXT.title)).toBeNull();
    act(() => setTokens('member-token'));
    await waitFor(() => {
      act(() => emitAppEvent(APP_EVENTS.openCashPasswordModal, { message: '' }));
      expect(screen.getByText(WITHDRAW_PASSWORD_TEXT.title)).toBeInTheDocument();
    });
  });

  it('leaves the floating chat icon off the chat pages it leads to', async () => {
    const router = renderApp('/gallery');
    expect(await screen.findByRole('button', { name: '聊天室' })).toBeInTheDocument();
    for (const path of ['/chat-rooms', '/chat-rooms/3', '/game/70/chat-rooms/3', '/services']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(screen.queryByRole('button', { name: '聊天室' })).toBeNull());
    }
    await act(() => router.navigate('/game/70'));
    expect(await screen.findByRole('button', { name: '聊天室' })).toBeInTheDocument();
  });

  it('sets the browser theme colour per route', async () => {
    const router = renderApp('/');
    await waitFor(() =>
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#e00221'),
    );
    await act(() => router.navigate('/auth/login'));
    await waitFor(() =>
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff'),
    );
  });

  it('plays back on a history pop and default on a push', async () => {
    const router = renderApp('/');
    await act(() => router.navigate('/about'));
    await waitFor(() =>
      expect(document.querySelector('[data-transition]')?.getAttribute('data-transition')).toBe('default'),
    );
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.querySelector('[data-transition]')?.getAttribute('data-transition')).toBe('back');
  });
});
