import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENCRYPT_KEY_FILE } from '@sixmark/shared';
import { encryptKeys, resetEncryptKeys } from './encrypt';
import {
  IMAGE_SIZES_KEY,
  SEED_ELEMENT_ID,
  SEED_MAX_AGE_MS,
  fillDrawnQueries,
  resetSeeds,
  seedKey,
  seededImageSize,
} from './first-load-seed';
import { http } from './http';
import { clearTokens, setTokens } from './session';

const CONFIG = '/sys-upload/data/json/config.json';
const ADS = '/app-api/game-document/template/ads?companyCode=ttl';
const ok = (data: unknown) => ({ success: true, code: 'OK', msg: '', data });

/** The element the server writes into the page (apps/server/src/plugins/first-load.ts). */
function plantSeed(text: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = SEED_ELEMENT_ID;
  el.textContent = text;
  document.body.appendChild(el);
}

const network = () =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(ok({ from: 'network' })), { headers: { 'content-type': 'application/json' } }));

describe('answers seeded into the page', () => {
  beforeEach(() => {
    resetSeeds();
    clearTokens();
  });
  afterEach(() => {
    document.getElementById(SEED_ELEMENT_ID)?.remove();
    resetSeeds();
    clearTokens();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keys a request by its address without the _t cache buster', () => {
    expect(seedKey('/a.json?_t=123')).toBe('/a.json');
    expect(seedKey('/x?_t=1&gameId=70&page=1')).toBe('/x?gameId=70&page=1');
    expect(seedKey('/x?gameId=70&_t=1&page=1')).toBe('/x?gameId=70&page=1');
    expect(seedKey('/x?gameId=70')).toBe('/x?gameId=70');
  });

  it('answers the first call of a seeded file and API call without the network, once', async () => {
    plantSeed(JSON.stringify({ [CONFIG]: { system_config: [] }, [ADS]: ok([{ templateCode: 'AD01' }]) }));
    const fetch = network();
    vi.stubGlobal('fetch', fetch);
    await expect(http.json(CONFIG)).resolves.toEqual({ system_config: [] });
    await expect(http.get('/game-document/template/ads', { params: { companyCode: 'ttl' } })).resolves.toEqual([{ templateCode: 'AD01' }]);
    expect(fetch).not.toHaveBeenCalled();
    // Read once and removed from the page; a later call (a refetch) asks the server.
    expect(document.getElementById(SEED_ELEMENT_ID)).toBeNull();
    await expect(http.json(CONFIG)).resolves.toEqual(ok({ from: 'network' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fills the query cache with no request when a query reads a seeded address', async () => {
    plantSeed(JSON.stringify({ [ADS]: ok([{ templateCode: 'AD12' }]) }));
    const fetch = network();
    vi.stubGlobal('fetch', fetch);
    const qc = new QueryClient();
    const queryFn = () => http.get('/game-document/template/ads', { params: { companyCode: 'ttl' } });
    await qc.fetchQuery({ queryKey: ['ads'], queryFn });
    expect(qc.getQueryData(['ads'])).toEqual([{ templateCode: 'AD12' }]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the API itself when signed in (a guest's answer is in the page), but not for static files", async () => {
    plantSeed(JSON.stringify({ [CONFIG]: { seeded: true }, [ADS]: ok(['seeded']) }));
    setTokens('tok-1');
    const fetch = network();
    vi.stubGlobal('fetch', fetch);
    await expect(http.get('/game-document/template/ads', { params: { companyCode: 'ttl' } })).resolves.toEqual({ from: 'network' });
    await expect(http.json(CONFIG)).resolves.toEqual({ seeded: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the key file from the page', async () => {
    plantSeed(JSON.stringify({ [ENCRYPT_KEY_FILE]: { encrypt: 0, kid: null, keys: {} } }));
    const fetch = network();
    vi.stubGlobal('fetch', fetch);
    resetEncryptKeys();
    await expect(encryptKeys()).resolves.toEqual({ encrypt: 0, kid: null, keys: {} });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops the seeds once the page is older than SEED_MAX_AGE_MS, and survives a damaged seed', async () => {
    plantSeed(JSON.stringify({ [CONFIG]: { seeded: true } }));
    const fetch = network();
    vi.stubGlobal('fetch', fetch);
    const now = vi.spyOn(performance, 'now').mockReturnValue(SEED_MAX_AGE_MS + 1);
    await expect(http.json(CONFIG)).resolves.toEqual(ok({ from: 'network' }));
    now.mockRestore();
    document.getElementById(SEED_ELEMENT_ID)?.remove();
    resetSeeds();
    plantSeed('{"not json');
    await expect(http.json(CONFIG)).resolves.toEqual(ok({ from: 'network' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("dates a drawn screen's answers by the phone's clock, so none is stale on arrival", () => {
    const client = new QueryClient();
    // A phone whose clock runs ten minutes ahead of the server that drew the page.
    vi.useFakeTimers({ now: Date.now() + 10 * 60_000, toFake: ['Date'] });
    try {
      fillDrawnQueries(client, [[['profile'], { name: '游客' }], [['carousels'], []]]);
      for (const key of [['profile'], ['carousels']]) {
        expect(client.getQueryState(key)?.dataUpdatedAt).toBe(Date.now());
        expect(client.getQueryCache().find({ queryKey: key })?.isStaleByTime(30_000)).toBe(false);
      }
      expect(client.getQueryData(['profile'])).toEqual({ name: '游客' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the size the server read for a page's image, as often as asked, and nothing it cannot trust", () => {
    plantSeed(
      JSON.stringify({
        [IMAGE_SIZES_KEY]: { '/sys-upload/uploads/a.png': [750, 200], '/b.png': [0, 10], '/c.png': ['1', 2], '/d.png': [1e9, 1] },
      }),
    );
    expect(seededImageSize('/sys-upload/uploads/a.png')).toEqual({ width: 750, height: 200 });
    expect(seededImageSize('/sys-upload/uploads/a.png')).toEqual({ width: 750, height: 200 });
    for (const src of ['/b.png', '/c.png', '/d.png', '/none.png']) expect(seededImageSize(src), src).toBeUndefined();
  });
});
