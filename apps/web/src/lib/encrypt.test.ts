import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENCRYPT_KEY_FILE, encryptJsonWeb, type EncryptKeyFile } from '@sixmark/shared';
import { resetEncryptKeys } from './encrypt';
import { http, setApiErrorHandler } from './http';

const KEY_A = btoa(String.fromCharCode(...new Uint8Array(32).fill(3)));
const KEY_B = btoa(String.fromCharCode(...new Uint8Array(32).fill(9)));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => ({ success: true, code: 'OK', msg: '', data });

/** A server double: answers the key file and seals answers with the key it is told to. */
function server(state: { file: EncryptKeyFile; sealWith?: [string, string] }, answers: Record<string, unknown>) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const path = url.split('?')[0]!;
    if (path === ENCRYPT_KEY_FILE) return json(state.file);
    const plain = path.replace('/app-api/encrypt/', '/app-api/').replace(/_encrypt\.json$/, '.json');
    const encrypted = plain !== path;
    if (encrypted && state.file.encrypt === 0) return json({ success: false, code: 'SYS/NOT_FOUND', msg: '请求的资源不存在', data: null }, 404);
    const body = answers[plain];
    if (!encrypted) return json(body);
    const [kid, key] = state.sealWith ?? [state.file.kid!, state.file.keys[state.file.kid!]!];
    return json(await encryptJsonWeb(body, kid, key));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

describe('encrypted transport in the http client', () => {
  beforeEach(() => {
    resetEncryptKeys();
    setApiErrorHandler(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('flag on: calls the encrypted variants and opens them for the caller', async () => {
    const calls = server({ file: { encrypt: 1, kid: 'ka', keys: { ka: KEY_A } } }, {
      '/app-api/company/get': ok({ name: '六合' }),
      '/sys-upload/data/json/config.json': { siteName: '测试', list: [1, 2] },
    });
    await expect(http.get('/company/get')).resolves.toEqual({ name: '六合' });
    await expect(http.json('/sys-upload/data/json/config.json')).resolves.toEqual({ siteName: '测试', list: [1, 2] });
    const urls = calls.map((c) => c.url.split('?')[0]);
    expect(urls).toEqual([ENCRYPT_KEY_FILE, '/app-api/encrypt/company/get', '/sys-upload/data/json/config_encrypt.json']);
    expect(calls[1]!.headers['x-encrypt-kid']).toBe('ka');
  });

  it('flag off: plain addresses, nothing to open', async () => {
    const calls = server({ file: { encrypt: 0, kid: null, keys: {} } }, { '/app-api/company/get': ok({ name: 'x' }) });
    await expect(http.get('/company/get')).resolves.toEqual({ name: 'x' });
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([ENCRYPT_KEY_FILE, '/app-api/company/get']);
  });

  it('a rotated key: reads the key file again and opens the answer', async () => {
    const state = { file: { encrypt: 1 as const, kid: 'ka', keys: { ka: KEY_A } } as EncryptKeyFile, sealWith: undefined as [string, string] | undefined };
    const calls = server(state, { '/app-api/company/get': ok({ name: 'y' }) });
    await http.get('/company/get');
    // The operator rotates: the server now seals with kb.
    state.file = { encrypt: 1, kid: 'kb', keys: { ka: KEY_A, kb: KEY_B } };
    state.sealWith = ['kb', KEY_B];
    await expect(http.get('/company/get')).resolves.toEqual({ name: 'y' });
    expect(calls.filter((c) => c.url.startsWith(ENCRYPT_KEY_FILE))).toHaveLength(2);
  });

  it('turned off meanwhile: the 404 of the encrypted variant falls back to the plain call', async () => {
    const state = { file: { encrypt: 1, kid: 'ka', keys: { ka: KEY_A } } as EncryptKeyFile };
    const calls = server(state, { '/app-api/company/get': ok({ name: 'z' }) });
    await http.get('/company/get');
    state.file = { encrypt: 0, kid: null, keys: {} };
    await expect(http.get('/company/get')).resolves.toEqual({ name: 'z' });
    expect(calls.at(-1)!.url).toBe('/app-api/company/get');
  });

  it('a tampered answer is an error, not data', async () => {
    server({ file: { encrypt: 1, kid: 'ka', keys: { ka: KEY_A } }, sealWith: ['ka', KEY_B] }, { '/app-api/company/get': ok({ name: 'x' }) });
    await expect(http.get('/company/get', { silent: true })).rejects.toMatchObject({ code: 'HTTP/200' });
  });
});
