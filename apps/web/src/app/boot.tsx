import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareSystemTime } from '@sixmark/shared';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n';
import { preloadHtmlContent } from '@/components/lazy-html-content';
import { fillDrawnQueries, takeDrawnQueries } from '@/lib/first-load-seed';
import { takesGuestAnswers } from '@/lib/http';
import { AppProviders, queryClient } from './providers';
import { AppRouterProvider } from './app-router';
import { PageFallback, createAppRouter, preloadPage } from './router';
import { startApp } from './start';
import { LocaleRoot } from '@/components/locale-root';
import { preloadsStarted } from './late-start';
// antd's Toast (lib/toast-impl.ts, loaded once the page is idle) with its Mask, AutoCenter and
// SpinLoading: their 1.5 KB of styles come with the start-up's, not as four stylesheets the
// loader appends when the toast's chunk is imported, four requests started from script in one
// task (10-13 ms in Lighthouse's trace, issue 16).
import 'antd-mobile/es/components/mask/mask.css';
import 'antd-mobile/es/components/auto-center/auto-center.css';
import 'antd-mobile/es/components/spin-loading/spin-loading.css';
import 'antd-mobile/es/components/toast/toast.css';
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
  // The router loads the first page's code as it is made.
  await preloadsStarted();
  const router = createAppRouter();
  // Each step of the start-up in a task of its own (total blocking time counts what a task takes
  // over 50 ms; issue 16): the router matched the first location; the time-zone formatter every
  // date on the first screen goes through (ICU's first one is slow to make); the start-up work.
  await nextTask();
  prepareSystemTime();
  await nextTask();
  // A first screen the server drew (entry-server.tsx) is hydrated: React takes over the markup on
  // screen instead of building it again (no second layout of the whole page, nothing moves), from
  // the same answers and with its page and operator HTML already loaded, so its first render is
  // what the server drew. Only a guest reading 简体 is given it: a member or a 繁體 reader renders
  // their own screen over the guest's (its answers are not theirs).
  const hant = localStorage.getItem(LOCALE_STORAGE_KEY) === 'zh-Hant';
  const drawn = takeDrawnQueries();
  // Nor with a hash, which the server never sees and a page may read (the game center's category).
  const hydrate = drawn !== null && !hant && takesGuestAnswers() && location.hash === '';
  if (hydrate) {
    fillDrawnQueries(queryClient, drawn);
    await preloadPage(router);
    if (document.querySelector('#root .html-content')) await preloadHtmlContent();
  }
  startApp();
  // A remembered 繁體 choice loads its table (and the switch code) before the first render, so no
  // Simplified flashes first; 简体 renders at once.
  // The first render is a transition: React then renders in slices of a few milliseconds and
  // lets the browser in between, instead of one long task of the whole first screen (Lighthouse's
  // total blocking time counts every task over 50 ms; issue 16).
  void (hant ? import('@/lib/i18n-switch').then((m) => m.restoreLocale()) : Promise.resolve()).then(() => {
    const container = document.getElementById('root')!;
    const tree = (
      <StrictMode>
        <AppProviders>
          <LocaleRoot>
            <AppRouterProvider router={router} fallback={<PageFallback />} />
          </LocaleRoot>
        </AppProviders>
      </StrictMode>
    );
    // Hydration in a transition too: at its default priority React hydrates the whole screen
    // in one task.
    if (hydrate) {
      startTransition(() => {
        hydrateRoot(container, tree);
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(tree));
  });
}
