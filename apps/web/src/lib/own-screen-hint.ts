import { DEFAULT_LOCALE, OWN_SCREEN_COOKIE } from '@sixmark/shared';
import { getLocale, subscribeLocale } from './i18n';
import { getToken, onSessionChange } from './session';

const YEAR_S = 365 * 24 * 3600;

/** Whether the page's first screen is the visitor's own rather than a guest's in 简体. */
const ownScreen = (): boolean => getToken() !== null || getLocale() !== DEFAULT_LOCALE;

/**
 * Keeps OWN_SCREEN_COOKIE in step with the session and the language, so a member or a 繁體 reader
 * is sent pages without the guest's screen drawn in them: drawn, it showed until the app replaced
 * it, a guest's buttons under a member's finger.
 */
export function syncOwnScreenHint(): void {
  const own = ownScreen();
  const set = document.cookie.split(/;\s*/).includes(`${OWN_SCREEN_COOKIE}=1`);
  if (own === set) return;
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${OWN_SCREEN_COOKIE}=${own ? '1' : ''}; path=/; max-age=${own ? YEAR_S : 0}; samesite=lax${secure}`;
}

/** Syncs now and on every sign-in, sign-out and language change (app/start.ts). */
export function installOwnScreenHint(): void {
  syncOwnScreenHint();
  onSessionChange(syncOwnScreenHint);
  subscribeLocale(syncOwnScreenHint);
}
