import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/config';
import { createUser } from './factories';
import { createTestApp, type TestApp } from './helper';

/**
 * Fuzzes every route of the OpenAPI document (`/app-api/docs/json`, generated from the shared
 * schemas) through `app.inject`: wrong types, huge and negative numbers, 2^31 and 2^53,
 * NaN-like text, NUL and other control characters, emoji, a 1 MB string, impossible dates,
 * empty and missing bodies — as an anonymous visitor, as a member and (operator routes) with
 * the admin token. No answer may be a 5xx, and every JSON answer is the `{ success, code, msg,
 * data }` envelope.
 *
 * Deterministic: the values each request gets come from a seeded generator, so a failure
 * reproduces with the same `FUZZ_SEED` (printed with every failure). `FUZZ_PER_FIELD` sets how
 * many hostile values each field gets per identity.
 */

const SEED = testEnv.fuzzSeed;
const PER_FIELD = testEnv.fuzzPerField;
const ADMIN_TOKEN = 'sixmark-admin-demo-token';

/** mulberry32: small, fast and the same on every machine. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const MB = 'x'.repeat(1024 * 1024);

/** Values no schema should turn into a 5xx. `undefined` means "leave the field out". */
const HOSTILE: unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e3',
  '',
  ' ',
  true,
  false,
  null,
  [],
  [1, 2],
  {},
  { a: 1 },
  'a\u0000b',
  '\u0000',
  '\u001b[31mred\u001b[0m',
  '\u007f\u0085\u009f',
  '\r\n\t',
  '\ud800',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '中文'.repeat(300),
  MB,
  '0000-01-01',
  '2025-02-30',
  '9999-12-31',
  '-001-01-01',
  '2025-13-45T99:99:99Z',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  undefined,
];

/** Sent to every field on top of the random picks: the inputs that once gave 500s. */
const ALWAYS: unknown[] = [2 ** 31, 2 ** 53, 'a\u0000b', '\ud800', '0000-01-01', true, MB];

/** Strings fit for a URL path or query (a 1 MB URL is refused by any proxy long before us). */
const asUrlText = (v: unknown): string => {
  if (v === MB) return 'x'.repeat(8 * 1024);
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
};

/** URL-encodes; a lone surrogate becomes its raw (invalid UTF-8) bytes, which a client may send too. */
const enc = (v: string): string => {
  try {
    return encodeURIComponent(v);
  } catch {
    return v.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%\w-]/g, (c) => encodeURIComponent(c));
  }
};

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  items?: JsonSchema;
  minimum?: number;
  default?: unknown;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}

/** A plausible value of a schema, so that one hostile field is tested with the rest valid-ish. */
function plausible(s: JsonSchema | undefined): unknown {
  if (!s) return 'a';
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return plausible(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(s.items)];
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return '1';
  }
}

describe('OpenAPI fuzz: no input gives a 5xx', () => {
  let t: TestApp;
  let routes: Route[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/app-api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
  });
  afterAll(async () => t?.close());

  it('reads the routes from the OpenAPI document', () => {
    // A broken docs generator would make the fuzz below pass by testing nothing.
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.some((r) => r.path.includes('/admin/'))).toBe(true);
  });

  it('answers every hostile request below 500 with the JSON envelope', async () => {
    const random = rng(SEED);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();

    const send = async (
      who: string,
      route: Route,
      headers: Record<string, string>,
      parts: { path: Record<string, unknown>; query: Record<string, unknown>; body?: unknown; form?: boolean },
      what: string,
    ) => {
      let url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(asUrlText(parts.path[name] ?? '1')));
      const query = Object.entries(parts.query)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${enc(k)}=${enc(asUrlText(v))}`)
        .join('&');
      if (query) url += `?${query}`;
      const req: InjectOptions = { method: route.method as 'GET', url, headers: { ...headers } };
      if (parts.body !== undefined) {
        if (parts.form && parts.body && typeof parts.body === 'object' && !Array.isArray(parts.body)) {
          req.payload = Object.entries(parts.body as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${enc(k)}=${enc(asUrlText(v))}`)
            .join('&');
          req.headers = { ...req.headers, 'content-type': 'application/x-www-form-urlencoded' };
        } else {
          req.payload = JSON.stringify(parts.body);
          req.headers = { ...req.headers, 'content-type': 'application/json' };
        }
      }
      sent++;
      const res = await t.app.inject(req);
      const problem = (why: string) =>
        failures.push(`${route.method} ${route.path} [${who}] ${what} → ${res.statusCode} ${why}: ${res.body.slice(0, 160)}`);
      if (res.statusCode >= 500) return problem('5xx');
      const type = String(res.headers['content-type'] ?? '');
      if (!type.includes('json')) {
        // Images and the captcha succeed as bytes; the sandbox pay page is a browser page and
        // answers its refusals as HTML. Every other refusal is the envelope.
        if (res.statusCode >= 400 && !type.includes('text/html')) problem('error without the JSON envelope');
        return;
      }
      let body: unknown;
      try {
        body = res.json();
      } catch {
        return problem('invalid JSON');
      }
      const env = body as { success?: unknown; code?: unknown; msg?: unknown };
      if (typeof env.success !== 'boolean' || typeof env.code !== 'string' || typeof env.msg !== 'string') {
        problem('not an envelope');
      }
    };

    for (const route of routes) {
      const params = route.op.parameters ?? [];
      const bodySchema =
        route.op.requestBody?.content?.['application/json']?.schema ??
        Object.values(route.op.requestBody?.content ?? {})[0]?.schema;
      const isAdmin = route.path.includes('/admin/') || JSON.stringify(route.op.security ?? []).includes('admin');
      // A fresh member per route: a route that logs out or changes the password must not
      // turn the member of the next routes into a visitor.
      const member = await createUser(t.app, { money: 1_000_000 });
      const identities: [string, Record<string, string>][] = [
        ['anonymous', {}],
        ['member', member.headers],
        ...(isAdmin ? ([['admin', { 'x-admin-token': ADMIN_TOKEN }]] as [string, Record<string, string>][]) : []),
      ];
      const base = () => ({
        path: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, plausible(p.schema)])),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, plausible(p.schema)])),
        body: bodySchema ? plausible(bodySchema) : undefined,
      });
      const bodyFields = Object.keys(bodySchema?.properties ?? {});

      for (const [who, headers] of identities) {
        const form = random() < 0.3;
        // Missing and empty bodies, and bodies of the wrong type altogether.
        await send(who, route, headers, { ...base(), body: undefined }, 'no body');
        if (route.method !== 'GET') {
          for (const whole of [{}, [], 'text', 12, null, MB]) {
            await send(who, route, headers, { ...base(), body: whole }, `body=${asUrlText(whole).slice(0, 20)}`);
          }
        }
        // One hostile value at a time in each parameter and body field.
        const slots: { where: 'path' | 'query' | 'body'; name: string }[] = [
          ...params.filter((p) => p.in === 'path' || p.in === 'query').map((p) => ({ where: p.in as 'path' | 'query', name: p.name })),
          ...bodyFields.map((name) => ({ where: 'body' as const, name })),
        ];
        for (const slot of slots) {
          const values = [...ALWAYS, ...Array.from({ length: PER_FIELD }, () => pick(HOSTILE))];
          for (const value of values) {
            const parts = base();
            if (slot.where === 'body') parts.body = { ...(parts.body as object), [slot.name]: value };
            else parts[slot.where][slot.name] = value;
            const shown = value === MB ? '<1 MB>' : JSON.stringify(value)?.slice(0, 40);
            await send(who, route, headers, { ...parts, form }, `${slot.where}.${slot.name}=${shown}${form ? ' (form)' : ''}`);
          }
        }
      }
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(`fuzz: ${routes.length} routes, ${sent} requests in ${seconds}s (FUZZ_SEED=${SEED})`);
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.slice(0, testEnv.fuzzShow).join('\n')}`).toEqual([]);
    // Its time grows with the route table (every route × identity × hostile value); a correctness
    // test, not a timed one, so the limit only catches a hang.
  }, 900_000);
});
