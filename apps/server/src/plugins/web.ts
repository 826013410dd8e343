import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, OWN_SCREEN_COOKIE, msg } from '@sixmark/shared';
import { negotiate } from '../lib/compress';
import { fail } from '../lib/reply';
import { createFirstLoad } from './first-load';

const API_PREFIXES = ['/app-api', '/chat-api', '/sys-upload', '/ws-game', '/ws-chat'];

const OWN_SCREEN = new RegExp(`(?:^|;\\s*)${OWN_SCREEN_COOKIE}=1(?:;|$)`);
/** Whether the request carries the web's OWN_SCREEN_COOKIE. */
export const hasOwnScreenHint = (cookie: string | undefined): boolean => !!cookie && OWN_SCREEN.test(cookie);

/**
 * Serves the built web app: hashed assets immutable for a year, precompressed .br/.gz files
 * chosen by Accept-Encoding (made at build time, so nothing is compressed per request), and
 * index.html (no-cache) for every client route. Unknown API paths answer 404 in the envelope.
 */
export async function webPlugin(app: FastifyInstance) {
  const dist = app.config.webDist;
  const hasWeb = !!dist && existsSync(join(dist, 'index.html'));
  if (hasWeb && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache headers below, per kind of file.
      cacheControl: false,
      setHeaders: (res, path) => {
        // A precompressed file arrives here as its .br/.gz path: judge it by the file it stands for.
        const file = path.replace(/\.(br|gz)$/, '');
        if (/[/\\]assets[/\\]/.test(file)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // The service worker script, the manifest and the page must be revalidated every time, or
        // a release (and its update prompt) waits for an HTTP cache to expire (docs/offline.md).
        else if (/[/\\]sw\.js$/.test(file) || file.endsWith('.webmanifest') || file.endsWith('.html'))
          res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasWeb && dist ? readFileSync(join(dist, 'index.html')) : null;
  // The pages of issue 16 get their chunks, first answers and top images in the HTML (first-load.ts).
  const firstLoad = indexHtml && dist ? createFirstLoad(app, dist, indexHtml.toString('utf8')) : null;

  // The operator console (apps/admin): its own bundle under /admin, never part of the member
  // app's files or its service worker's cache.
  const adminDist = app.config.adminDist;
  const hasAdmin = !!adminDist && existsSync(join(adminDist, 'index.html'));
  if (hasAdmin && adminDist) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      preCompressed: true,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        if (/[/\\]assets[/\\]/.test(path)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  const adminHtml = hasAdmin && adminDist ? readFileSync(join(adminDist, 'index.html')) : null;

  app.setNotFoundHandler({ preHandler: undefined }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
      return reply.status(404).send(fail(ErrorCode.NOT_FOUND, msg.notFound));
    }
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]{1,8}$/i.test(path);
    if (path === '/admin' || path.startsWith('/admin/')) {
      if (adminHtml && wantsHtml) {
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(adminHtml);
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    if (indexHtml && wantsHtml) {
      // Undrawn (its answers seeded, its screen left to the browser) with a query string, which
      // may choose something else than the plain path shows (the game center's category), and for
      // a visitor whose first screen is not a guest's (OWN_SCREEN_COOKIE: a member, 繁體).
      const undrawn = request.url.includes('?') || hasOwnScreenHint(request.headers.cookie);
      const page = firstLoad ? await firstLoad.page(path, undrawn) : null;
      if (page) {
        // The same page for every guest (guests' answers only), or for every visitor with the hint.
        const encoding = negotiate(request.headers['accept-encoding']);
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
