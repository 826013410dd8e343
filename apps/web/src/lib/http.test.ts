import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABORTED, ApiError, NETWORK_ERROR, TIMEOUT_ERROR, http, setApiErrorHandler } from './http';
import { ErrorCode } from '@sixmark/shared';
import { clearTokens, setTokens } from './session';

const envelope = (
  data: unknown,
  init: { status?: number; code?: string; msg?: string; success?: boolean } = {},
) =>
  new Response(
    JSON.stringify({
      success: init.success ?? (init.status ?? 200) < 400,
      code: init.code ?? 'OK',
      msg: init.msg ?? '',
      data,
    }),
    { status: init.status ?? 200, headers: { 'content-type': 'application/json' } },
  );

/** A fetch that never answers until its signal aborts (a hung server). */
const hangingFetch = () =>
  vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

describe('http request layer', () => {
  const handler = vi.fn();
  beforeEach(() => {
    handler.mockReset();
    setApiErrorHandler(handler);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('prefixes /app-api and answers the envelope data', async () => {
    const fetch = vi.fn(async (_url: string) => envelope({ a: 1 }));
    vi.stubGlobal('fetch', fetch);
    await expect(http.get('/api/user/info', { params: { x: 1, y: undefined } })).resolves.toEqual({ a: 1 });
    expect(fetch.mock.calls[0]![0]).toBe('/app-api/api/user/info?x=1');
  });

  it('sends the access token as Authorization and token headers', async () => {
    setTokens('tok-1', 'chat-1');
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    await http.get('/api/user/info');
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(headers.authorization).toBe('tok-1');
    expect(headers.token).toBe('tok-1');
  });

  it('sends the chat token as Bearer on chat calls', async () => {
    setTokens('tok-1', 'chat-1');
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    await http.get('/chat-api/room/list', { chat: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/chat-api/room/list');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer chat-1');
    expect((init.headers as Record<string, string>).token).toBeUndefined();
  });

  it('posts a form body when asked', async () => {
    const fetch = vi.fn(async () => envelope(null));
    vi.stubGlobal('fetch', fetch);
    await http.post('/v/user/login', { account: 'demo', password: 'a b', skip: undefined }, { form: true });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init.body).toBe('account=demo&password=a+b');
  });

  it('adds _t to static configuration calls and answers the raw JSON', async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ enable_chat: '1' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(http.json('/sys-upload/data/json/config_chat.json')).resolves.toEqual({ enable_chat: '1' });
    expect(fetch.mock.calls[0]![0]).toMatch(/^\/sys-upload\/data\/json\/config_chat\.json\?_t=\d+$/);
  });

  it('aborts an earlier in-flight request to the same URI when a duplicate starts', async () => {
    let call = 0;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      call += 1;
      if (call === 1)
        return new Promise<Response>((_r, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      return Promise.resolve(envelope('second'));
    });
    vi.stubGlobal('fetch', fetch);
    const first = http.get('/api/notice/queryPage', { params: { noticeType: 0 } });
    const second = http.get('/api/notice/queryPage', { params: { noticeType: 0 } });
    await expect(first).rejects.toMatchObject({ code: ABORTED });
    await expect(second).resolves.toBe('second');
    // An aborted duplicate is not a failure the user hears about.
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not abort requests to different URIs', async () => {
    const fetch = vi.fn(async (url: string) => envelope(url));
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([http.get('/a'), http.get('/b')]);
    expect([a, b]).toEqual(['/app-api/a', '/app-api/b']);
  });

  it('retries a network error as many times as asked, 100 ms apart', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(envelope('ok'));
    vi.stubGlobal('fetch', fetch);
    const p = http.get('/x', { retry: 2 });
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    await expect(p).resolves.toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry by default and hands the failure to the error handler', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    await expect(http.get('/x')).rejects.toMatchObject({ code: NETWORK_ERROR });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not retry a server answer, only network errors and time-outs', async () => {
    const fetch = vi.fn(async () =>
      envelope(null, { status: 400, code: 'SYS/BAD_REQUEST', msg: '参数错误' }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(http.get('/x', { retry: 3 })).rejects.toMatchObject({
      code: 'SYS/BAD_REQUEST',
      message: '参数错误',
      status: 400,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('times out after 20 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const p = http.get('/slow');
    const settled = vi.fn();
    p.catch(settled);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toMatchObject({ code: TIMEOUT_ERROR });
  });

  it('gives chat calls 60 s before timing out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const p = http.get('/chat-api/slow', { chat: true });
    const settled = vi.fn();
    p.catch(settled);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).rejects.toBeInstanceOf(ApiError);
    await expect(p).rejects.toMatchObject({ code: TIMEOUT_ERROR });
  });

  it('retries a time-out when asked', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const hang = hangingFetch();
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
      ++calls === 1 ? hang(url, init) : Promise.resolve(envelope('late')),
    );
    const p = http.get('/slow', { retry: 1, timeout: 1000 });
    await vi.advanceTimersByTimeAsync(1100);
    await expect(p).resolves.toBe('late');
    expect(calls).toBe(2);
  });

  it('skips the error handler for silent calls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, { status: 500, code: 'SYS/ERROR', msg: '系统错误，请重试' })),
    );
    await expect(http.get('/x', { silent: true })).rejects.toMatchObject({ code: 'SYS/ERROR' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves a session-ending answer alone when the session it was sent with has ended since', async () => {
    setTokens('tok-old', 'chat-1');
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const call = http.get('/api/user/info');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // The password change ended the session here while the call was in flight.
    clearTokens();
    answer(envelope(null, { status: 200, success: false, code: ErrorCode.LOGIN_ELSEWHERE, msg: '已在别处登录' }));
    await expect(call).rejects.toMatchObject({ code: ErrorCode.LOGIN_ELSEWHERE });
    expect(handler).not.toHaveBeenCalled();
  });

  it('still hands a session-ending answer to the catalogue while its session is the current one', async () => {
    setTokens('tok-now', 'chat-1');
    vi.stubGlobal('fetch', vi.fn(async () => envelope(null, { status: 200, success: false, code: ErrorCode.TOKEN_INVALID })));
    await expect(http.get('/api/bets')).rejects.toMatchObject({ code: ErrorCode.TOKEN_INVALID });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
