import { markFirstScreen } from '@/lib/first-screen';

/** The start-up loader of index.html (spec 3 §1): fades out once the first screen is up. */
const FADE_MS = 400;
/** Never leave a visitor behind the loader, even if the first screen fails to mount. */
export const STARTUP_LOADER_MAX_MS = 10_000;

let hidden = false;
export function hideStartupLoader(): void {
  if (hidden) return;
  hidden = true;
  markFirstScreen();
  const loader = document.getElementById('app-loader');
  if (!loader) return;
  loader.classList.add('app-loader--hide');
  setTimeout(() => loader.remove(), FADE_MS);
}
