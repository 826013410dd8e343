/**
 * The page's late-start.js (public/; a first screen the server drew) asks for the page's chunks
 * one per task after the first paint. An import made before it has finished makes Vite's loader
 * append every link still missing in one task (issue 16), so the start-up waits for it first.
 */

/** What late-start.js dispatches on the document, and marks its script with, once done. */
export const PRELOADS_STARTED_EVENT = 'sixmark:preloads-started';
const STARTED_ATTRIBUTE = 'data-started';
/** Longest wait: a script that failed half-way must not hold the app back (ms). */
export const PRELOADS_WAIT_MAX_MS = 1000;

/** Resolves once late-start.js has asked for every chunk, at once on a page without it. */
export function preloadsStarted(): Promise<void> {
  const script = document.querySelector('script[data-entry][data-preload]');
  if (!script || script.hasAttribute(STARTED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PRELOADS_WAIT_MAX_MS);
    document.addEventListener(
      PRELOADS_STARTED_EVENT,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
