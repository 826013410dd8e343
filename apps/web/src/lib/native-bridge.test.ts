import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getNativeBridge,
  nativeExchangeToken,
  nativeRegister,
  NATIVE_TIMEOUT_MS,
  setNativeBridge,
  type NativeBridge,
} from './native-bridge';

const fakeBridge = (answer: () => Promise<{ token: string; tokenChat: string; status?: number; message?: string }>): NativeBridge => ({
  register: vi.fn(answer),
  exchangeToken: vi.fn(answer),
});

describe('native bridge', () => {
  afterEach(() => {
    setNativeBridge(undefined);
    vi.useRealTimers();
  });

  it('is absent in the browser build', () => {
    expect(getNativeBridge()).toBeNull();
  });

  it('answers the native tokens when the bridge replies in time', async () => {
    const bridge = fakeBridge(async () => ({ token: 't', tokenChat: 'c', status: 1 }));
    setNativeBridge(bridge);
    await expect(nativeRegister({ account: 'abc123' })).resolves.toMatchObject({ token: 't', tokenChat: 'c' });
    expect(bridge.register).toHaveBeenCalledWith({ account: 'abc123' });
  });

  it('gives up after 30 s with 登录超时，请重新试下！', async () => {
    vi.useFakeTimers();
    setNativeBridge(fakeBridge(() => new Promise(() => undefined)));
    const pending = nativeRegister({ account: 'abc123' });
    const assertion = expect(pending).rejects.toThrow('登录超时，请重新试下！');
    await vi.advanceTimersByTimeAsync(NATIVE_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(NATIVE_TIMEOUT_MS).toBe(30_000);
  });

  it('times out the token exchange the same way', async () => {
    vi.useFakeTimers();
    setNativeBridge(fakeBridge(() => new Promise(() => undefined)));
    const assertion = expect(nativeExchangeToken('tok')).rejects.toThrow('登录超时，请重新试下！');
    await vi.advanceTimersByTimeAsync(NATIVE_TIMEOUT_MS);
    await assertion;
  });

  it('reports the native message when the bridge says it failed', async () => {
    setNativeBridge(fakeBridge(async () => ({ token: '', tokenChat: '', status: 0, message: '该用户名已被注册' })));
    await expect(nativeRegister({})).rejects.toThrow('该用户名已被注册');
  });
});
