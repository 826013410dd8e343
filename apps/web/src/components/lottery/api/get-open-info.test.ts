import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_HEADER } from '@/lib/offline-cache';
import { getOpenInfo } from './get-open-info';

const HOUR = 3600_000;
const answer = (headers: Record<string, string>) =>
  new Response(JSON.stringify({ cur: { turnNum: '1' }, serverTime: Date.now() - HOUR }), { status: 200, headers });

describe('open info clock offset', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the server clock from a fresh answer’s Date header', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(answer({ date: new Date(Date.now() - HOUR).toUTCString() }))));
    const info = await getOpenInfo(70);
    expect(info.clockOffsetMs).toBeLessThan(-HOUR + 5_000);
  });

  it('trusts the device clock for a copy the service worker kept (its Date is when it was stored)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer({ date: new Date(Date.now() - HOUR).toUTCString(), [OFFLINE_HEADER]: '1' }))),
    );
    const info = await getOpenInfo(70);
    expect(info.clockOffsetMs).toBe(0);
    expect(info.cur).toEqual({ turnNum: '1' });
  });
});
