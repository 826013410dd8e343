import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
const js = 'console.log("sixmark");'.repeat(100);

beforeAll(async () => {
  // In a folder of its own: the server looks for its page drawer in `dist-ssr` beside `dist`.
  const dist = join(mkdtempSync(join(tmpdir(), 'sixmark-web-')), 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-Ab12Cd.js'), js);
  writeFileSync(join(dist, 'assets/index-Ab12Cd.js.br'), brotliCompressSync(js));
  writeFileSync(join(dist, 'assets/index-Ab12Cd.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  // The build writes .br/.gz beside every text file over 1 KB: sw.js and the manifest too.
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"六合宝典"}');
  writeFileSync(join(dist, 'manifest.webmanifest.gz'), gzipSync('{"name":"六合宝典"}'));
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><div id="root"></div>'));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
});

describe('serving the built web app', () => {
  it('serves hashed assets immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed brotli or gzip file the client accepts', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(js))).toBe(true);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers every client route with index.html, no-cache', async () => {
    for (const url of ['/', '/profile', '/lottery-history/70?type=live-lottery', '/agent/link/3/update', '/no-such-page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('keeps the service worker uncached and sends the CSP with the page', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('keeps sw.js, the manifest and index.html uncached in their compressed forms too', async () => {
    // A service worker script cached for an hour would hold back every release by that hour.
    for (const [url, encoding] of [
      ['/sw.js', 'br'],
      ['/manifest.webmanifest', 'gzip'],
      ['/index.html', 'br'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('counts API calls against the rate limit, not the page and its assets', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.headers['x-ratelimit-limit']).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url: '/app-api/company/get' });
    expect(api.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('does not answer a missing asset or API path with the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/app-api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('SYS/NOT_FOUND');
  });
});
