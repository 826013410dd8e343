import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, msg } from '@sixmark/shared';
import { AppError } from '../lib/errors';
import { fail } from '../lib/reply';
import { localizerFor, requestLocale, validationDetail } from './i18n';

/** Field name of a validation issue: `/account` → `account`, `body/account` → `account`. */
function fieldOf(path: string | undefined): string {
  const parts = (path ?? '').split(/[/.]/).filter(Boolean);
  return parts.at(-1) ?? '';
}

/**
 * Every failure leaves as the `{ success, code, msg, data }` envelope: schema errors as 400
 * naming the field in Chinese, AppErrors with their code and status, anything else as a
 * 500 with a generic message (the stack goes to the log, never to the client).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.statusCode).send(fail(error.code, error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first?.instancePath) || String(first?.params?.['path'] ?? '') || 'body';
      // Translated here, part by part: the answer's hook only knows whole table texts.
      const locale = requestLocale(request);
      const text = first ? validationDetail(locale, first) : '';
      const detail = text ? `：${text}` : '';
      return reply.status(400).send(fail(ErrorCode.BAD_REQUEST, `${localizerFor(locale)(msg.fieldInvalid(field))}${detail}`));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(fail(ErrorCode.RATE_LIMITED, msg.tooManyRequests));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(fail(ErrorCode.BAD_REQUEST, msg.badRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(ErrorCode.SYSTEM, msg.systemError));
  });
});
