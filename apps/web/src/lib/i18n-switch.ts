import { DEFAULT_LOCALE, isLocale, type Locale } from '@sixmark/shared';
import { applyLocale, LOCALE_STORAGE_KEY } from './i18n';

/** The document's language for each locale (index.html starts as zh-CN). */
const HTML_LANG: Record<Locale, string> = { 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-HK' };

/** The remembered choice (default when none or unreadable). */
export function storedLocale(): Locale {
  try {
    const v = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Switches the language (loading its table first), remembers it and re-renders. */
export async function setLocale(next: Locale): Promise<void> {
  applyLocale(next, next === 'zh-Hant' ? await import('./i18n-hant') : null);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = HTML_LANG[next];
}

/** At start-up: applies a remembered non-default choice (resolves once its table is loaded). */
export function restoreLocale(): Promise<void> {
  const stored = storedLocale();
  return stored === DEFAULT_LOCALE ? Promise.resolve() : setLocale(stored).catch(() => undefined);
}
