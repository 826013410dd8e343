import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

interface Entry {
  body: Buffer;
  gzip: Buffer | null;
  etag: string;
  tags: string[];
}

export interface StaticJsonSource {
  /** Fastify route, e.g. `/sys-upload/data/json/config.json` or `/sys-upload/data/lotery/:file`. */
  route: string | string[];
  /** Invalidation tags: `invalidate('system_config')` drops every entry carrying that tag. */
  tags: string[] | ((params: Record<string, string>) => string[]);
  /** Builds the JSON for these route params; `null` answers 404. */
  build: (params: Record<string, string>) => Promise<unknown>;
}

export interface StaticJson {
  define(source: StaticJsonSource): void;
  /** Drops cached files with any of these tags, here and in every other process. */
  invalidate(...tags: string[]): Promise<void>;
  /** The bytes a path would serve (benchmarks and tests). */
  get(path: string): Entry | undefined;
}

const CHANNEL = 'static-json:invalidate';

/**
 * Configuration and open-info JSON served from memory. Each file is built once per change of
 * the data behind it and kept as bytes with an ETag, so the paths thousands of clients poll
 * cost a map lookup. Query strings (the clients' `_t`) are ignored for the cache key.
 */
export const staticJsonPlugin = fp(async (app: FastifyInstance) => {
  const cache = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry | null>>();
  let generation = 0;

  const dropTags = (tags: string[]) => {
    generation++;
    for (const [key, entry] of cache) if (entry.tags.some((t) => tags.includes(t))) cache.delete(key);
    building.clear();
  };
  const unsubscribe = app.bus.subscribe(CHANNEL, (m) => dropTags((m as { tags: string[] }).tags));
  app.addHook('onClose', async () => unsubscribe());

  const serve = (entry: Entry, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (entry.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.body);
  };

  const api: StaticJson = {
    define(source) {
      const routes = Array.isArray(source.route) ? source.route : [source.route];
      for (const url of routes) {
        app.get(url, { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
          const key = request.url.split('?')[0] ?? request.url;
          const hit = cache.get(key);
          if (hit) return serve(hit, request, reply);
          let pending = building.get(key);
          if (!pending) {
            const gen = generation;
            const params = request.params as Record<string, string>;
            pending = source.build(params).then((value) => {
              if (value === null || value === undefined) return null;
              const body = Buffer.from(JSON.stringify(value));
              const entry: Entry = {
                body,
                gzip: body.length > 1024 ? gzipSync(body) : null,
                etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
                tags: typeof source.tags === 'function' ? source.tags(params) : source.tags,
              };
              // A build that raced an invalidation must not be cached.
              if (gen === generation) cache.set(key, entry);
              return entry;
            });
            building.set(key, pending);
            void pending.finally(() => building.delete(key)).catch(() => undefined);
          }
          const entry = await pending;
          if (!entry) return reply.code(404).type('application/json').send('{"success":false,"code":"SYS/NOT_FOUND","msg":"请求的资源不存在","data":null}');
          return serve(entry, request, reply);
        });
      }
    },
    async invalidate(...tags) {
      dropTags(tags);
      if (app.bus.kind !== 'memory') await app.bus.publish(CHANNEL, { tags });
    },
    get: (path) => cache.get(path),
  };
  app.decorate('staticJson', api);
});
