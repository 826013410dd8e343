import { describe, expect, it } from 'vitest';
import {
  isGuestCardRequest,
  isResultsRequest,
  isStaticJsonRequest,
  offlineCacheKey,
  offlineCachedResponseWillBeUsed,
  offlineCacheWillUpdate,
  OFFLINE_HEADER,
} from './offline-cache';

const ORIGIN = 'https://site.example';
const input = (path: string, headers: Record<string, string> = {}, origin = ORIGIN) => {
  const url = new URL(path, origin);
  return { url, request: new Request(url, { headers }), sameOrigin: origin === ORIGIN };
};
const TOKEN = { authorization: 'abc', token: 'abc' };

describe('offline cache rules (docs/offline.md)', () => {
  it('keeps the latest results of each game: open info, history, years, record (plain and encrypted)', () => {
    for (const path of [
      '/sys-upload/data/lotery/70.json?_t=1',
      '/sys-upload/data/lotery/1_encrypt.json',
      '/app-api/lottery/history?gameId=70&page=1&rows=3',
      '/app-api/lottery/history/group?gameId=70',
      '/app-api/lottery/record',
      '/app-api/encrypt/lottery/history?gameId=70&page=1&rows=20',
      '/app-api/v/lottery/openInfo?gameId=70',
    ]) {
      expect(isResultsRequest(input(path)), path).toBe(true);
      // The same for everyone, so a member's request is kept too.
      expect(isResultsRequest(input(path, TOKEN)), path).toBe(true);
    }
    for (const path of ['/app-api/lottery/verify?gameId=70&turnNum=1', '/app-api/bet/list', '/app-api/lottery/stats']) {
      expect(isResultsRequest(input(path)), path).toBe(false);
    }
    expect(isResultsRequest(input('/app-api/lottery/record', {}, 'https://other.example'))).toBe(false);
  });

  it('keeps the static configuration JSON under /sys-upload/data/json/ and /data/json/', () => {
    for (const path of [
      '/sys-upload/data/json/app_config.json?_t=5',
      '/sys-upload/data/json/company/default.json',
      '/sys-upload/data/json/encrypt_key.json',
      '/sys-upload/data/json/app-data-main/1/template/70.json',
      '/data/json/web_system_config.json',
    ]) {
      expect(isStaticJsonRequest(input(path)), path).toBe(true);
    }
    for (const path of ['/sys-upload/avatar/1.png', '/sys-upload/data/json/', '/app-api/config.json', '/data/other/x.json']) {
      expect(isStaticJsonRequest(input(path)), path).toBe(false);
    }
  });

  it('keeps cards a guest read (detail and home list), never a member’s', () => {
    for (const path of [
      '/app-api/game-document/template/info/70/12',
      '/app-api/game-document/template/info/70/12/345/h5',
      '/app-api/encrypt/game-document/template/info/70/12',
      '/app-api/game-document/template?_t=1&gameId=70&location=home&page=1&rows=20',
    ]) {
      expect(isGuestCardRequest(input(path)), path).toBe(true);
      expect(isGuestCardRequest(input(path, TOKEN)), `${path} with a token`).toBe(false);
      expect(isGuestCardRequest(input(path, { token: 'abc' })), `${path} with a token header`).toBe(false);
    }
    for (const path of [
      '/app-api/game-document/template/liked',
      '/app-api/game-document/template/12/vote',
      '/app-api/game-document/template/toggle-like',
      '/app-api/game-document/template/play-cate',
    ]) {
      expect(isGuestCardRequest(input(path)), path).toBe(false);
    }
  });

  it('never matches money, bets, accounts, chat or notifications', () => {
    for (const path of [
      '/app-api/wallet/balance',
      '/app-api/api/v2/user/info',
      '/app-api/bet/order/list',
      '/app-api/member/bills',
      '/chat-api/chat/history',
      '/app-api/notifications/preferences',
      '/app-api/encrypt/wallet/balance',
    ]) {
      const i = input(path);
      expect([isResultsRequest(i), isStaticJsonRequest(i), isGuestCardRequest(i)], path).toEqual([false, false, false]);
    }
  });

  it('keys an entry without the _t time stamp, keeping the other parameters', async () => {
    const key = await offlineCacheKey({ request: new Request(`${ORIGIN}/app-api/lottery/history?gameId=70&_t=123&page=1`) });
    expect(key).toBe(`${ORIGIN}/app-api/lottery/history?gameId=70&page=1`);
    expect(await offlineCacheKey({ request: new Request(`${ORIGIN}/sys-upload/data/lotery/70.json?_t=9`) })).toBe(
      `${ORIGIN}/sys-upload/data/lotery/70.json`,
    );
  });

  it('stores only 200 answers that are not private or no-store', async () => {
    const ok = new Response('{}', { status: 200, headers: { 'cache-control': 'no-cache' } });
    expect(await offlineCacheWillUpdate({ response: ok })).toBe(ok);
    expect(await offlineCacheWillUpdate({ response: new Response('{}', { status: 200 }) })).not.toBeNull();
    expect(await offlineCacheWillUpdate({ response: new Response('{}', { status: 404 }) })).toBeNull();
    expect(await offlineCacheWillUpdate({ response: new Response('{}', { status: 500 }) })).toBeNull();
    const priv = new Response('{}', { status: 200, headers: { 'cache-control': 'private, no-cache' } });
    expect(await offlineCacheWillUpdate({ response: priv })).toBeNull();
    const noStore = new Response('{}', { status: 200, headers: { 'cache-control': 'no-store' } });
    expect(await offlineCacheWillUpdate({ response: noStore })).toBeNull();
  });

  it('marks an answer served from the cache, body and status unchanged', async () => {
    const cached = new Response('{"a":1}', { status: 200, headers: { 'content-type': 'application/json', date: 'Mon, 23 Nov 2026 10:00:00 GMT' } });
    const used = await offlineCachedResponseWillBeUsed({ cachedResponse: cached });
    expect(used?.headers.get(OFFLINE_HEADER)).toBe('1');
    expect(used?.headers.get('content-type')).toBe('application/json');
    expect(used?.status).toBe(200);
    expect(await used?.json()).toEqual({ a: 1 });
    expect(await offlineCachedResponseWillBeUsed({ cachedResponse: undefined })).toBeNull();
  });

  it('each rule is self-contained, as workbox copies its source into sw.js', async () => {
    // A rule that named a module-level constant would throw ReferenceError inside the worker:
    // rebuild each from its source text alone and run it.
    const copy = <T>(fn: T): T => new Function(`return (${String(fn)})`)() as T;
    expect(copy(isResultsRequest)(input('/app-api/lottery/record'))).toBe(true);
    expect(copy(isStaticJsonRequest)(input('/data/json/web_system_config.json'))).toBe(true);
    expect(copy(isGuestCardRequest)(input('/app-api/game-document/template/info/70/12'))).toBe(true);
    expect(await copy(offlineCacheKey)({ request: new Request(`${ORIGIN}/x?_t=1&a=2`) })).toBe(`${ORIGIN}/x?a=2`);
    expect(await copy(offlineCacheWillUpdate)({ response: new Response('{}') })).not.toBeNull();
    const used = await copy(offlineCachedResponseWillBeUsed)({ cachedResponse: new Response('{}') });
    expect(used?.headers.get(OFFLINE_HEADER)).toBe('1');
  });
});
