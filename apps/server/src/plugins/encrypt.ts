import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ENCRYPT_API_PREFIX, ENCRYPT_KID_HEADER, plainPathOf, type EncryptKeyFile } from '@sixmark/shared';
import { encryptBytes } from '../lib/envelope';
import { encryptStats, isSealed, markEncrypted, markSealed, sealerOf, type Sealer } from '../lib/encrypted-requests';

/** Static JSON tag of the key file. */
export const ENCRYPT_TAG = 'encrypt';
export const ENCRYPT_CHANNEL = 'encrypt:changed';
/** Where a refused encrypted request goes: an unrouted API path, so it answers the 404 envelope. */
const DISABLED_PATH = '/app-api/__encrypt-disabled__';

interface KeyRow {
  kid: string;
  key: Buffer;
  b64: string;
  createdAt: Date;
  retiredAt: Date | null;
}

/** The flag and keys, kept in memory (the rewrite runs before routing, synchronously). */
export class EncryptState {
  enabled = false;
  graceSeconds = 3600;
  keys: KeyRow[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  async load(pool: pg.Pool | pg.PoolClient): Promise<void> {
    const s = await pool.query<{ enabled: boolean; grace_seconds: number }>('SELECT enabled, grace_seconds FROM encrypt_settings WHERE id = 1');
    const k = await pool.query<{ kid: string; key_b64: string; created_at: Date; retired_at: Date | null }>(
      'SELECT kid, key_b64, created_at, retired_at FROM encrypt_keys ORDER BY id DESC LIMIT 16',
    );
    this.enabled = s.rows[0]?.enabled ?? false;
    this.graceSeconds = s.rows[0]?.grace_seconds ?? 3600;
    this.keys = k.rows.map((r) => ({ kid: r.kid, key: Buffer.from(r.key_b64, 'base64'), b64: r.key_b64, createdAt: r.created_at, retiredAt: r.retired_at }));
  }

  current(): KeyRow | null {
    return this.keys.find((k) => k.retiredAt === null) ?? null;
  }

  /** A key still answers: the current one, or a retired one within its grace period. */
  isValid(k: KeyRow): boolean {
    return k.retiredAt === null || this.now() < k.retiredAt.getTime() + this.graceSeconds * 1000;
  }

  validKeys(): KeyRow[] {
    return this.keys.filter((k) => this.isValid(k));
  }

  /** The key to answer with: the one the client names if still valid, else the current; null when off. */
  sealerFor(kid: string | string[] | undefined): Sealer | null {
    if (!this.enabled) return null;
    const current = this.current();
    if (!current) return null;
    if (typeof kid === 'string' && kid !== current.kid) {
      const named = this.keys.find((k) => k.kid === kid);
      if (named && this.isValid(named)) return { kid: named.kid, key: named.key };
    }
    return { kid: current.kid, key: current.key };
  }

  keyFile(): EncryptKeyFile {
    const current = this.enabled ? this.current() : null;
    if (!current) return { encrypt: 0, kid: null, keys: {} };
    return { encrypt: 1, kid: current.kid, keys: Object.fromEntries(this.validKeys().map((k) => [k.kid, k.b64])) };
  }
}

const rewritten = new WeakSet<IncomingMessage>();

/**
 * Maps an encrypted address to the plain one before routing and marks the request, so every
 * route answers it unchanged and the answer is sealed on the way out: `/app-api/encrypt/x` →
 * `/app-api/x` (any method), `…/name_encrypt.json` → `…/name.json` (GET/HEAD). When the flag is
 * off these addresses go to an unrouted path (404). Runs once per request, from the server
 * factory (before the static JSON fast path) and from Fastify's rewriteUrl (inject, tests).
 */
export function rewriteEncrypted(state: EncryptState, req: IncomingMessage): string {
  const url = req.url ?? '/';
  // Only rewritten requests are remembered (a rewritten address may look encrypted again, e.g.
  // `/app-api/encrypt/encrypt/x`); for the rest a second call finds nothing to do again. Marking
  // every request would put each polled request into a WeakSet, an ephemeron the GC must trace.
  if (rewritten.has(req)) return url;
  let plain: string | null = null;
  if (url.startsWith(ENCRYPT_API_PREFIX)) plain = `/app-api/${url.slice(ENCRYPT_API_PREFIX.length)}`;
  else if (req.method === 'GET' || req.method === 'HEAD') {
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    if (path.endsWith('_encrypt.json')) {
      const p = plainPathOf(path);
      if (p) plain = p + (q === -1 ? '' : url.slice(q));
    }
  }
  if (plain === null) return url;
  rewritten.add(req);
  const sealer = state.sealerFor(req.headers[ENCRYPT_KID_HEADER]);
  req.url = sealer ? plain : DISABLED_PATH;
  if (sealer) markEncrypted(req, sealer);
  return req.url;
}

const JSON_TYPE = /^application\/json\b/i;

/**
 * Encrypted transport (issue 18, docs/encryption.md): loads the operator's flag and keys,
 * rewrites encrypted addresses (rewriteEncrypted) and seals every answer to a marked request
 * that is not sealed already (cached JSON is sealed once per fill in static-json.ts). Registered
 * before the compression plugin, so sealed answers are compressed like any other.
 */
export const encryptPlugin = fp(async (app: FastifyInstance, opts: { state: EncryptState }) => {
  const state = opts.state;
  await state.load(app.pool);
  app.decorate('encrypt', state);
  const off = app.bus.subscribe(ENCRYPT_CHANNEL, () => {
    state.load(app.pool).catch((err: unknown) => app.log.error({ err }, 'encrypt state reload failed'));
  });
  app.addHook('onClose', async () => off());

  app.addHook('onSend', async (request, reply, payload) => {
    const sealer = sealerOf(request.raw);
    if (!sealer || isSealed(reply.raw)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams
    const status = reply.statusCode;
    if (status === 204 || status === 304) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return payload;
    markSealed(reply.raw);
    encryptStats.dynamic++;
    // Validators of the plain bytes do not name these bytes.
    reply.removeHeader('etag');
    reply.removeHeader('content-length');
    return JSON.stringify(encryptBytes(typeof payload === 'string' ? Buffer.from(payload) : payload, sealer.kid, sealer.key));
  });
});
