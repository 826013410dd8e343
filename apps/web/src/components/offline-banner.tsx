import { useSyncExternalStore } from 'react';

/** Shown while the device has no network (the service worker serves what it kept; docs/offline.md). */
export const OFFLINE_TEXT = '网络已断开，当前显示离线内容';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online, kept current by its online/offline events. */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

export interface OfflineBannerProps {
  /** Sits above the bottom bar on tab pages. */
  aboveTabs?: boolean;
}

/**
 * The offline notice: fixed over the page's foot, so showing and hiding it moves nothing, and
 * it lets taps through to what is under it. role="alert" so a screen reader says it when it appears.
 */
export function OfflineBanner({ aboveTabs = false }: OfflineBannerProps) {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={['offline-banner', aboveTabs ? 'offline-banner--tabs' : ''].filter(Boolean).join(' ')} role="alert">
      {OFFLINE_TEXT}
    </div>
  );
}
