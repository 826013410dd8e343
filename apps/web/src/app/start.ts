import { env } from '@/config/env';
import { forgetStoredPassword } from '@/features/auth/lib/remember';
import { installErrorCatalogue } from '@/lib/error-catalogue';
import { afterFirstScreen } from '@/lib/after-load';
import { startExpirySweeper } from '@/lib/expiring-storage';
import { loadToast } from '@/lib/toast';
import { installOwnScreenHint } from '@/lib/own-screen-hint';
import { appConfigQueryOptions, appSettingsQueryOptions, companyQueryOptions } from '@/lib/startup-config';
import { queryClient } from './providers';
import { installSessionSync } from './session-sync';

/** Start-up work that runs once before the first render. */
export function startApp(): void {
  forgetStoredPassword();
  installErrorCatalogue();
  startExpirySweeper();
  installSessionSync(queryClient);
  installOwnScreenHint();
  // The unread-count socket is not needed for the first paint, nor antd's Toast chunk (with its
  // animation library), nor the service worker and its update prompt (workbox-window, antd
  // Dialog; docs/offline.md): their code and connections wait until the first screen is up and
  // the page has loaded and is idle (docs/performance.md, home JavaScript budget), each in an
  // idle moment of its own.
  void afterFirstScreen().then(() => loadToast());
  void afterFirstScreen().then(() =>
    import('@/features/notifications/notify-sync').then((m) => m.installNotifySync(queryClient)),
  );
  if (import.meta.env.PROD) void afterFirstScreen().then(() => import('./pwa-update').then((m) => m.registerServiceWorker()));
  // Warm the configuration every screen reads; failures are only logged (spec 1 §8).
  void queryClient.prefetchQuery(appSettingsQueryOptions());
  void queryClient.prefetchQuery(appConfigQueryOptions());
  void queryClient.prefetchQuery(companyQueryOptions(env.companyCode));
}
