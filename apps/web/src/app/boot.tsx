import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareSystemTime } from '@sixmark/shared';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n';
import { AppProviders } from './providers';
import { AppRouterProvider } from './app-router';
import { PageFallback, createAppRouter } from './router';
import { startApp } from './start';
import { LocaleRoot } from './locale-root';
// Last, as in the entry before: the app's styles come after antd-mobile's, which they adjust.
import '../styles/global.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start-up (main.tsx loads this module once React and the libraries have evaluated):
 * the router, `startApp()` and the first render. Its import graph is everything the first screen
 * needs beyond React; every page loads it with the entry (BOOT_MODULE in
 * scripts/lib/size-budget.mjs, chunks `vendor` and `boot` in scripts/lib/chunk-plan.mjs).
 */
export async function boot(): Promise<void> {
  const router = createAppRouter();
  // Each step of the start-up in a task of its own (total blocking time counts what a task takes
  // over 50 ms; issue 16): the router matched the first location; the time-zone formatter every
  // date on the first screen goes through (ICU's first one is slow to make); the start-up work.
  await nextTask();
  prepareSystemTime();
  await nextTask();
  startApp();
  // A remembered 繁體 choice loads its table (and the switch code) before the first render, so no
  // Simplified flashes first; 简体 renders at once.
  // The first render is a transition: React then renders in slices of a few milliseconds and
  // lets the browser in between, instead of one long task of the whole first screen (Lighthouse's
  // total blocking time counts every task over 50 ms; issue 16).
  void (localStorage.getItem(LOCALE_STORAGE_KEY) === 'zh-Hant' ? import('@/lib/i18n-switch').then((m) => m.restoreLocale()) : Promise.resolve()).then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>
            <LocaleRoot>
              <AppRouterProvider router={router} fallback={<PageFallback />} />
            </LocaleRoot>
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
}
