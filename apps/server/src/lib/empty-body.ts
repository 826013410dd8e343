import type { FastifyInstance } from 'fastify';

/**
 * Operator actions (approve, reject, confirm, flag) carry at most an optional reason, and
 * tools send them with `Content-Type: application/json` and no body at all. Fastify answers
 * that with 400 (empty JSON body); inside the calling plugin an empty body parses as "no
 * body" instead, and anything else goes through Fastify's own JSON parser (prototype
 * poisoning still refused).
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    json(request, String(body), done);
  });
}
