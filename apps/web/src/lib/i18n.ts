import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale, type MessageSection, type ZhHans } from '@sixmark/shared';

/**
 * The web's language (docs/i18n.md): 简体 by default, 繁體 when chosen in 设置. Code reads texts
 * through `sectionText(name, section)` with the Simplified section it imports (so first-load code
 * holds only the sections it uses); the Traditional table, its localizer and antd-mobile's zh-HK
 * texts are one chunk (i18n-hant.ts), loaded only when chosen.
 * The choice is remembered in localStorage (lib/i18n-switch.ts) and sent to the server as `x-lang`
 * (lib/http.ts).
 */
export const LOCALE_STORAGE_KEY = 'locale';
export type Loaded = typeof import('./i18n-hant');

let locale: Locale = DEFAULT_LOCALE;
let hant: Loaded | null = null;
const listeners = new Set<() => void>();

export const getLocale = (): Locale => locale;

/**
 * A finished Simplified text (a shared message, a server text cached before the switch) in the
 * current language; texts outside the table come back unchanged.
 */
export const localize = (text: string): string => (locale === 'zh-Hant' && hant ? hant.toHant(text) : text);

/** antd-mobile's own texts (dialog buttons, pickers) for the current language; undefined = zh-CN. */
export const antdLocale = () => (locale === 'zh-Hant' ? hant?.antdZhHK : undefined);

/**
 * A section of the table as an object whose properties read the current language, so page text
 * objects (`PROFILE_TEXT.login`) and route titles follow a switch without changing their callers.
 * `source` is the section's Simplified export (`routeHans`), `name` its name in the table.
 */
export function sectionText<S extends MessageSection>(name: S, source: ZhHans[S]): { readonly [K in keyof ZhHans[S]]: string } {
  const out = {};
  for (const key of Object.keys(source)) {
    Object.defineProperty(out, key, {
      enumerable: true,
      get: () => (locale === 'zh-Hant' && hant ? (hant.zhHant[name] as Record<string, string>)[key] : (source as Record<string, string>)[key]),
    });
  }
  return out as { readonly [K in keyof ZhHans[S]]: string };
}

/** A route's title in the current language (config/paths.ts holds the Simplified one). */
export const routeTitle = (key: keyof ZhHans['route'], simplified: string): string =>
  locale === 'zh-Hant' && hant ? hant.zhHant.route[key] : simplified;

/**
 * Makes `next` the current language (its table already loaded) and re-renders subscribers; the
 * switch itself (loading, remembering) is lib/i18n-switch.ts, out of the first-load code.
 */
export function applyLocale(next: Locale, loaded: Loaded | null): void {
  if (loaded) hant = loaded;
  locale = next === 'zh-Hant' && !hant ? DEFAULT_LOCALE : next;
  listeners.forEach((l) => l());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language; the component re-renders when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribeLocale, getLocale, getLocale);
