import { request } from '@/lib/http';
import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/profile';

/**
 * Web Push in this browser (docs/notifications.md "Web Push"): the service worker (/sw.js, with
 * public/push-sw.js) shows what the server pushes; here the member turns it on and off.
 */

export const PUSH_TEXT = {
  label: '浏览器推送',
  hint: '关闭页面后也能在系统通知中收到消息',
  denied: '浏览器已禁止本站的通知，请在浏览器设置中允许后再试',
  notGranted: '未获得通知权限，浏览器推送未开启',
  noWorker: '浏览器推送暂不可用，请刷新页面后再试',
  failed: '开启浏览器推送失败，请稍后重试',
  on: '已开启浏览器推送',
  off: '已关闭浏览器推送',
} as const;

/** A failure the member can act on (its message is one of PUSH_TEXT). */
export class PushSetupError extends Error {}

/** Whether this browser can receive Web Push at all (the switch is hidden otherwise). */
export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

const fromBase64Url = (s: string): Uint8Array<ArrayBuffer> => {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '='));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
};

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
};

/** The service worker registration, waiting a little for a first registration. */
async function registration(waitMs = 10_000): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  const reg = await Promise.race([navigator.serviceWorker.ready, timeout]);
  if (!reg) throw new PushSetupError(PUSH_TEXT.noWorker);
  return reg;
}

/** The member who switched push on in this browser (`resubscribePush` serves only them). */
const PUSH_OWNER_KEY = 'pushOwner';

/** This browser's subscription, when it has one and notifications are allowed. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported() || Notification.permission !== 'granted') return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Whether this browser holds a subscription that `memberId` switched on here. */
export async function pushOwnedBy(memberId: number): Promise<boolean> {
  return localStorage.getItem(PUSH_OWNER_KEY) === String(memberId) && (await currentPushSubscription()) !== null;
}

/**
 * Asks for permission, subscribes with the deployment's VAPID key and tells the server. A
 * subscription made for another key (the deployment's keys changed) is replaced.
 */
export async function enablePush(vapidPublicKey: string, memberId: number): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError(PUSH_TEXT.denied);
  if (permission !== 'granted') throw new PushSetupError(PUSH_TEXT.notGranted);
  const reg = await registration();
  const key = fromBase64Url(vapidPublicKey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameBytes(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  try {
    sub ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushSetupError(PUSH_TEXT.failed);
  }
  const json = sub.toJSON();
  await request('POST', '/app-api/notifications/push/subscribe', { data: { endpoint: json.endpoint, keys: json.keys } });
  localStorage.setItem(PUSH_OWNER_KEY, String(memberId));
}

/**
 * After a login: the server keeps a subscription only as long as the session that made it, so a
 * subscription this browser still holds (its last session ended without logout: password
 * changed, kicked, logged in elsewhere, expired) is posted again for the new session. Silent:
 * there is nothing the member has to do. Only for the member who switched it on here: another
 * member signing in on this browser never chose to receive pushes.
 */
export async function resubscribePush(memberId: number): Promise<void> {
  if (localStorage.getItem(PUSH_OWNER_KEY) !== String(memberId)) return;
  const sub = await currentPushSubscription();
  if (!sub) return;
  const json = sub.toJSON();
  await request('POST', '/app-api/notifications/push/subscribe', { data: { endpoint: json.endpoint, keys: json.keys }, silent: true });
}

/** `resubscribePush` for the member of the session that just started (from `features/notifications/notify-sync.ts`). */
export async function resubscribeAfterLogin(client: QueryClient): Promise<void> {
  const profile = await client.fetchQuery(profileQueryOptions());
  if (profile) await resubscribePush(profile.userInfo.userId);
}

/**
 * Unsubscribes this browser at the push service and on the server (were the server call lost,
 * the push service answers 410 to the next push and the server drops the subscription then).
 */
export async function disablePush(opts: { silent?: boolean } = {}): Promise<void> {
  const sub = await currentPushSubscription();
  if (!sub) return;
  const endpoint = sub.endpoint;
  await sub.unsubscribe();
  localStorage.removeItem(PUSH_OWNER_KEY);
  await request('POST', '/app-api/notifications/push/unsubscribe', { data: { endpoint }, silent: opts.silent });
}
