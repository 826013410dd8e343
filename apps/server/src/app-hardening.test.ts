import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper';

/** The public face of the app: CSP, per-address limits behind proxies, production docs and seed. */

const randomIp = () =>
  `203.0.113.${randomBytes(1)[0]! % 250}` + `, 198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const limited = '/app-api/api/user/money/check';

describe('Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false, cspExtraOrigins: ['https://cdn.example.com'] });
  });
  afterAll(() => t.close());

  it('lists the site and the configured origins, not any https host', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn.example.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://cdn.example.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://cdn.example.com");
    expect(directive('media-src')).toBe("media-src 'self' blob: https://cdn.example.com");
    expect(csp).not.toMatch(/(^|\s)(https:|wss?:)(\s|;|$)/);
  });
});

describe('TRUST_PROXY and per-address limits', () => {
  const burst = async (
    t: TestApp,
    request: () => { remoteAddress: string; headers: Record<string, string> },
  ) => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { remoteAddress, headers } = request();
      codes.push((await t.app.inject({ method: 'GET', url: limited, remoteAddress, headers })).statusCode);
    }
    return codes;
  };

  it('with a proxy list, ignores X-Forwarded-For from a client that is not the proxy', async () => {
    const t = await createTestApp({ seedDemo: false, trustProxy: ['10.0.0.1'], rateLimitPerMinute: 3 });
    try {
      const codes = await burst(t, () => ({
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': randomIp() },
      }));
      expect(codes.slice(3)).toEqual([429, 429]);
    } finally {
      await t.close();
    }
  });

  it('with one hop, takes the address the proxy saw, not the one the client wrote', async () => {
    const t = await createTestApp({ seedDemo: false, trustProxy: 1, rateLimitPerMinute: 3 });
    try {
      // The proxy appends the real peer (192.0.2.7) to whatever the client sent.
      const codes = await burst(t, () => ({
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `${randomIp()}, 192.0.2.7` },
      }));
      expect(codes.slice(3)).toEqual([429, 429]);
      // Another real client behind the same proxy has its own budget.
      const other = await t.app.inject({
        method: 'GET',
        url: limited,
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '192.0.2.8' },
      });
      expect(other.statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      production: true,
      seedDemo: false,
      adminToken: 'p'.repeat(32),
      sandboxPaySecret: 's'.repeat(32),
      gameLaunchSecret: 'g'.repeat(32),
    });
  });
  afterAll(() => t.close());

  it('keeps operator routes out of the public API docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(docs.paths);
    expect(paths.some((p) => p.startsWith('/app-api/api/'))).toBe(true);
    expect(paths.filter((p) => p.startsWith('/app-api/admin/'))).toEqual([]);
    expect(JSON.stringify(docs)).not.toContain('X-Admin-Token');
    // Hidden from the docs, still there for the operator with the token.
    const orders = await t.app.inject({
      method: 'GET',
      url: '/app-api/admin/recharge/orders',
      headers: { 'x-admin-token': 'p'.repeat(32) },
    });
    expect(orders.statusCode).toBe(200);
  });

  it('seeds the company and games but no demo users or sandbox channels', async () => {
    const count = async (sql: string) => Number((await t.pool.query<{ n: string }>(sql)).rows[0]!.n);
    expect(await count('SELECT count(*) AS n FROM companies')).toBe(1);
    expect(await count('SELECT count(*) AS n FROM games')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM users')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM recharge_channels')).toBe(0);
    const demoAdmin = await t.app.inject({
      method: 'GET',
      url: '/app-api/admin/recharge/orders',
      headers: { 'x-admin-token': 'sixmark-admin-demo-token' },
    });
    expect(demoAdmin.statusCode).toBe(401);
  });

  it('lists operator routes in the docs outside production', async () => {
    const dev = await createTestApp({ seedDemo: false });
    try {
      const docs = (await dev.app.inject({ method: 'GET', url: '/app-api/docs/json' })).json() as {
        paths: Record<string, unknown>;
      };
      expect(Object.keys(docs.paths).some((p) => p.startsWith('/app-api/admin/'))).toBe(true);
      // The test clock exists only on servers started with TEST_CLOCK=1.
      expect(Object.keys(docs.paths).filter((p) => p.endsWith('/open-now'))).toEqual([]);
    } finally {
      await dev.close();
    }
  });
});
