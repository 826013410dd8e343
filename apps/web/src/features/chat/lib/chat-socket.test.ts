import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatSocketUrl, connectChatSocket, type ChatSocketStop } from './chat-socket';
import type { ChatFrame } from './protocol';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  readyState = 0;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSend(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
const Impl = FakeSocket as unknown as typeof WebSocket;
const last = () => FakeSocket.instances[FakeSocket.instances.length - 1]!;
const setOnline = (v: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => v });

describe('chat socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('puts the token and the guest flag in the address', () => {
    expect(chatSocketUrl({ token: 'abc', isGuest: 0 }, 'https://site.example/')).toBe('wss://site.example/ws-chat?token=abc&isGuest=0');
    expect(chatSocketUrl({ token: 'a b' }, 'http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/ws-chat?token=a+b');
  });

  it('joins on every open and hands frames on, pongs excluded', () => {
    const frames: ChatFrame[] = [];
    let opens = 0;
    const s = connectChatSocket({
      url: () => 'ws://x/ws-chat',
      onFrame: (f) => frames.push(f),
      onOpen: (send) => {
        opens++;
        send({ command: 100, room_id: 1, last_id: opens });
      },
      WebSocketImpl: Impl,
    });
    last().serverOpen();
    expect(JSON.parse(last().sent[0]!)).toEqual({ command: 100, room_id: 1, last_id: 1 });
    last().serverSend({ command: 70, content: '' });
    last().serverSend({ command: 1, id: 1, content: { room_id: 1 } });
    expect(frames).toEqual([{ command: 1, id: 1, content: { room_id: 1 } }]);
    s.close();
  });

  it('reconnects 3 s after an unplanned close, not before', () => {
    const s = connectChatSocket({ url: () => 'ws://x/ws-chat', onFrame: () => undefined, WebSocketImpl: Impl });
    last().serverOpen();
    last().serverClose();
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(2_999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    s.close();
  });

  it('does not reconnect after close() on purpose', () => {
    const s = connectChatSocket({ url: () => 'ws://x/ws-chat', onFrame: () => undefined, WebSocketImpl: Impl });
    last().serverOpen();
    s.close();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(s.state).toBe('closed');
  });

  it('pings every 15 s and drops a connection silent for 15 s after a ping', () => {
    const s = connectChatSocket({ url: () => 'ws://x/ws-chat', onFrame: () => undefined, WebSocketImpl: Impl });
    const first = last();
    first.serverOpen();
    vi.advanceTimersByTime(15_000);
    expect(first.sent.map((x) => JSON.parse(x))).toEqual([{ command: 170 }]);
    first.serverSend({ command: 70, content: '' });
    vi.advanceTimersByTime(15_000);
    expect(first.sent).toHaveLength(2);
    vi.advanceTimersByTime(14_999);
    expect(s.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(s.state).toBe('closed');
    vi.advanceTimersByTime(3_000);
    expect(FakeSocket.instances).toHaveLength(2);
    s.close();
  });

  it('runs only while online', () => {
    setOnline(false);
    const s = connectChatSocket({ url: () => 'ws://x/ws-chat', onFrame: () => undefined, WebSocketImpl: Impl });
    expect(FakeSocket.instances).toHaveLength(0);
    expect(s.state).toBe('offline');
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(1);
    last().serverOpen();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(s.state).toBe('offline');
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    s.close();
  });

  it('stays closed after the too-many-pages close and says why', () => {
    const stops: ChatSocketStop[] = [];
    const s = connectChatSocket({ url: () => 'ws://x/ws-chat', onFrame: () => undefined, onStop: (r) => stops.push(r), WebSocketImpl: Impl });
    last().serverOpen();
    last().serverClose(4001);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(stops).toEqual(['tooManyPages']);
    s.close();
  });

  it('refreshes the token on an unauthorized close and reconnects with the new address', async () => {
    let token = 'old';
    const s = connectChatSocket({
      url: () => `ws://x/ws-chat?token=${token}`,
      onFrame: () => undefined,
      onUnauthorized: async () => {
        token = 'new';
        return true;
      },
      WebSocketImpl: Impl,
    });
    last().serverOpen();
    last().serverClose(4003);
    await vi.waitFor(() => expect(FakeSocket.instances).toHaveLength(2));
    expect(last().url).toBe('ws://x/ws-chat?token=new');
    s.close();
  });

  it('send answers false while the socket is not open', () => {
    const s = connectChatSocket({ url: () => 'ws://x/ws-chat', onFrame: () => undefined, WebSocketImpl: Impl });
    expect(s.send({ command: 102 })).toBe(false);
    last().serverOpen();
    expect(s.send({ command: 102 })).toBe(true);
    s.close();
  });
});
