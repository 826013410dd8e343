import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { clearTokens, setTokens } from '@/lib/session';
import { installNotifySync } from './notify-sync';

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  frame(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

afterEach(() => {
  FakeSocket.all = [];
  clearTokens();
  vi.useRealTimers();
});

describe('installNotifySync', () => {
  it('connects with the chat token and invalidates the badge queries when the unread count changes', () => {
    setTokens('access', 'chat-1');
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const counts: number[] = [];
    const off = installNotifySync(client, {
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
      url: (t) => `ws://x/ws-notify?token=${t}`,
      onCount: (n) => counts.push(n),
    });
    expect(FakeSocket.all).toHaveLength(1);
    const s = FakeSocket.all[0]!;
    expect(s.url).toBe('ws://x/ws-notify?token=chat-1');
    s.frame({ command: 'UNREAD', unReadCount: 2 });
    expect(spy).not.toHaveBeenCalled();
    s.frame({ command: 'UNREAD', unReadCount: 3 });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['push-messages'] });
    expect(spy).toHaveBeenCalledWith({ queryKey: [...PROFILE_QUERY_KEY] });
    s.frame({ command: 'NOPE' });
    s.frame('not json');
    expect(counts).toEqual([2, 3]);
    off();
    expect(s.closed).toBe(true);
  });

  it('reconnects after a drop, follows logout and stays closed without a token', () => {
    vi.useFakeTimers();
    setTokens('access', 'chat-2');
    const off = installNotifySync(new QueryClient(), { WebSocketImpl: FakeSocket as unknown as typeof WebSocket, url: (t) => t });
    FakeSocket.all[0]!.onclose?.();
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.all).toHaveLength(2);
    clearTokens();
    expect(FakeSocket.all[1]!.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    off();
  });

  it('re-registers Web Push for a session that starts after install, not at install nor on logout', () => {
    setTokens('access-1', 'chat-1');
    const client = new QueryClient();
    const onNewSession = vi.fn();
    const off = installNotifySync(client, { WebSocketImpl: FakeSocket as unknown as typeof WebSocket, url: (t) => t, onNewSession });
    expect(onNewSession).not.toHaveBeenCalled();
    clearTokens();
    expect(onNewSession).not.toHaveBeenCalled();
    setTokens('access-2', 'chat-2');
    expect(onNewSession).toHaveBeenCalledTimes(1);
    expect(onNewSession).toHaveBeenCalledWith(client);
    off();
  });
});
