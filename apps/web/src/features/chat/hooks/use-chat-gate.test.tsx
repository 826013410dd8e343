import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/harness';
import { chatConfigJson } from '../test/chat-test-utils';
import { MAINTENANCE_POLL_MS, useChatGate } from './use-chat-gate';

describe('useChatGate', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls the chat config every 120 s in maintenance and fetches a chat token when chat is back', async () => {
    vi.useFakeTimers();
    localStorage.setItem('token', 'tok');
    let maintenance = '1';
    const m = mockApi({
      '/sys-upload/data/json/config_chat.json': () => chatConfigJson(maintenance),
      '/app-api/api/chat/refreshTokenChat': ok({ tokenChat: 'after-maintenance' }),
    });
    const { result } = renderHook(() => useChatGate());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toBe('maintenance');
    const configCalls = () => m.calls.filter((c) => c.path.endsWith('config_chat.json')).length;
    expect(configCalls()).toBe(1);
    maintenance = '0';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS - 1_000);
    });
    expect(configCalls()).toBe(1);
    expect(result.current).toBe('maintenance');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(configCalls()).toBe(2);
    expect(result.current).toBe('open');
    expect(m.calls.some((c) => c.path === '/app-api/api/chat/refreshTokenChat')).toBe(true);
    expect(localStorage.getItem('tokenChat')).toBe('after-maintenance');
    expect(MAINTENANCE_POLL_MS).toBe(120_000);
  });

  it('opens at once when chat is on, without a token refresh', async () => {
    const m = mockApi({ '/sys-upload/data/json/config_chat.json': chatConfigJson('0') });
    const { result } = renderHook(() => useChatGate());
    await vi.waitFor(() => expect(result.current).toBe('open'));
    expect(m.calls.map((c) => c.path)).toEqual(['/sys-upload/data/json/config_chat.json']);
  });
});
