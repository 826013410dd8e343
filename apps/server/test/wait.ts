import WebSocket from 'ws';
import type { GameServerMessage } from '@sixmark/shared';

// Captured at load: a test that fakes timers must not freeze the waiting itself.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

/**
 * Resolves with the first truthy answer of `check` (sync or async), asking again after every
 * `interval` ms; rejects after `timeout` ms naming `what`. For waiting on a state (a row, a
 * cache entry, a counter) instead of sleeping a guessed time. The default wait is long (15 s):
 * it only costs time when the state never comes, and a CI machine under load (2 cores, browser
 * journeys beside) has taken more than 5 s to carry a message over Redis and the database.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeout = 15_000, interval = 10, what = 'the condition' }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => realSetTimeout(r, interval));
  }
}

export interface GameClient {
  ws: WebSocket;
  /** Every frame received so far, in order. */
  frames: GameServerMessage[];
  /**
   * The first frame from index `since` on (default: all received) that matches, as soon as it
   * arrives; rejects after `timeout` ms listing what did arrive.
   */
  nextFrame(match?: (f: GameServerMessage) => boolean, opts?: { since?: number; timeout?: number }): Promise<GameServerMessage>;
  /**
   * Sends PING and waits for its PONG: the hub handles a socket's messages in order, so once
   * the PONG is here every message sent before it (SUBSCRIBE, UNSUBSCRIBE) has been handled.
   */
  roundTrip(): Promise<void>;
  close(): void;
}

/** Opens a game socket (`/ws-game/...`) that records its frames. */
export async function connectGameClient(url: string, opts: WebSocket.ClientOptions = {}): Promise<GameClient> {
  const ws = new WebSocket(url, opts);
  const frames: GameServerMessage[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as GameServerMessage));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

  const nextFrame: GameClient['nextFrame'] = (match = () => true, { since = 0, timeout = 5000 } = {}) => {
    const found = frames.slice(since).find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const onMessage = () => {
        const hit = frames.slice(since).find(match);
        if (!hit) return;
        realClearTimeout(timer);
        ws.off('message', onMessage);
        resolve(hit);
      };
      const timer = realSetTimeout(() => {
        ws.off('message', onMessage);
        reject(new Error(`no matching frame in ${timeout} ms; received: ${frames.slice(since).map((f) => f.command).join(', ') || 'nothing'}`));
      }, timeout);
      // Registered after the recorder above, so the frame is already in `frames` when this runs.
      ws.on('message', onMessage);
    });
  };

  return {
    ws,
    frames,
    nextFrame,
    roundTrip: async () => {
      const since = frames.length;
      ws.send(JSON.stringify({ command: 'PING' }));
      await nextFrame((f) => f.command === 'PONG', { since });
    },
    close: () => ws.close(),
  };
}
