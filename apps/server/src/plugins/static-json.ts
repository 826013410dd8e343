import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
  /**
   * The path of the document these (decoded) params name, which is its cache key: two spellings
   * of one document (leading zeros, reordered or unknown file parameters, percent-encoding) share
   * one entry. `null` when the params cannot name a document: 404, nothing built or cached.
   * Default: the route with its params filled in.
   */
  canonical?: (params: Record<string, string>) => string | null;
}

/** Most documents kept; past it the oldest entry goes (they are rebuilt on the next request). */
export const STATIC_JSON_MAX_ENTRIES = 2000;

export interface StaticJson {
  define(source: StaticJsonSource): void;
  /** Drops cached files with any of these tags, here and in every other process. */
  invalidate(...tags: string[]): Promise<void>;
  /** The bytes a path would serve (benchmarks and tests). */
  get(path: string): Entry | undefined;
  /** How many documents are cached. */
  size(): number;
  /**
   * Answers a cached file straight from the node:http handler, before Fastify's routing and
   * hooks (see app.ts `serverFactory`); false when the path is not cached, so Fastify builds it.
   */
  fastServe(req: IncomingMessage, res: ServerResponse): boolean;
  /** Adds another synchronous responder to the fast path (e.g. lottery open info). */
  addFastPath(handler: FastPathHandler): void;
}

/** Answers `req` from memory and returns true, or returns false to let Fastify handle it. */
export type FastPathHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: string) => boolean;

type CachedBytes = { body: Buffer; etag: string; gzip?: Buffer | null };
interface PreparedHeaders {
  notModified: Record<string, string>;
  plain: Record<string, string>;
  gzip: Record<string, string> | null;
}
// Header objects are built once per cached file, not per request: this is the hottest path.
const prepared = new WeakMap<CachedBytes, PreparedHeaders>();

function headersOf(bytes: CachedBytes): PreparedHeaders {
  let h = prepared.get(bytes);
  if (!h) {
    const base = {
      etag: bytes.etag,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
    };
    const json = { ...base, 'content-type': 'application/json; charset=utf-8' };
    h = {
      notModified: base,
      plain: { ...json, 'content-length': String(bytes.body.length) },
      gzip: bytes.gzip
        ? { ...json, 'content-encoding': 'gzip', 'content-length': String(bytes.gzip.length) }
        : null,
    };
    prepared.set(bytes, h);
  }
  return h;
}

/** Writes cached JSON bytes with their ETag (304 when the client has them). */
export function writeCachedJson(req: IncomingMessage, res: ServerResponse, bytes: CachedBytes): void {
  const h = headersOf(bytes);
  if (req.headers['if-none-match'] === bytes.etag) {
    res.writeHead(304, h.notModified).end();
    return;
  }
  const gzip = h.gzip !== null && bytes.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, gzip ? h.gzip! : h.plain);
  res.end(req.method === 'HEAD' ? undefined : gzip ? bytes.gzip : bytes.body);
}

const CHANNEL = 'static-json:invalidate';

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('application/json').send('{"success":false,"code":"SYS/NOT_FOUND","msg":"请求的资源不存在","data":null}');

/** The route with its (decoded) params filled in: `/x/:file` + { file: 'a.json' } → `/x/a.json`. */
const fill = (route: string, params: Record<string, string>) => route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');

/**
 * Configuration and open-info JSON served from memory. Each file is built once per change of
 * the data behind it and kept as bytes with an ETag, so the paths thousands of clients poll
 * cost a map lookup. Entries are keyed by the document (see `canonical`), never by the raw URL:
 * query strings (the clients' `_t`) and other spellings of a document add nothing, and the
 * cache holds at most `maxEntries` (STATIC_JSON_MAX_ENTRIES) documents.
 */
export const staticJsonPlugin = fp(async (app: FastifyInstance, opts: { maxEntries?: number } = {}) => {
  const maxEntries = opts.maxEntries ?? STATIC_JSON_MAX_ENTRIES;
  const cache = new Map<string, Entry>();
  const extraFastPaths: FastPathHandler[] = [];
  const building = new Map<string, Promise<Entry | null>>();
  let generation = 0;

  const dropTags = (tags: string[]) => {
    generation++;
    for (const [key, entry] of cache) if (entry.tags.some((t) => tags.includes(t))) cache.delete(key);
    building.clear();
  };
  const unsubscribe = app.bus.subscribe(CHANNEL, (m) => dropTags((m as { tags: string[] }).tags));
  app.addHook('onClose', async () => unsubscribe());

  const remember = (key: string, entry: Entry) => {
    cache.delete(key);
    // Maps keep insertion order: the first key is the oldest.
    while (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
  };

  const serve = (entry: Entry, request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('etag', entry.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('x-content-type-options', 'nosniff');
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
        // JSON is never rendered as a page, so the HTML security headers (CSP etc.) are skipped
        // on these hot paths; nosniff is kept.
        app.get(url, { config: { rateLimit: false }, helmet: false, schema: { hide: true } }, async (request, reply) => {
          const params = request.params as Record<string, string>;
          const key = source.canonical ? source.canonical(params) : fill(url, params);
          if (key === null) return notFound(reply);
          const hit = cache.get(key);
          if (hit) return serve(hit, request, reply);
          let pending = building.get(key);
          if (!pending) {
            const gen = generation;
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
              if (gen === generation) remember(key, entry);
              return entry;
            });
            building.set(key, pending);
            void pending.finally(() => building.delete(key)).catch(() => undefined);
          }
          const entry = await pending;
          if (!entry) return notFound(reply);
          return serve(entry, request, reply);
        });
      }
    },
    async invalidate(...tags) {
      dropTags(tags);
      if (app.bus.kind !== 'memory') await app.bus.publish(CHANNEL, { tags });
    },
    get: (path) => cache.get(path),
    size: () => cache.size,
    fastServe(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      const entry = cache.get(path);
      if (entry) {
        writeCachedJson(req, res, entry);
        return true;
      }
      const query = q === -1 ? '' : url.slice(q + 1);
      for (const handler of extraFastPaths) if (handler(req, res, path, query)) return true;
      return false;
    },
    addFastPath(handler) {
      extraFastPaths.push(handler);
    },
  };
  app.decorate('staticJson', api);
});
