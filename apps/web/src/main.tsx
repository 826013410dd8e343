// The entry evaluates React alone; the app (router, TanStack Query, every module of the first
// screen: app/boot.tsx) evaluates in a task of its own, and starts up in a third. Evaluating a
// chunk is one task however large, and Lighthouse counts each task's time over 50 ms as blocking
// (issue 16): React and the app in one chunk made the longest task of every first load. The HTML
// preloads the app's chunks with the entry (vite.config.ts, plugins/first-load.ts), so splitting
// costs no round trip.
import 'react-dom/client';
import { STARTUP_LOADER_MAX_MS, hideStartupLoader } from './app/startup-loader';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('./app/boot'))
  .then(async ({ boot }) => {
    await nextTask();
    await boot();
  });

// The layout hides the start-up loader when the first screen mounts; this is the backstop.
setTimeout(hideStartupLoader, STARTUP_LOADER_MAX_MS);
