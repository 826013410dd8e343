import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { BottomNav, activeTab } from '@/components/bottom-nav';
import { env } from '@/config/env';
import { routes, type RouteKey } from '@/config/paths';
import { theme, themeColorFor } from '@/config/theme';
import { companyQueryOptions } from '@/lib/startup-config';
import { transitionFor } from '@/lib/transition';
import { useAfterLoad } from '@/lib/after-load';
import { getToken, onSessionChange } from '@/lib/session';
import { useRouteKey } from './app-router';
import { hideStartupLoader } from './startup-loader';

// Not part of the first screen: out of the entry chunk, and mounted (so fetched) once the page
// has loaded and is idle, so their ~50 KB of chunks (antd's popups, react-spring, the chat
// client) compete with neither the first screen's requests nor its render (issue 16). The chat
// icon floats (position: fixed), so arriving a moment later shifts nothing.
const FloatingChatIcon = lazy(() => import('@/components/floating-chat-icon').then((m) => ({ default: m.FloatingChatIcon })));
const WithdrawPasswordHost = lazy(() =>
  import('@/components/withdraw-password-modal').then((m) => ({ default: m.WithdrawPasswordHost })),
);
const RealityCheckHost = lazy(() =>
  import('@/features/bonus/components/reality-check').then((m) => ({ default: m.RealityCheckHost })),
);
// The offline notice too (a fixed overlay); the service worker keeps its chunk for offline opens.
const OfflineBanner = lazy(() => import('@/components/offline-banner').then((m) => ({ default: m.OfflineBanner })));
const PrivatePromptHost = lazy(() =>
  import('@/features/chat/components/private-prompt-host').then((m) => ({ default: m.PrivatePromptHost })),
);

/** Sets the browser and status-bar colour of the route (spec 3 §2). */
function useThemeColor(key: RouteKey | undefined) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.appendChild(meta);
    }
    meta.content = themeColorFor(key);
  }, [key]);
}

function useDocumentTitle(key: RouteKey | undefined) {
  const { data: company } = useQuery(companyQueryOptions(env.companyCode));
  const name = company?.name;
  useEffect(() => {
    if (!name) return;
    // theme4 calls the game center 六合彩 (spec 1 §2).
    const title = key === 'gameCenter' ? theme.labels.gameCenter : key && key !== 'home' ? routes[key].title : '';
    document.title = title && title !== '首页' ? `${title} - ${name}` : name;
  }, [key, name]);
}

/**
 * Whether this tab holds a member's token, re-read on every sign-in and sign-out (also another
 * tab's). The hosts that only act for a member (the withdraw-password prompt, answering an error
 * of a member's call; the reality check; private-chat prompts) mount only then: for a guest they
 * rendered nothing, yet fetched and evaluated their chunks (antd's Dialog and Popup,
 * react-spring, the chat hooks) on every first load, long tasks on a slow phone (issue 16). And
 * the reality check now starts when a guest signs in, not at the next reload.
 */
// The server draws a guest's screen (entry-server.tsx).
const useSignedIn = () => useSyncExternalStore(onSessionChange, () => !!getToken(), () => false);

/** Chat pages (rooms, private and game chat, customer service), where the chat icon is not shown. */
const isChatPath = (pathname: string): boolean =>
  /^\/chat-rooms(\/|$)|^\/game\/[^/]+\/chat-rooms\/|^\/services$|^\/talk\//.test(pathname);

/** The app frame around every page: transitions, bottom bar on tab pages, floating chat icon. */
export function AppLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRouteKey();
  const mode = transitionFor(location.key, navigationType);
  const showTabs = activeTab(location.pathname) !== undefined;
  useThemeColor(key);
  useDocumentTitle(key);
  useEffect(hideStartupLoader, []);
  const idle = useAfterLoad();
  const signedIn = useSignedIn();
  return (
    <div className={['app-frame', showTabs ? 'app-frame--tabs' : ''].filter(Boolean).join(' ')}>
      {/* Keyed by path so a hash or query change (game-center category) does not replay it. */}
      <div
        key={location.pathname}
        className={`page-transition page-transition--${mode}`}
        data-transition={mode}
      >
        <Outlet />
      </div>
      {showTabs && <BottomNav />}
      {/* Not on the chat pages themselves: it leads there, and it would cover the composer. */}
      {idle && (
        <Suspense fallback={null}>
          {theme.hasRoute('chatRooms') && !isChatPath(location.pathname) && <FloatingChatIcon />}
          {signedIn && <WithdrawPasswordHost />}
          {signedIn && <RealityCheckHost />}
          {signedIn && theme.hasRoute('chatRooms') && <PrivatePromptHost />}
        </Suspense>
      )}
      {/* Opened with no network, the page says so at once, not after the deferred hosts. */}
      {(idle || (typeof navigator !== 'undefined' && !navigator.onLine)) && (
        <Suspense fallback={null}>
          <OfflineBanner aboveTabs={showTabs} />
        </Suspense>
      )}
    </div>
  );
}
