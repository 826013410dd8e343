import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { fastPathStats } from './static-json';
import { rawRequest, type RawAnswer } from '../../test/raw-http';

/**
 * The polled files answered before Fastify's routing (app.ts serverFactory → staticJson.fastServe)
 * must be the answers Fastify gives for them: same status, headers and bytes. `inject` always
 * goes through Fastify's routing and hooks (it never reaches the server factory), so it is the
 * normal path; a real HTTP request to the listening server is the fast path once cached.
 */
const ORIGIN = 'https://partner.example';
const RATE_LIMIT = 4;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [ORIGIN], rateLimitPerMinute: RATE_LIMIT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

type Answer = RawAnswer;

const real = (path: string, headers: Record<string, string | string[]> = {}, method = 'GET') => rawRequest(`${base}${path}`, headers, method);

const routed = async (path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<Answer> => {
  const res = await t.app.inject({ method, url: path, headers });
  return { status: res.statusCode, headers: res.headers as IncomingHttpHeaders, body: res.rawPayload };
};

/** Headers that depend on the connection or the clock, not on the answer. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !PER_CONNECTION.has(k)).sort(([a], [b]) => a.localeCompare(b)));

/** The fast path's answer, checked to have come from the fast path. */
async function fast(path: string, headers: Record<string, string | string[]> = {}, method = 'GET'): Promise<Answer> {
  const before = fastPathStats.served;
  const res = await real(path, headers, method);
  expect(fastPathStats.served, `${method} ${path} answered by the fast path`).toBe(before + 1);
  return res;
}

async function expectSameAnswer(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  const normal = await routed(path, headers, method); // also builds and caches the file
  const quick = await fast(path, headers, method);
  expect({ status: quick.status, headers: comparable(quick.headers) }).toEqual({ status: normal.status, headers: comparable(normal.headers) });
  expect(quick.body.equals(normal.body)).toBe(true);
  return quick;
}

const CONFIG = '/sys-upload/data/json/config.json';
const GAME_CENTER = '/sys-upload/data/json/game_center.json';
const OPEN_INFO = '/sys-upload/data/lotery/70.json';

describe('the fast path answers as Fastify does, header for header', () => {
  it('config.json, game_center.json and open info in every encoding, with the clients’ _t', async () => {
    for (const path of [CONFIG, GAME_CENTER, OPEN_INFO])
      for (const encoding of [null, 'br', 'gzip', 'gzip, deflate, br'] as const) {
        const res = await expectSameAnswer(`${path}?_t=${Date.now()}`, encoding ? { 'accept-encoding': encoding } : {});
        expect(res.status).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toBe('accept-encoding');
      }
    // game_center.json is over 1 KB: the compressed forms really are compressed (on both paths).
    expect((await fast(GAME_CENTER, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('HEAD and If-None-Match (304) the same way', async () => {
    const head = await expectSameAnswer(GAME_CENTER, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    for (const path of [CONFIG, GAME_CENTER, OPEN_INFO]) {
      const etag = (await real(path, { 'accept-encoding': 'br' })).headers.etag!;
      const notModified = await expectSameAnswer(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(notModified.status).toBe(304);
    }
  });

  it('reads request headers in any case and joins repeated lines as node does', async () => {
    const etag = (await real(GAME_CENTER, { 'accept-encoding': 'gzip' })).headers.etag!;
    // Mixed-case names, and If-None-Match over two lines (node's req.headers joins them).
    const res = await fast(GAME_CENTER, { 'Accept-Encoding': 'gzip', 'If-None-Match': ['"other"', etag] });
    expect(res.status).toBe(304);
    const joined = await routed(GAME_CENTER, { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag}` });
    expect(joined.status).toBe(304);
    const br = await fast(GAME_CENTER, { 'ACCEPT-ENCODING': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('encrypted twins: 404 while the flag is off, then sealed the same way on both paths', async () => {
    const twin = '/sys-upload/data/json/config_encrypt.json';
    const off = await real(`${twin}?_t=1`);
    expect(off.status).toBe(404);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/encrypt',
      headers: { 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'fast-path-test' },
      payload: { enabled: true, graceSeconds: 600 },
    });
    expect(on.statusCode).toBe(200);
    const sealed = await expectSameAnswer(`${twin}?_t=2`);
    expect(JSON.parse(sealed.body.toString())).toHaveProperty('kid');
    await expectSameAnswer('/sys-upload/data/lotery/70_encrypt.json', { 'accept-encoding': 'br' });
  });
});

describe('what the fast path leaves to Fastify', () => {
  it('other methods, unknown files and cross-origin requests (CORS is on here)', async () => {
    await real(CONFIG); // cached
    const before = fastPathStats.served;
    expect((await real(CONFIG, {}, 'POST')).status).toBe(404);
    expect((await real('/sys-upload/data/json/no_such_file.json')).status).toBe(404);
    // The CORS hook's headers, and Vary keeps origin beside accept-encoding.
    const cross = await real(CONFIG, { origin: ORIGIN });
    expect(cross.status).toBe(200);
    expect(cross.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(cross.headers.vary).toBe('origin, accept-encoding');
    const cross304 = await real(CONFIG, { origin: ORIGIN, 'if-none-match': cross.headers.etag! });
    expect(cross304.status).toBe(304);
    expect(cross304.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(cross304.headers.vary).toBe('origin, accept-encoding');
    expect(fastPathStats.served).toBe(before);
  });

  it('the rate limiter never applied to these files: a limited address still gets them on both paths', async () => {
    let limited = false;
    for (let i = 0; i <= RATE_LIMIT + 1 && !limited; i++) limited = (await real('/app-api/company/get')).status === 429;
    expect(limited).toBe(true);
    for (const path of [CONFIG, GAME_CENTER, OPEN_INFO, '/app-api/v/lottery/openInfo?gameId=70']) {
      expect((await routed(path)).status, `${path} through Fastify`).toBe(200);
      expect((await fast(path)).status, `${path} on the fast path`).toBe(200);
    }
  });
});
