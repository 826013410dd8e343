import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouterProvider } from './app/app-router';
import { PageFallback, createAppRouter } from './app/router';
import { startApp } from './app/start';
import { STARTUP_LOADER_MAX_MS, hideStartupLoader } from './app/startup-loader';
import { LocaleRoot } from './app/locale-root';
import { LOCALE_STORAGE_KEY } from './lib/i18n';
import './styles/global.css';

function boot(): void {
  const router = createAppRouter();
  startApp();
  // A remembered 繁體 choice loads its table (and the switch code) before the first render, so no
  // Simplified flashes first; 简体 renders at once.
  // The first render is a transition: React then renders in slices of a few milliseconds and
  // lets the browser in between, instead of one long task of the whole first screen (Lighthouse's
  // total blocking time counts every task over 50 ms; issue 16).
  void (localStorage.getItem(LOCALE_STORAGE_KEY) === 'zh-Hant' ? import('./lib/i18n-switch').then((m) => m.restoreLocale()) : Promise.resolve()).then(() => {
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

// Start-up and the first render begin in a task of their own: evaluating the entry (React, the
// router, TanStack Query, the app's modules) is one long task already, and the start-up work at
// its end lengthened it (Lighthouse counts each task's time over 50 ms as blocking; issue 16).
setTimeout(boot, 0);

// The layout hides the start-up loader when the first screen mounts; this is the backstop.
setTimeout(hideStartupLoader, STARTUP_LOADER_MAX_MS);
