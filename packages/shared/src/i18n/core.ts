import type { MessageSection, ZhHans } from './table';

/** The languages of the product. Simplified is the source and the default everywhere. */
export type Locale = 'zh-Hans' | 'zh-Hant';
export const DEFAULT_LOCALE: Locale = 'zh-Hans';
export const LOCALES: readonly Locale[] = ['zh-Hans', 'zh-Hant'];
export const isLocale = (value: unknown): value is Locale => value === 'zh-Hans' || value === 'zh-Hant';

/** A language file: the source table's sections and keys, every value a string. */
export type MessageTable = { readonly [S in MessageSection]: { readonly [K in keyof ZhHans[S]]: string } };

/** `section.key`, e.g. `'wallet.withdrawRange'`. */
export type MessageKey = { [S in MessageSection]: `${S}.${keyof ZhHans[S] & string}` }[MessageSection];

type ParamNames<T> = T extends `${string}{${infer P}}${infer Rest}` ? P | ParamNames<Rest> : never;
type SourceText<K extends MessageKey> = K extends `${infer S extends MessageSection}.${infer N}`
  ? N extends keyof ZhHans[S]
    ? ZhHans[S][N]
    : never
  : never;
/** The `{name}` parameters of a key's source text, as an object (never for a text without any). */
export type MessageParams<K extends MessageKey> = Record<ParamNames<SourceText<K>>, string | number>;
/** The arguments after a key: none, or its parameters object. */
export type MessageArgs<K extends MessageKey> = [ParamNames<SourceText<K>>] extends [never] ? [] : [params: MessageParams<K>];

export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills `{name}` placeholders. Values are inserted as they are (numbers as String(n), which is what
 * a template literal does), in one pass, so a value that contains braces is never filled again.
 */
export function fill(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/**
 * Fills placeholders by position: the i-th distinct `{name}` of the template, in order of
 * appearance, takes the i-th value. The shared exports (`walletMsg.withdrawRange(min, max)`) use it
 * with the Simplified text, whose placeholders they list in order; it keeps those wrappers short
 * in the web's first-load code. Translations are filled by name (`fill`), so they may reorder.
 */
export function fmt(template: string, ...values: (string | number)[]): string {
  const order = new Map<string, number>();
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    let at = order.get(name);
    if (at === undefined) order.set(name, (at = order.size));
    return at < values.length ? String(values[at]) : whole;
  });
}

/**
 * Function exports for a section's texts with parameters, each taking the placeholders' values in
 * order (`fmt`): `...paramTexts<{ withdrawRange: (min: number, max: number) => string }>(walletHans,
 * ['withdrawRange'])`. The signatures are declared by the caller; one builder instead of a wrapper
 * per text keeps the web's first-load code small.
 */
export function paramTexts<F extends Record<string, (...args: never[]) => string>>(
  section: { readonly [K in keyof F]: string },
  keys: readonly (keyof F & string)[],
): F {
  const out: Record<string, (...values: (string | number)[]) => string> = {};
  for (const key of keys) out[key] = (...values) => fmt(section[key], ...values);
  return out as unknown as F;
}

/** The raw text of a key in a table (placeholders unfilled). */
export function lookup(table: MessageTable, key: MessageKey): string {
  const dot = key.indexOf('.');
  const section = table[key.slice(0, dot) as MessageSection] as Readonly<Record<string, string>>;
  return section[key.slice(dot + 1)]!;
}

/** A key's text in a table, filled. */
export function translate<K extends MessageKey>(table: MessageTable, key: K, ...params: MessageArgs<K>): string {
  return fill(lookup(table, key), params[0] as Params | undefined);
}


const HANT_TAG = /^zh-(hant|hk|mo|tw)\b/i;
const HANS_TAG = /^zh(-(hans|cn|sg|my))?\b/i;

/** A language tag as one of ours: zh-Hant/zh-HK/zh-MO/zh-TW → Traditional, other zh tags → Simplified. */
export function localeOfTag(tag: string): Locale | undefined {
  const v = tag.trim();
  if (isLocale(v)) return v;
  if (HANT_TAG.test(v)) return 'zh-Hant';
  if (HANS_TAG.test(v)) return 'zh-Hans';
  return undefined;
}

/**
 * The locale a request asks for: `x-lang` (what the web sends: the player's explicit choice)
 * first, then the first Chinese entry of Accept-Language by weight, else Simplified.
 */
export function localeFromHeaders(xLang: string | undefined, acceptLanguage: string | undefined): Locale {
  const explicit = xLang ? localeOfTag(xLang.slice(0, 35)) : undefined;
  if (explicit) return explicit;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .slice(0, 500)
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...rest] = part.split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const e of ranked) {
    const locale = localeOfTag(e.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

