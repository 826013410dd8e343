import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** CORS for the configured origins only (off by default: the app is served same-origin). */
export const corsPlugin = fp(async (app: FastifyInstance, opts: { origins: string[] }) => {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !opts.origins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET,POST,PUT,DELETE,OPTIONS')
        .header('access-control-allow-headers', 'content-type,authorization,token,idempotency-key,x-lang')
        .status(204)
        .send();
    }
  });
});
