// The entry evaluates React alone; the libraries the app starts with (TanStack Query, the router,
// antd-mobile's parts, dayjs: the chunk plan's `vendor`), the app (app/boot.tsx: every module of
// the first screen) and its start-up steps evaluate in tasks of their own. Evaluating a chunk is
// one task however large, and Lighthouse counts each task's time over 50 ms as blocking (issue
// 16): React and the app in one chunk made the longest task of every first load. The HTML
// preloads those chunks with the entry (vite.config.ts preloadStartup, plugins/first-load.ts), so
// splitting costs no round trip.
import 'react-dom/client';
import { STARTUP_LOADER_MAX_MS, hideStartupLoader } from './app/startup-loader';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  // Importing any module of the `vendor` chunk evaluates all of it (scripts/lib/chunk-plan.mjs):
  // dayjs is one module with one export, so this import keeps no library's other exports alive
  // (a package's index would keep its whole namespace).
  .then(() => import('dayjs'))
  .then(nextTask)
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    await boot();
  });

// The layout hides the start-up loader when the first screen mounts; this is the backstop.
setTimeout(hideStartupLoader, STARTUP_LOADER_MAX_MS);
