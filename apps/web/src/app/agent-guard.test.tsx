import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/config/paths';
import { setTokens } from '@/lib/session';
import { makeProfile } from '@/test/fixtures';
import { AppProviders, queryClient } from './providers';
import { AppRouterProvider } from './app-router';
import { createAppRouter } from './router';

// Every agent page of spec 3 §2, with a concrete address for its parameters.
const AGENT_PAGES = ['/agent', '/agent/user-list', '/agent/user-detail/7', '/agent/add-user', '/agent/team-overview', '/agent/create-link', '/agent/link/3', '/agent/link/3/update', '/agent/declare'];

function stubApi(isDl: boolean, type: 'NORMAL' | 'TEST' = 'NORMAL') {
  const user = makeProfile({ userInfo: { account: 'someone', isDl, type } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = String(input);
      const body = url.startsWith('/app-api/api/user/info')
        ? { success: true, code: 'OK', msg: '', data: user }
        : url.startsWith('/sys-upload/')
          ? { system_config: [], api_external: { captcha_id: '' }, sys_config: { time_zone: 'Asia/Shanghai' }, homeCarousels: [], companyDetailList: [] }
          : { success: false, code: 'SYS/NOT_FOUND', msg: '不存在', data: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
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

window.scrollTo = (() => undefined) as typeof window.scrollTo;

describe('agent route guard (isDl, spec 3 §2)', () => {
  beforeEach(() => queryClient.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('marks every agent route as agent-only', () => {
    const agentKeys = Object.entries(routes).filter(([, r]) => r.path === '/agent' || r.path.startsWith('/agent/'));
    expect(agentKeys).toHaveLength(AGENT_PAGES.length);
    for (const [key, r] of agentKeys) expect(r.access, key).toBe('agent');
  });

  it.each(AGENT_PAGES)('cancels a member’s navigation to %s and keeps the page it was on', async (path) => {
    setTokens('member-token');
    stubApi(false);
    const router = renderApp('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await act(() => router.navigate(path));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(router.state.location.pathname).toBe('/about');
  });

  it('sends a trial account’s direct load of an agent page to /profile', async () => {
    setTokens('trial-token');
    stubApi(false, 'TEST');
    const router = renderApp('/agent/team-overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it.each(AGENT_PAGES)('lets an agent open %s', async (path) => {
    setTokens('agent-token');
    stubApi(true);
    const router = renderApp('/about');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    await act(() => router.navigate(path));
    expect(router.state.location.pathname).toBe(path);
  });
});
