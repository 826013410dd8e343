import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { createLocalizer, localeFromHeaders, zhHans, type Locale } from '@sixmark/shared';
import { createCatalogue } from '@sixmark/shared/i18n/catalogue';
import { uiHant } from '@sixmark/shared/i18n/ui-zh-Hant';
import { zhHant } from '@sixmark/shared/i18n/zh-Hant';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The language a request asks for: `x-lang` (the web's setting), else Accept-Language, else 简体. */
export const requestLocale = (request: FastifyRequest): Locale =>
  localeFromHeaders(first(request.headers['x-lang']), first(request.headers['accept-language']));

const tableHant = createLocalizer(zhHans, zhHant);
// The page catalogue also holds the server's inline texts (refusals written in a service, not in
// the table), exact and as `${}` templates; asked only when the table does not know the text, so a
// table text keeps its reviewed translation and parameters.
const catalogueHant = createCatalogue(uiHant);

/**
 * A finished Simplified text in Traditional: the message table, then the page catalogue (inline
 * server texts); anything else (operator-written text) comes back unchanged.
 */
export const toHant = (text: string): string => {
  const viaTable = tableHant(text);
  return viaTable !== text ? viaTable : catalogueHant(text);
};

export const localizerFor = (locale: Locale): ((text: string) => string) => (locale === 'zh-Hant' ? toHant : (text) => text);

const zodHans = z.locales.zhCN().localeError;
const zodHant = z.locales.zhTW().localeError;
const textOf = (v: unknown): string | undefined => (typeof v === 'string' ? v : (v as { message?: string } | undefined)?.message);

/**
 * A schema refusal's detail in the request's language. Zod's own wording (configured zh-CN in
 * app.ts) is rendered again with its zh-TW locale; a schema's custom message is one of our table's
 * texts and goes through the table.
 */
export function validationDetail(locale: Locale, v: { keyword?: string; message?: string; params?: Record<string, unknown> }): string {
  const message = v.message ?? '';
  if (locale === 'zh-Hans' || !message) return message;
  const issue = { ...v.params, code: v.keyword, path: [], message: undefined } as unknown as Parameters<typeof zodHans>[0];
  try {
    if (textOf(zodHans(issue)) === message) return textOf(zodHant(issue)) ?? message;
  } catch {
    // An issue shape the locale does not know: fall through to the table.
  }
  return toHant(message);
}

interface EnvelopeLike {
  success: boolean;
  code: string;
  msg: string;
}
const isEnvelope = (payload: unknown): payload is EnvelopeLike =>
  typeof payload === 'object' && payload !== null && typeof (payload as EnvelopeLike).msg === 'string' && typeof (payload as EnvelopeLike).success === 'boolean';

/**
 * Answers' `msg` in the request's language. Services keep building Simplified texts (the codes and
 * the envelope do not change); the one place an answer leaves translates it, so every refusal,
 * including texts built with parameters (limits, amounts), follows the player's setting.
 */
export const i18nPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isEnvelope(payload)) return payload;
    const locale = requestLocale(request);
    if (locale === 'zh-Hans') return payload;
    return { ...payload, msg: localizerFor(locale)(payload.msg) };
  });
});
