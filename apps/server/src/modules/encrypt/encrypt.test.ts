import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptEnvelopeWeb,
  ENCRYPT_KEY_FILE,
  ENCRYPT_KID_HEADER,
  encryptJsonWeb,
  encryptKeyFileSchema,
  encryptedEnvelopeSchema,
  encryptedPath,
  plainPathOf,
  type EncryptKeyFile,
} from '@sixmark/shared';
import { createTestApp, type TestApp } from '../../../test/helper';
import { decryptEnvelope, encryptJson } from '../../lib/envelope';
import { encryptStats } from '../../lib/encrypted-requests';

let t: TestApp;
const admin = () => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'enc-test' });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const keyFile = async (): Promise<EncryptKeyFile> =>
  encryptKeyFileSchema.parse((await t.app.inject({ method: 'GET', url: ENCRYPT_KEY_FILE })).json());

/** Opens an encrypted answer with the key the key file names for its kid. */
async function open(body: string, file?: EncryptKeyFile): Promise<unknown> {
  const env = encryptedEnvelopeSchema.parse(JSON.parse(body));
  const keys = (file ?? (await keyFile())).keys;
  const key = keys[env.kid];
  if (!key) throw new Error(`no key ${env.kid}`);
  return decryptEnvelope(env, Buffer.from(key, 'base64'));
}

describe('envelope: node:crypto and WebCrypto interoperate', () => {
  const key = Buffer.alloc(32, 7);
  const value = { success: true, data: { 中文: '六合彩', n: [1, 2, 49], nested: { x: null } } };
  it('node seals, WebCrypto opens', async () => {
    const env = encryptJson(value, 'k1', key);
    expect(encryptedEnvelopeSchema.parse(env).kid).toBe('k1');
    expect(await decryptEnvelopeWeb(env, key.toString('base64'))).toEqual(value);
  });
  it('WebCrypto seals, node opens; a wrong key or a changed byte fails', async () => {
    const env = await encryptJsonWeb(value, 'k2', key.toString('base64'));
    expect(decryptEnvelope(env, key)).toEqual(value);
    expect(() => decryptEnvelope(env, Buffer.alloc(32, 8))).toThrow();
    const bytes = Buffer.from(env.data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    await expect(decryptEnvelopeWeb({ ...env, data: bytes.toString('base64') }, key.toString('base64'))).rejects.toThrow();
  });
  it('maps twin paths both ways', () => {
    expect(encryptedPath('/sys-upload/data/json/config.json')).toBe('/sys-upload/data/json/config_encrypt.json');
    expect(plainPathOf('/sys-upload/data/lotery/70_encrypt.json')).toBe('/sys-upload/data/lotery/70.json');
    expect(plainPathOf('/sys-upload/data/json/config.json')).toBeNull();
    expect(plainPathOf('/_encrypt.json')).toBeNull();
  });
});

describe('flag off', () => {
  it('key file says off; encrypted API and twins answer 404', async () => {
    expect(await keyFile()).toEqual({ encrypt: 0, kid: null, keys: {} });
    const api = await t.app.inject({ method: 'GET', url: '/app-api/encrypt/company/get' });
    expect(api.statusCode).toBe(404);
    const twin = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config_encrypt.json?_t=1' });
    expect(twin.statusCode).toBe(404);
    // The plain ones still answer.
    expect((await t.app.inject({ method: 'GET', url: '/app-api/company/get' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config.json' })).statusCode).toBe(200);
  });
});

type Schema = { type?: string | string[]; enum?: unknown[]; default?: unknown; const?: unknown; minimum?: number; minLength?: number; anyOf?: Schema[] };
function sample(s: Schema | undefined): string {
  if (!s) return '1';
  if (s.const !== undefined) return String(s.const);
  if (s.enum) return String(s.enum[0]);
  if (s.default !== undefined) return String(s.default);
  if (s.anyOf) return sample(s.anyOf.find((a) => a.type !== 'null'));
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'integer' || type === 'number') return String(Math.max(1, s.minimum ?? 1));
  if (type === 'boolean') return 'true';
  return 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/**
 * An answer without the fields that differ between any two calls: the server clock (to the
 * millisecond) and the fresh tokens of a trial account (`v/user/regTest` makes one per call).
 */
const VOLATILE = new Set(['serverTime', 'token', 'tokenChat']);
function steady(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(steady);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, VOLATILE.has(k) ? typeof v : steady(v)]));
  return value;
}

describe('flag on', () => {
  let file: EncryptKeyFile;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/app-api/admin/encrypt', headers: admin(), payload: { enabled: true, graceSeconds: 600 } });
    expect(res.statusCode).toBe(200);
    file = await keyFile();
    expect(file.encrypt).toBe(1);
    expect(Object.keys(file.keys)).toEqual([file.kid]);
    const audit = await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'encrypt.update'`);
    expect(audit.rowCount).toBe(1);
  });

  it('every public GET route of the API answers the same data encrypted', async () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[] }>>;
    };
    // Two plain calls around the encrypted one: an answer that moves between calls must equal
    // one of them (after `steady`). Routes needing a login compare their 401 envelopes.
    let compared = 0;
    const mismatches: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/app-api/') || path.startsWith('/app-api/admin/') || path.startsWith('/app-api/docs')) continue;
      const op = ops.get;
      if (!op) continue;
      const query = new URLSearchParams();
      for (const p of op.parameters ?? []) if (p.in === 'query' && p.required) query.set(p.name, sample(p.schema));
      const rel = path.replace(/\{\w+\}/g, '1').slice('/app-api/'.length) + (query.size ? `?${query}` : '');
      const a = await t.app.inject({ method: 'GET', url: `/app-api/${rel}` });
      const e = await t.app.inject({ method: 'GET', url: `/app-api/encrypt/${rel}` });
      const b = await t.app.inject({ method: 'GET', url: `/app-api/${rel}` });
      if (!/json/.test(String(a.headers['content-type']))) continue;
      compared++;
      const opened = steady(await open(e.body, file));
      const same = [a.body, b.body].some((plain) => JSON.stringify(steady(JSON.parse(plain))) === JSON.stringify(opened));
      if (e.statusCode !== a.statusCode || !same) mismatches.push(`${rel}: ${a.statusCode}/${e.statusCode}`);
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(40);
  });

  it('every cached static file has an _encrypt.json twin with the same data', async () => {
    const code = t.app.config.companyCode;
    const game = (await t.pool.query<{ id: number }>('SELECT game_id::int AS id FROM lottery_games ORDER BY game_id LIMIT 1')).rows[0]!.id;
    // Params of each static route pattern; a new pattern without an entry fails the test.
    const FILL: Record<string, Record<string, string>> = {
      ':company/template/:file': { company: code, file: `${game}.json` },
      ':company/template/play-cate/:file': { company: code, file: `${game}.json` },
      ':company/database/:file': { company: code, file: `gameId=${game}.json` },
      ':company/database/play-cate/:file': { company: code, file: `gameId=${game}.json` },
      'company/:file': { file: `${code}.json` },
      'limit/:file': { file: 'register_limit.json' },
      'lotery/:file': { file: `${game}.json` },
    };
    const routes = [...t.app.staticJson.routes(), '/sys-upload/data/lotery/:file'];
    const problems: string[] = [];
    let ok200 = 0;
    for (const route of routes) {
      let path = route;
      if (route.includes(':')) {
        const fill = Object.entries(FILL).find(([suffix]) => route.endsWith(suffix))?.[1];
        if (!fill) {
          problems.push(`${route}: no FILL entry`);
          continue;
        }
        path = route.replace(/:(\w+)/g, (_, n: string) => fill[n] ?? '');
      }
      const twin = encryptedPath(path)!;
      const a = await t.app.inject({ method: 'GET', url: `${path}?_t=1` });
      const e = await t.app.inject({ method: 'GET', url: `${twin}?_t=2` });
      if (a.statusCode === 200) ok200++;
      else problems.push(`${path}: plain answered ${a.statusCode}`);
      if (e.statusCode !== a.statusCode) problems.push(`${path}: ${a.statusCode} vs ${e.statusCode}`);
      else if (JSON.stringify(await open(e.body, file)) !== a.body) problems.push(`${path}: data differs`);
    }
    expect(problems).toEqual([]);
    expect(ok200).toBe(routes.length);
  });

  it('cached files are encrypted once per fill, through the fast path too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const url = `${base}/sys-upload/data/json/config_chat_encrypt.json`;
    await fetch(`${url}?_t=1`).then((r) => r.text());
    const before = encryptStats.cached;
    const bodies = new Set<string>();
    for (let i = 0; i < 5; i++) bodies.add(await fetch(`${url}?_t=${i}`, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.text()));
    expect(encryptStats.cached).toBe(before);
    expect(bodies.size).toBe(1);
    const plain = await fetch(`${base}/sys-upload/data/json/config_chat.json`).then((r) => r.text());
    expect(JSON.stringify(await open([...bodies][0]!, file))).toBe(plain);
    // The open-info fast path of the API, encrypted.
    const game = (await t.pool.query<{ id: number }>('SELECT game_id::int AS id FROM lottery_games ORDER BY game_id LIMIT 1')).rows[0]!.id;
    const api = await fetch(`${base}/app-api/encrypt/v/lottery/openInfo?gameId=${game}`).then((r) => r.text());
    const plainApi = await fetch(`${base}/app-api/v/lottery/openInfo?gameId=${game}`).then((r) => r.text());
    expect(JSON.stringify(await open(api, file))).toBe(plainApi);
    // br/gzip of the twin were made once as well.
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(JSON.stringify(await open(await br.text(), file))).toBe(plain);
  });

  it('rotation: new key id, the old key answers during the grace period only', async () => {
    const oldKid = file.kid!;
    const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/encrypt/rotate', headers: admin(), payload: {} });
    expect(res.statusCode).toBe(200);
    const next = await keyFile();
    expect(next.kid).not.toBe(oldKid);
    expect(Object.keys(next.keys).sort()).toEqual([oldKid, next.kid].sort());
    expect((await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'encrypt.rotate'`)).rowCount).toBe(1);

    // Twins and API answers now use the new key...
    const twin = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config_encrypt.json' });
    expect(encryptedEnvelopeSchema.parse(twin.json()).kid).toBe(next.kid);
    // ...and a client still holding the old key names it and is answered with it.
    const old = await t.app.inject({ method: 'GET', url: '/app-api/encrypt/company/get', headers: { [ENCRYPT_KID_HEADER]: oldKid } });
    expect(encryptedEnvelopeSchema.parse(old.json()).kid).toBe(oldKid);
    const plain = await t.app.inject({ method: 'GET', url: '/app-api/company/get' });
    expect(JSON.stringify(decryptEnvelope(old.json(), Buffer.from(file.keys[oldKid]!, 'base64')))).toBe(plain.body);

    // Past the grace period the old key is no longer used nor published.
    await t.pool.query(`UPDATE encrypt_keys SET retired_at = now() - interval '1 hour' WHERE kid = $1`, [oldKid]);
    await t.app.encrypt.load(t.pool);
    await t.app.staticJson.invalidate('encrypt');
    const late = await t.app.inject({ method: 'GET', url: '/app-api/encrypt/company/get', headers: { [ENCRYPT_KID_HEADER]: oldKid } });
    expect(encryptedEnvelopeSchema.parse(late.json()).kid).toBe(next.kid);
    expect(Object.keys((await keyFile()).keys)).toEqual([next.kid]);
  });

  it('turning the flag off makes the encrypted variants 404 again', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/app-api/admin/encrypt', headers: admin(), payload: { enabled: false, graceSeconds: 600 } });
    expect(res.statusCode).toBe(200);
    expect((await keyFile()).encrypt).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/app-api/encrypt/company/get' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/config_encrypt.json' })).statusCode).toBe(404);
  });
});
