import type { ReactNode } from 'react';
import { localize } from './i18n';

/** Texts (shared messages, the error catalogue) in the chosen language; elements as they are. */
const text = (content: ReactNode): ReactNode => (typeof content === 'string' ? localize(content) : content);

/** Default toast length in ms; the specs use 0.5 s to 3 s. */
export const TOAST_MS = 1500;

type ToastApi = typeof import('antd-mobile')['Toast'];

let api: ToastApi | undefined;
let pending: Promise<ToastApi> | undefined;

/**
 * Fetches antd's Toast (a lazy chunk: the entry stays without its animation library). The app
 * calls it once the page has loaded (app/start.ts), so a toast is usually shown synchronously.
 */
export function loadToast(): Promise<ToastApi> {
  pending ??= import('./toast-impl').then((m) => (api = m.Toast));
  return pending;
}

// Before the chunk has arrived, calls wait for it; promise callbacks run in the order they were
// added, so a show followed by a clear still ends cleared.
function run(fn: (t: ToastApi) => void): void {
  if (api) fn(api);
  else void loadToast().then(fn);
}

function showWith(content: ReactNode, duration: number, icon?: 'success' | 'fail'): void {
  run((t) => {
    t.clear();
    const shown = text(content);
    t.show(icon ? { content: shown, duration, icon } : { content: shown, duration });
  });
}

/**
 * The one toast of the app (spec 3 §5: only one toast at a time): every show clears the
 * previous toast first, so a late message never stacks on or outlives a newer one.
 */
export const toast = {
  show(content: ReactNode, duration: number = TOAST_MS): void {
    showWith(content, duration);
  },
  info(content: ReactNode, duration: number = TOAST_MS): void {
    showWith(content, duration);
  },
  success(content: ReactNode, duration: number = TOAST_MS): void {
    showWith(content, duration, 'success');
  },
  fail(content: ReactNode, duration: number = TOAST_MS): void {
    showWith(content, duration, 'fail');
  },
  loading(content: ReactNode = '加载中...'): void {
    run((t) => {
      t.clear();
      t.show({ content: text(content), duration: 0, icon: 'loading', maskClickable: false });
    });
  },
  clear(): void {
    run((t) => t.clear());
  },
};
