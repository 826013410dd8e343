import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServerPool, connectGameSocket, gameSocketUrl, parseGameFrame, type GameSocketMessage } from './game-socket';

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
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
    this.closed = true;
  }
  serverOpen() {
    this.onopen?.(new Event('open'));
  }
  serverSend(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverClose() {
    this.onclose?.(new CloseEvent('close'));
  }
}
const Impl = FakeSocket as unknown as typeof WebSocket;
const last = () => FakeSocket.instances[FakeSocket.instances.length - 1]!;
const setOnline = (v: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => v });

describe('game socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds ws addresses and a pool of 40 from the configured servers', () => {
    expect(gameSocketUrl('https://a.example', 70)).toBe('wss://a.example/ws-game/70');
    expect(gameSocketUrl('http://127.0.0.1:3000/', 110)).toBe('ws://127.0.0.1:3000/ws-game/110');
    const pool = buildServerPool(['http://a', 'http://b']);
    expect(pool).toHaveLength(40);
    expect(pool.slice(0, 3)).toEqual(['http://a', 'http://b', 'http://a']);
  });

  it('parses frames whose content is a JSON string', () => {
    expect(parseGameFrame(JSON.stringify({ command: 'BALL', content: JSON.stringify({ gameId: 70, index: 2 }) }))).toEqual({
      command: 'BALL',
      content: { gameId: 70, index: 2 },
    });
    expect(parseGameFrame('not json')).toBeNull();
  });

  it('subscribes to RESULT, VIDEO and LIVE_URL_HISTORY on open and delivers messages of its game', () => {
    const got: GameSocketMessage[] = [];
    const s = connectGameSocket({ gameId: 70, onMessage: (m) => got.push(m), servers: ['http://a'], WebSocketImpl: Impl });
    last().serverOpen();
    expect(last().sent.map((x) => JSON.parse(x))).toEqual([
      { command: 'SUBSCRIBE', gameId: 70, type: 'RESULT' },
      { command: 'SUBSCRIBE', gameId: 70, type: 'VIDEO' },
      { command: 'SUBSCRIBE', gameId: 70, type: 'LIVE_URL_HISTORY' },
    ]);
    last().serverSend({ command: 'BALL', content: JSON.stringify({ gameId: 70, type: 'RESULT', index: 0, openNum: '12' }) });
    last().serverSend({ command: 'BALL', content: JSON.stringify({ gameId: 90, type: 'RESULT', index: 0, openNum: '3' }) });
    last().serverSend({ command: 'PONG', content: '' });
    expect(got).toEqual([{ command: 'BALL', content: { gameId: 70, type: 'RESULT', index: 0, openNum: '12' } }]);
    s.close();
  });

  it('pings every 15 s and drops the connection when nothing answers within 15 s', () => {
    const s = connectGameSocket({ gameId: 70, onMessage: () => undefined, servers: ['http://a'], WebSocketImpl: Impl });
    const first = last();
    first.serverOpen();
    first.sent = [];
    vi.advanceTimersByTime(15_000);
    expect(first.sent.map((x) => JSON.parse(x))).toEqual([{ command: 'PING', gameId: 70 }]);
    first.serverSend({ command: 'PONG', content: '' });
    vi.advanceTimersByTime(15_000);
    expect(first.closed).toBe(false);
    expect(FakeSocket.instances).toHaveLength(1);
    // Second ping goes unanswered: closed after 15 s, reconnect 1 s later.
    vi.advanceTimersByTime(14_999);
    expect(first.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
    s.close();
  });

  it('reconnects to the next server after 1 s and resets after 5 s once the pool of 40 is exhausted', () => {
    const s = connectGameSocket({ gameId: 70, onMessage: () => undefined, servers: ['http://a', 'http://b'], WebSocketImpl: Impl });
    expect(last().url).toBe('ws://a/ws-game/70');
    last().serverClose();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(last().url).toBe('ws://b/ws-game/70');
    // 38 more failures at 1 s each use up the pool (40 attempts in all).
    for (let i = 0; i < 38; i++) {
      last().serverClose();
      vi.advanceTimersByTime(1_000);
    }
    expect(FakeSocket.instances).toHaveLength(40);
    last().serverClose();
    vi.advanceTimersByTime(4_999);
    expect(FakeSocket.instances).toHaveLength(40);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(41);
    expect(last().url).toBe('ws://a/ws-game/70');
    s.close();
  });

  it('pauses while offline and resumes when the network is back', () => {
    const states: string[] = [];
    const s = connectGameSocket({
      gameId: 110,
      onMessage: () => undefined,
      servers: ['http://a'],
      WebSocketImpl: Impl,
      onStateChange: (st) => states.push(st),
    });
    last().serverOpen();
    setOnline(false);
    window.dispatchEvent(new Event('offline'));
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(s.state).toBe('offline');
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
    s.close();
    expect(states).toEqual(['connecting', 'open', 'offline', 'connecting', 'closed']);
  });

  it('does not connect while the browser starts offline', () => {
    setOnline(false);
    const s = connectGameSocket({ gameId: 70, onMessage: () => undefined, servers: ['http://a'], WebSocketImpl: Impl });
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(0);
    s.close();
  });
});
