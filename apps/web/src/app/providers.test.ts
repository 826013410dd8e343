import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR, http, setApiErrorHandler } from '@/lib/http';
import { queryClient } from './providers';

const failWith = (status: number) =>
  new Response(JSON.stringify({ success: false, code: 'UC/NOT_LOGIN', msg: '请先登录', data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('one retry mechanism: the transport retries, TanStack Query does not', () => {
  const handler = vi.fn();
  beforeEach(() => {
    handler.mockReset();
    setApiErrorHandler(handler);
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('a query whose call asks for 2 retries is fetched 3 times, and the failure reported once', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(
      queryClient.fetchQuery({ queryKey: ['retry-test', 'net'], queryFn: () => http.get('/x', { retry: 2, retryDelay: 1 }) }),
    ).rejects.toMatchObject({ code: NETWORK_ERROR });
    // Query retrying on top would make this 3 × (1 + its retries).
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a server answer is never retried, by either layer', async () => {
    const fetch = vi.fn(async () => failWith(401));
    vi.stubGlobal('fetch', fetch);
    await expect(
      queryClient.fetchQuery({ queryKey: ['retry-test', 'server'], queryFn: () => http.get('/x', { retry: 3, retryDelay: 1 }) }),
    ).rejects.toMatchObject({ code: 'UC/NOT_LOGIN' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('mutations are not retried either', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => http.post('/bet', { amount: 1 }) });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: NETWORK_ERROR });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
