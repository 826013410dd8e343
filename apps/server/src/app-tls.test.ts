import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, constants } from 'node:http2';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/helper';
import { loadConfig } from './config';

// A self-signed certificate for localhost / 127.0.0.1, for these tests only.
const CERT_FILE = fileURLToPath(new URL('../test/fixtures/tls/cert.pem', import.meta.url));
const KEY_FILE = fileURLToPath(new URL('../test/fixtures/tls/key.pem', import.meta.url));
const cert = readFileSync(CERT_FILE);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET over HTTP/2. */
function h2Get(origin: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: cert });
    session.on('error', reject);
    const req = session.request({ [constants.HTTP2_HEADER_PATH]: path, ...headers });
    const chunks: Buffer[] = [];
    let head: Record<string, string | string[] | undefined> = {};
    req.on('response', (h) => (head = h as typeof head));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end();
  });
}

/** One GET over HTTPS with HTTP/1.1 (a client that does not offer h2). */
function h1Get(origin: string, path: string): Promise<Answer & { protocol: string | false | null }> {
  return new Promise((resolve, reject) => {
    // ALPN offering HTTP/1.1 only, as a client without HTTP/2 does.
    const options: RequestOptions & { ALPNProtocols: string[] } = { ca: cert, ALPNProtocols: ['http/1.1'], agent: false };
    const req = httpsRequest(`${origin}${path}`, options, (res) => {
      const protocol = (res.socket as TLSSocket).alpnProtocol;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), protocol }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('TLS_CERT_FILE / TLS_KEY_FILE (configuration)', () => {
  it('reads both files, and refuses one without the other or a key that is not the certificate’s', () => {
    const tls = loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: KEY_FILE }).tls;
    expect(tls?.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(loadConfig({}).tls).toBeUndefined();
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE })).toThrow(/TLS_CERT_FILE 和 TLS_KEY_FILE 需同时设置/);
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: '/nonexistent/key.pem' })).toThrow(/无法读取 TLS_KEY_FILE/);
    // The certificate given as its own key.
    expect(() => loadConfig({ TLS_CERT_FILE: CERT_FILE, TLS_KEY_FILE: CERT_FILE })).toThrow(/不是匹配的 PEM 证书和私钥/);
  });
});

describe('the server over HTTPS', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    // A built web app of one first-load page: its HTML is put together with app.inject, which
    // must work with Fastify in HTTP/2 mode too.
    // In a folder of its own: the server draws pages with a `dist-ssr` beside `dist`, and one
    // left in the system's temporary folder must not change what this page is.
    const dist = join(mkdtempSync(join(tmpdir(), 'sixmark-web-')), 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-E1.js', isEntry: true },
        'src/features/lottery/pages/lottery-history-page.tsx': { file: 'assets/history-L1.js', imports: ['index.html'] },
      }),
    );
    t = await createTestApp({ tls: { cert, key: readFileSync(KEY_FILE) }, webDist: dist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers HTTP/2: the polled JSON (fast path), an API call and a first-load page', async () => {
    const config = await h2Get(origin, '/sys-upload/data/json/config.json', { 'accept-encoding': 'br' });
    expect(config.status).toBe(200);
    const text = config.headers['content-encoding'] === 'br' ? brotliDecompressSync(config.body) : config.body;
    expect(JSON.parse(text.toString())).toBeTypeOf('object');
    expect(config.headers.etag).toBeDefined();
    const history = await h2Get(origin, '/app-api/lottery/history?gameId=70&page=1&rows=3');
    expect(history.status).toBe(200);
    expect(JSON.parse(history.body.toString())).toMatchObject({ success: true });
    // Security headers as over plain HTTP, HSTS included.
    expect(history.headers['strict-transport-security']).toMatch(/max-age=/);
    const refused = await h2Get(origin, '/app-api/lottery/history?gameId=x');
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ success: false });
    // The first-load page: its chunk preloaded and its first answers seeded, as over HTTP/1.1.
    const page = await h2Get(origin, '/lottery-history/70', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = page.body.toString();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/history-L1.js">');
    const seed = html.match(/<script type="application\/json" id="sixmark-seed">([\s\S]*?)<\/script>/);
    expect(Object.keys(JSON.parse(seed![1]!) as object)).toContain('/app-api/lottery/history?gameId=70&page=1&rows=20');
  });

  it('answers a client without HTTP/2 over HTTP/1.1, the same bytes', async () => {
    const [h1, h2] = await Promise.all([h1Get(origin, '/sys-upload/data/json/config.json'), h2Get(origin, '/sys-upload/data/json/config.json')]);
    expect(h1.protocol).toBe('http/1.1');
    expect(h1.status).toBe(200);
    expect(h1.body.equals(h2.body)).toBe(true);
  });

  it('upgrades a WebSocket (over HTTP/1.1) to the game hub, and refuses a foreign origin as over HTTP', async () => {
    const open = (headers: Record<string, string> = {}) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`${origin.replace('https', 'wss')}/ws-game/70`, { ca: cert, headers });
        ws.once('open', () => {
          ws.close();
          resolve('open');
        });
        ws.once('error', (e) => resolve(`error ${e.message}`));
        ws.once('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      });
    expect(await open()).toBe('open');
    expect(await open({ origin: 'https://evil.example' })).toBe('refused 403');
  });
});
