import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'sixmark-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><div id="root">member</div>');
  const admin = mkdtempSync(join(tmpdir(), 'sixmark-admin-'));
  mkdirSync(join(admin, 'assets'));
  writeFileSync(join(admin, 'index.html'), '<!doctype html><div id="root">console</div>');
  writeFileSync(join(admin, 'assets/index-Zz99.js'), 'console.log("admin");');
  t = await createTestApp({ webDist: web, adminDist: admin });
});
afterAll(async () => t.close());

describe('serving the operator console at /admin', () => {
  it('answers every console route with the console page (no-cache, CSP), never the member page', async () => {
    for (const url of ['/admin', '/admin/', '/admin/dashboard', '/admin/money/withdrawals?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('console');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
    const member = await t.app.inject({ method: 'GET', url: '/profile', headers: { accept: 'text/html' } });
    expect(member.body).toContain('member');
    expect(member.body).not.toContain('console');
  });

  it('serves its hashed assets immutable and answers 404 for a missing file', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/admin/assets/index-Zz99.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/admin/assets/missing.js' })).statusCode).toBe(404);
    // A missing page-like path under /admin is the console's page, never the member app's.
    expect((await t.app.inject({ method: 'GET', url: '/admin/no/such/page' })).body).toContain('console');
  });
});
