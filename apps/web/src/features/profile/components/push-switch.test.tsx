import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/test/fixtures';
import { mockApi, ok, renderPage } from '@/test/harness';
import { logout } from '../api/logout';
import { PUSH_TEXT, resubscribeAfterLogin, resubscribePush } from '@/lib/web-push';
import { QueryClient } from '@tanstack/react-query';
import { PreferencesSection } from './preferences-section';

// A real P-256 key as the server answers it (base64url, 65 bytes).
const VAPID = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
const vapidBytes = () => Uint8Array.from(atob(VAPID.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
const ENDPOINT = 'https://push.example.net/sub/1';
const KEYS = { p256dh: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };

/** A browser with the Push API: one service worker registration whose pushManager is a double. */
function fakeBrowser(opts: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  let subscription: PushSubscription | null = null;
  const makeSub = (key: Uint8Array) => {
    const sub = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return sub;
  };
  if (opts.subscribed) subscription = makeSub(vapidBytes());
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (o: PushSubscriptionOptionsInit) => (subscription = makeSub(new Uint8Array(o.applicationServerKey as ArrayBufferView as Uint8Array)))),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const notification = { permission: opts.permission ?? 'default', requestPermission: vi.fn(async () => opts.answer ?? 'granted') };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: vi.fn(async () => registration) },
  });
  return { pushManager, notification, current: () => subscription };
}

const MEMBER = 7;
const api = (vapidPublicKey = VAPID, type: 'NORMAL' | 'TEST' = 'NORMAL') =>
  mockApi({
    '/app-api/api/user/info': ok(makeProfile({ userInfo: { userId: MEMBER, type } })),
    '/app-api/notifications/preferences': ok({ enabled: ['operator'], vapidPublicKey }),
    '/app-api/notifications/push/subscribe': ok({ subscribed: true }),
    '/app-api/notifications/push/unsubscribe': ok({ subscribed: false }),
  });
const open = async () => {
  renderPage(<PreferencesSection />, { path: '/notifications' });
  fireEvent.click(screen.getByText('通知设置'));
  await screen.findByRole('switch', { name: '平台消息' });
};
const pushSwitch = () => screen.getByRole('switch', { name: PUSH_TEXT.label });
const body = (calls: ReturnType<typeof api>['calls'], path: string) => JSON.parse(String(calls.find((c) => c.path === path)!.init!.body));

beforeEach(() => localStorage.setItem('token', 't'));
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('浏览器推送 switch', () => {
  it('is hidden where the browser has no PushManager', async () => {
    api();
    await open();
    expect(screen.queryByText(PUSH_TEXT.label)).toBeNull();
    expect(screen.getAllByRole('switch')).toHaveLength(8);
  });

  it('is hidden when the server sends no VAPID key', async () => {
    fakeBrowser();
    api('');
    await open();
    expect(screen.queryByText(PUSH_TEXT.label)).toBeNull();
  });

  it('turning it on asks permission, subscribes with the server key and posts the subscription', async () => {
    const b = fakeBrowser();
    const { calls } = api();
    await open();
    await waitFor(() => expect(pushSwitch()).not.toBeDisabled());
    expect(pushSwitch()).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-checked', 'true'));
    expect(b.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = b.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(vapidBytes()));
    expect(body(calls, '/app-api/notifications/push/subscribe')).toEqual({ endpoint: ENDPOINT, keys: KEYS });
    expect(await screen.findByText(PUSH_TEXT.on)).toBeInTheDocument();
  });

  it('is hidden for a trial account (the server refuses its subscriptions)', async () => {
    fakeBrowser();
    api(VAPID, 'TEST');
    await open();
    expect(screen.queryByText(PUSH_TEXT.label)).toBeNull();
  });

  it('shows off for a member who did not switch it on, though the browser holds another member’s subscription', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem('pushOwner', String(MEMBER + 1));
    api();
    await open();
    await waitFor(() => expect(pushSwitch()).not.toBeDisabled());
    expect(pushSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('shows on for a subscribed browser; turning it off unsubscribes here and on the server', async () => {
    const b = fakeBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem('pushOwner', String(MEMBER));
    const sub = b.current()!;
    const { calls } = api();
    await open();
    await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-checked', 'true'));
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(sub.unsubscribe).toHaveBeenCalledTimes(1);
    expect(body(calls, '/app-api/notifications/push/unsubscribe')).toEqual({ endpoint: ENDPOINT });
    expect(b.current()).toBeNull();
  });

  it('a refused permission says how to allow it and subscribes nothing', async () => {
    const b = fakeBrowser({ answer: 'denied' });
    const { calls } = api();
    await open();
    await waitFor(() => expect(pushSwitch()).not.toBeDisabled());
    fireEvent.click(pushSwitch());
    expect(await screen.findByText(PUSH_TEXT.denied)).toBeInTheDocument();
    expect(pushSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/app-api/notifications/push/subscribe')).toBe(false);
  });

  it('logging out unsubscribes this browser before the session ends', async () => {
    const b = fakeBrowser({ permission: 'granted', subscribed: true });
    const sub = b.current()!;
    const { calls } = mockApi({
      '/app-api/notifications/push/unsubscribe': ok({ subscribed: false }),
      '/app-api/v/user/logout': ok(null),
    });
    await logout();
    expect(sub.unsubscribe).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.path)).toEqual(['/app-api/notifications/push/unsubscribe', '/app-api/v/user/logout']);
    expect(body(calls, '/app-api/notifications/push/unsubscribe')).toEqual({ endpoint: ENDPOINT });
  });
});

describe('after a login', () => {
  it('posts the subscription this browser still holds for the member who switched it on, and nothing when it holds none', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem('pushOwner', String(MEMBER));
    const held = api();
    await resubscribePush(MEMBER);
    expect(body(held.calls, '/app-api/notifications/push/subscribe')).toEqual({ endpoint: ENDPOINT, keys: KEYS });

    fakeBrowser({ permission: 'granted' });
    const none = api();
    await resubscribePush(MEMBER);
    expect(none.calls.some((c) => c.path === '/app-api/notifications/push/subscribe')).toBe(false);
  });

  it('after a login, asks the profile for the session’s member', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem('pushOwner', String(MEMBER));
    const held = api();
    await resubscribeAfterLogin(new QueryClient());
    expect(body(held.calls, '/app-api/notifications/push/subscribe')).toEqual({ endpoint: ENDPOINT, keys: KEYS });
  });

  it('never subscribes another member who signs in on this browser', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true });
    localStorage.setItem('pushOwner', String(MEMBER));
    const other = api();
    await resubscribePush(MEMBER + 1);
    expect(other.calls.some((c) => c.path === '/app-api/notifications/push/subscribe')).toBe(false);
  });
});
