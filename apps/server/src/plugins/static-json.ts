import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodedEtag, etagMatches, negotiate, packJson, type Encoding, type PackedJson } from '../lib/compress';
import { markSealed, sealerOf, twinOf } from '../lib/encrypted-requests';

interface Entry extends PackedJson {
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
  /**
   * Answers a routed request (an API list, say) from a memory cache under `key`, built by
   * `build` on a miss and dropped by `invalidate(tag)` like the files: the same compressed-once
   * bytes, ETag and 304. Keys live apart from the file paths (the fast path never sees them)
   * and at most `ANSWER_CACHE_MAX_ENTRIES` are kept. `build` answering null gives null (the
   * caller answers) and caches nothing.
   */
  answer(request: FastifyRequest, reply: FastifyReply, key: string, tags: string[], build: () => Promise<unknown>): Promise<FastifyReply | null>;
  /** How many answers `answer` holds (tests). */
  answers(): number;
  /** Every route pattern `define` registered (tests walk them). */
  routes(): string[];
}

/** Requests answered by `fastServe` before Fastify's routing (tests prove which path answered). */
export const fastPathStats = { served: 0 };

/** Most routed answers kept by `answer` (lists by their parameters). */
export const ANSWER_CACHE_MAX_ENTRIES = 500;

/** Answers `req` from memory and returns true, or returns false to let Fastify handle it. */
export type FastPathHandler = (req: IncomingMessage, res: ServerResponse, path: string, query: string) => boolean;

type CachedBytes = { body: Buffer; etag: string; br?: Buffer | null; gzip?: Buffer | null };
interface Variant {
  etag: string;
  ok: Record<string, string>;
  notModified: Record<string, string>;
  bytes: Buffer;
}
interface PreparedHeaders {
  plain: Variant;
  br: Variant | null;
  gzip: Variant | null;
}
// Header objects are built once per cached file, not per request: this is the hottest path.
const prepared = new WeakMap<CachedBytes, PreparedHeaders>();

function headersOf(bytes: CachedBytes): PreparedHeaders {
  let h = prepared.get(bytes);
  if (!h) {
    const variant = (encoding: Encoding | null, body: Buffer): Variant => {
      const etag = encodedEtag(bytes.etag, encoding);
      const base = {
        etag,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        'x-content-type-options': 'nosniff',
      };
      return {
        etag,
        bytes: body,
        notModified: base,
        ok: {
          ...base,
          'content-type': 'application/json; charset=utf-8',
          ...(encoding ? { 'content-encoding': encoding } : {}),
          'content-length': String(body.length),
        },
      };
    };
    h = {
      plain: variant(null, bytes.body),
      br: bytes.br ? variant('br', bytes.br) : null,
      gzip: bytes.gzip ? variant('gzip', bytes.gzip) : null,
    };
    prepared.set(bytes, h);
  }
  return h;
}

/** The form of cached bytes this request gets: br or gzip when it accepts them and they exist. */
function variantFor(acceptEncoding: string | undefined, h: PreparedHeaders): Variant {
  if (h.br === null && h.gzip === null) return h.plain;
  const accepted = negotiate(acceptEncoding);
  if (accepted === 'br') return h.br ?? h.gzip ?? h.plain;
  if (accepted === 'gzip') return h.gzip ?? h.plain;
  return h.plain;
}

/**
 * Writes cached JSON bytes with their ETag (304 when the client has them): the br or gzip
 * form made when the bytes were cached, never compressed here. Each encoding has its own ETag.
 */
export function writeCachedJson(req: IncomingMessage, res: ServerResponse, bytes: CachedBytes): void {
  // An encrypted request (`*_encrypt.json`, `/app-api/encrypt/*`) gets the twin, sealed once.
  const sealer = sealerOf(req);
  if (sealer) {
    bytes = twinOf(bytes, sealer);
    markSealed(res);
  }
  const v = variantFor(req.headers['accept-encoding'], headersOf(bytes));
  if (etagMatches(req.headers['if-none-match'], v.etag)) {
    res.writeHead(304, v.notModified).end();
    return;
  }
  res.writeHead(200, v.ok);
  res.end(req.method === 'HEAD' ? undefined : v.bytes);
}

/** The same answer through Fastify (the first request of a file, before it is cached). */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, bytes: CachedBytes): FastifyReply {
  const sealer = sealerOf(request.raw);
  if (sealer) {
    bytes = twinOf(bytes, sealer);
    markSealed(reply.raw);
  }
  const v = variantFor(request.headers['accept-encoding'], headersOf(bytes));
  // An onRequest hook may have set Vary already (CORS: `origin`); it must stay beside ours.
  const vary = reply.getHeader('vary');
  const keepVary = (h: Record<string, string>) => (typeof vary === 'string' && vary !== '' ? { ...h, vary: `${vary}, ${h.vary}` } : h);
  if (etagMatches(request.headers['if-none-match'], v.etag)) return reply.code(304).headers(keepVary(v.notModified)).send();
  // content-length is Fastify's to set (it drops the body of HEAD answers itself).
  const { 'content-length': _length, ...headers } = v.ok;
  return reply.headers(keepVary(headers)).send(v.bytes);
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
export const staticJsonPlugin = fp(async (app: FastifyInstance, opts: { maxEntries?: number; cors?: boolean } = {}) => {
  const maxEntries = opts.maxEntries ?? STATIC_JSON_MAX_ENTRIES;
  const cache = new Map<string, Entry>();
  const answerCache = new Map<string, Entry>();
  const extraFastPaths: FastPathHandler[] = [];
  const building = new Map<string, Promise<Entry | null>>();
  let generation = 0;

  const dropTags = (tags: string[]) => {
    generation++;
    for (const map of [cache, answerCache])
      for (const [key, entry] of map) if (entry.tags.some((t) => tags.includes(t))) map.delete(key);
    building.clear();
  };
  const unsubscribe = app.bus.subscribe(CHANNEL, (m) => dropTags((m as { tags: string[] }).tags));
  app.addHook('onClose', async () => unsubscribe());

  const remember = (map: Map<string, Entry>, max: number, key: string, entry: Entry) => {
    map.delete(key);
    // Maps keep insertion order: the first key is the oldest.
    while (map.size >= max) map.delete(map.keys().next().value!);
    map.set(key, entry);
  };

  /** The cached entry, or one build shared by concurrent misses (compressed once, in packJson). */
  const lookup = (
    map: Map<string, Entry>,
    max: number,
    key: string,
    tags: () => string[],
    build: () => Promise<unknown>,
  ): Entry | Promise<Entry | null> => {
    const hit = map.get(key);
    if (hit) return hit;
    const buildKey = map === cache ? key : `answer:${key}`;
    let pending = building.get(buildKey);
    if (!pending) {
      const gen = generation;
      const started: Promise<Entry | null> = build().then((value) => {
        if (value === null || value === undefined) return null;
        const entry: Entry = { ...packJson(value), tags: tags() };
        // A build that raced an invalidation must not be cached.
        if (gen === generation) remember(map, max, key, entry);
        return entry;
      });
      pending = started;
      building.set(buildKey, started);
      void started
        .finally(() => {
          if (building.get(buildKey) === started) building.delete(buildKey);
        })
        .catch(() => undefined);
    }
    return pending;
  };

  const defined: string[] = [];
  const api: StaticJson = {
    define(source) {
      const routes = Array.isArray(source.route) ? source.route : [source.route];
      defined.push(...routes);
      for (const url of routes) {
        // JSON is never rendered as a page, so the HTML security headers (CSP etc.) are skipped
        // on these hot paths; nosniff is kept.
        app.get(url, { config: { rateLimit: false }, helmet: false, schema: { hide: true } }, async (request, reply) => {
          const params = request.params as Record<string, string>;
          const key = source.canonical ? source.canonical(params) : fill(url, params);
          if (key === null) return notFound(reply);
          const tags = () => (typeof source.tags === 'function' ? source.tags(params) : source.tags);
          const entry = await lookup(cache, maxEntries, key, tags, () => source.build(params));
          if (!entry) return notFound(reply);
          return sendCachedJson(request, reply, entry);
        });
      }
    },
    async invalidate(...tags) {
      dropTags(tags);
      if (app.bus.kind !== 'memory') await app.bus.publish(CHANNEL, { tags });
    },
    get: (path) => cache.get(path),
    size: () => cache.size,
    // What the fast path leaves out of Fastify's request life cycle, and why each is safe for
    // the cached files (app-hardening and fast-path tests hold these):
    // - other methods: only GET and HEAD are answered; the rest (OPTIONS preflights, POST) go
    //   to Fastify, which answers them as before (404/405 or CORS).
    // - the query string: ignored, because no cached file reads it (the clients' `_t` cache
    //   buster); the cache key is the path alone, as in the routed handler (`canonical`).
    //   Handlers added by addFastPath that do read it (open info `gameId`) get it parsed.
    // - helmet: every cached route is registered with `helmet: false` (JSON is never rendered
    //   as a page) and sets nosniff itself, so the routed answer carries the same headers as
    //   this one; fast-path.test.ts compares them header for header.
    // - the rate limiter: every cached route is `rateLimit: false` (and `/sys-upload` is on its
    //   allow-list), so no request to them is counted or refused today; nothing to keep.
    // - operator access (onRequest): it refuses only `/app-api/admin/` routes, none of which is
    //   cached; for the rest it merely resolves an operator token that these files never read.
    // - CORS (onRequest, only when origins are configured): it adds headers to cross-origin
    //   requests, so a request with an Origin header goes to Fastify whenever CORS is on.
    // - encryption: the `*_encrypt.json` twins were rewritten to the plain path by the server
    //   factory before this runs and are sealed here (writeCachedJson), as the routed path does;
    //   with encryption off they were rewritten to an unrouted path, which is never cached.
    // - compression (onSend): cached bytes are compressed once when cached; the routed answer
    //   already skips the hook (it carries its Content-Encoding), so both send the same buffer.
    // - maintenance and operator switches live in the cached files' data: a change invalidates
    //   the entry (here and over the bus), and the next request is built by Fastify again.
    fastServe(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (opts.cors && req.headers.origin !== undefined) return false;
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      const entry = cache.get(path);
      if (entry) {
        fastPathStats.served++;
        writeCachedJson(req, res, entry);
        return true;
      }
      const query = q === -1 ? '' : url.slice(q + 1);
      for (const handler of extraFastPaths)
        if (handler(req, res, path, query)) {
          fastPathStats.served++;
          return true;
        }
      return false;
    },
    addFastPath(handler) {
      extraFastPaths.push(handler);
    },
    async answer(request, reply, key, tags, build) {
      const entry = await lookup(answerCache, ANSWER_CACHE_MAX_ENTRIES, key, () => tags, build);
      return entry ? sendCachedJson(request, reply, entry) : null;
    },
    answers: () => answerCache.size,
    routes: () => [...defined],
  };
  app.decorate('staticJson', api);
});
