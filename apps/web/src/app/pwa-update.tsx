import { Dialog } from 'antd-mobile';

/** The update prompt's texts (issue 18: updates prompt for reload). */
export const UPDATE_TEXTS = {
  title: '发现新版本',
  content: '新版本已准备好，更新后页面将重新加载。',
  confirm: '立即更新',
  cancel: '稍后',
} as const;

/** How often an open tab asks the server for a new sw.js (navigations ask too). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

type UpdateSW = (reloadPage?: boolean) => Promise<void>;
type RegisterSW = typeof import('./pwa-register').registerSW;

let reloading = false;
/** Reloads once, however many signals say the new worker took over. */
const reloadOnce = () => {
  if (reloading) return;
  reloading = true;
  window.location.reload();
};

/**
 * Asks whether to load the waiting version now. 立即更新 tells it to take over and reloads the
 * page when it does. 稍后 leaves it waiting: the next visit asks again.
 */
export async function promptForUpdate(updateSW: UpdateSW, reload: () => void = reloadOnce): Promise<boolean> {
  const yes = await Dialog.confirm({
    title: UPDATE_TEXTS.title,
    content: UPDATE_TEXTS.content,
    confirmText: UPDATE_TEXTS.confirm,
    cancelText: UPDATE_TEXTS.cancel,
  });
  if (!yes) return false;
  // vite-plugin-pwa reloads only when the page had a worker at registration; a first visit left
  // open until a release (found by the hourly check) had none, so the take-over is watched here too.
  navigator.serviceWorker?.addEventListener('controllerchange', reload, { once: true });
  await updateSW(true);
  return true;
}

/**
 * Registers /sw.js and wires the prompt. Loaded after the page's `load` event (app/start.ts),
 * so neither workbox-window nor the Dialog is in the home page's first JavaScript.
 */
export async function registerServiceWorker(
  load: () => Promise<{ registerSW: RegisterSW }> = () => import('./pwa-register'),
): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await load();
  let asking = false;
  const updateSW = registerSW({
    immediate: true,
    onNeedReload: reloadOnce,
    onNeedRefresh() {
      if (asking) return;
      asking = true;
      void promptForUpdate(updateSW).finally(() => {
        asking = false;
      });
    },
    onRegisteredSW(_url, registration) {
      // A tab left open for days still hears of a release.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
