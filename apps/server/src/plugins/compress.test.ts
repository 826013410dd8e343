import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compressStats, encodedEtag, etagMatches, negotiate } from '../lib/compress';
import { createMemoryBus } from '../realtime/bus';
import { compressPlugin } from './compress';
import { staticJsonPlugin } from './static-json';
import { rawRequest, type RawAnswer } from '../../test/raw-http';

/** A JSON document well over 1 KB, compressible like the real lists. */
const bigDoc = (tag = 'a') => ({
  success: true,
  data: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `第${i}期`, content: `${tag} 鼠 牛 虎 兔 龙 ${i}`, note: '' })),
});
const SMALL = { success: true, data: { ok: 1 } };

let app: FastifyInstance;
let base: string;
let builds = 0;

beforeAll(async () => {
  let fastServe: (req: Parameters<FastifyInstance['staticJson']['fastServe']>[0], res: Parameters<FastifyInstance['staticJson']['fastServe']>[1]) => boolean = () => false;
  // As buildApp does: cached files are answered by the node:http handler before Fastify.
  app = Fastify({
    serverFactory: (handler) =>
      createServer((req, res) => {
        if (!fastServe(req, res)) handler(req, res);
      }),
  });
  app.decorate('bus', createMemoryBus());
  await app.register(compressPlugin);
  await app.register(staticJsonPlugin);
  fastServe = app.staticJson.fastServe;
  app.get('/app-api/big', async () => bigDoc());
  app.get('/app-api/small', async () => SMALL);
  app.get('/app-api/tagged', async (_req, reply) => reply.header('etag', '"v1"').send(bigDoc()));
  app.get('/app-api/stream', async (_req, reply) => reply.type('application/json').send(Readable.from([JSON.stringify(bigDoc())])));
  app.get('/app-api/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/app-api/events', async (_req, reply) => reply.type('text/event-stream').send('data: x\n\n'.repeat(300)));
  app.get('/app-api/missing', async (_req, reply) => reply.code(304).send());
  app.get('/elsewhere/big', async () => bigDoc());
  app.staticJson.define({
    route: '/sys-upload/data/json/doc.json',
    tags: ['doc'],
    build: async () => {
      builds++;
      return bigDoc(`b${builds}`);
    },
  });
  app.get('/app-api/list', async (request, reply) =>
    app.staticJson.answer(request, reply, 'list', ['doc'], async () => {
      builds++;
      return bigDoc(`list${builds}`);
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  compressStats.cached = 0;
  compressStats.dynamic = 0;
});

type Raw = RawAnswer;
const raw = (path: string, headers: Record<string, string | string[]> = {}, method = 'GET') => rawRequest(`${base}${path}`, headers, method);
const decode = (r: Raw): unknown => {
  const enc = r.headers['content-encoding'];
  const bytes = enc === 'br' ? brotliDecompressSync(r.body) : enc === 'gzip' ? gunzipSync(r.body) : r.body;
  return JSON.parse(bytes.toString());
};

describe('Accept-Encoding negotiation', () => {
  it('prefers br, then gzip, honours q=0 and *, and ignores unknown codings', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0, gzip')).toBe('gzip');
    expect(negotiate('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*, br;q=0')).toBe('gzip');
    expect(negotiate('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
    expect(negotiate('')).toBeNull();
  });

  it('compares If-None-Match weakly, with lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"x", "a-br"', '"a-br"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"a"', '"a-br"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gz"');
    expect(encodedEtag('"abc"', null)).toBe('"abc"');
  });
});

describe('dynamic API answers', () => {
  it('compresses answers over 1 KB with br or gzip by Accept-Encoding, and sends identity otherwise', async () => {
    const br = await raw('/app-api/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(br)).toEqual(bigDoc());
    const gz = await raw('/app-api/big', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toEqual(bigDoc());
    const plain = await raw('/app-api/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(plain.body.toString())).toEqual(bigDoc());
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(Number(br.headers['content-length'] ?? br.body.length)).toBe(br.body.length);
    expect(compressStats.dynamic).toBe(2);
  });

  it('leaves answers of 1 KB or less, HEAD, 304, streams, images and event streams alone', async () => {
    const ae = { 'accept-encoding': 'br, gzip' };
    const small = await raw('/app-api/small', ae);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual(SMALL);
    const head = await raw('/app-api/big', ae, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect((await raw('/app-api/missing', ae)).headers['content-encoding']).toBeUndefined();
    const stream = await raw('/app-api/stream', ae);
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(stream.body.toString())).toEqual(bigDoc());
    expect((await raw('/app-api/png', ae)).headers['content-encoding']).toBeUndefined();
    expect((await raw('/app-api/events', ae)).headers['content-encoding']).toBeUndefined();
    // Only the API prefixes: the web app's own files are precompressed at build time.
    expect((await raw('/elsewhere/big', ae)).headers['content-encoding']).toBeUndefined();
    expect(compressStats.dynamic).toBe(0);
  });

  it('weakens a strong ETag on an encoded answer (same content, other bytes)', async () => {
    const r = await raw('/app-api/tagged', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.etag).toBe('W/"v1"');
    expect((await raw('/app-api/tagged')).headers.etag).toBe('"v1"');
  });
});

describe('cached JSON', () => {
  it('is compressed once when cached: 60 requests in three encodings run the compressor once', async () => {
    const first = await raw('/sys-upload/data/json/doc.json', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(compressStats.cached).toBe(1);
    const seen = new Map<string, string>();
    for (let i = 0; i < 60; i++) {
      const ae = ['br, gzip', 'gzip', 'identity'][i % 3]!;
      // `_t` as the clients send it: the same document.
      const r = await raw(`/sys-upload/data/json/doc.json?_t=${i}`, { 'accept-encoding': ae });
      expect(r.status).toBe(200);
      expect(decode(r)).toEqual(bigDoc('b1'));
      seen.set(String(r.headers['content-encoding'] ?? 'identity'), String(r.headers.etag));
    }
    expect(compressStats.cached).toBe(1);
    expect(compressStats.dynamic).toBe(0);
    expect(builds).toBe(1);
    // Each encoding is its own representation with its own ETag, derived from the raw one.
    const plainTag = seen.get('identity')!;
    expect(plainTag).toBe(app.staticJson.get('/sys-upload/data/json/doc.json')?.etag);
    expect(seen.get('br')).toBe(encodedEtag(plainTag, 'br'));
    expect(seen.get('gzip')).toBe(encodedEtag(plainTag, 'gzip'));
  });

  it('answers 304 to the ETag of the encoding it would send, and the full answer to another', async () => {
    const url = '/sys-upload/data/json/doc.json';
    const br = await raw(url, { 'accept-encoding': 'br' });
    const nm = await raw(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(nm.status).toBe(304);
    expect(nm.body.length).toBe(0);
    expect(nm.headers.etag).toBe(br.headers.etag);
    expect(nm.headers.vary).toMatch(/accept-encoding/i);
    // A client that switched to gzip holds the br bytes' tag: it gets the gzip form.
    const other = await raw(url, { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers.etag) });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
    // Weak form from an intermediary still matches.
    const gz = String(other.headers.etag);
    expect((await raw(url, { 'accept-encoding': 'gzip', 'if-none-match': `W/${gz}` })).status).toBe(304);
  });

  it('is rebuilt and compressed again once after an invalidation', async () => {
    await app.staticJson.invalidate('doc');
    const before = builds;
    for (let i = 0; i < 10; i++) await raw('/sys-upload/data/json/doc.json', { 'accept-encoding': 'br' });
    expect(builds).toBe(before + 1);
    expect(compressStats.cached).toBe(1);
  });

  it('keeps routed answers (lists) the same way: built and compressed once, 304 by ETag, dropped by tag', async () => {
    await app.staticJson.invalidate('doc');
    const before = builds;
    const a = await raw('/app-api/list?_t=1', { 'accept-encoding': 'gzip, br' });
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['cache-control']).toBe('no-cache');
    for (let i = 0; i < 20; i++) {
      const r = await raw(`/app-api/list?_t=${i}`, { 'accept-encoding': 'gzip, br' });
      expect(r.body.equals(a.body)).toBe(true);
    }
    expect(builds).toBe(before + 1);
    expect(compressStats.cached).toBe(1);
    // The per-request hook saw an answer already encoded and left it alone.
    expect(compressStats.dynamic).toBe(0);
    expect(app.staticJson.answers()).toBe(1);
    expect((await raw('/app-api/list', { 'accept-encoding': 'gzip, br', 'if-none-match': String(a.headers.etag) })).status).toBe(304);
    await app.staticJson.invalidate('doc');
    expect(app.staticJson.answers()).toBe(0);
    const b = await raw('/app-api/list', { 'accept-encoding': 'gzip, br' });
    expect(b.headers.etag).not.toBe(a.headers.etag);
    expect(decode(b)).toEqual(bigDoc(`list${before + 2}`));
  });
});
