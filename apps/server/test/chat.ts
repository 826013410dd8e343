import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { ChatCommand, type ChatFrame } from '@sixmark/shared';

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

export interface ChatClient {
  ws: WebSocket;
  frames: ChatFrame[];
  closed: Promise<{ code: number; reason: string }>;
  next(match?: (f: ChatFrame) => boolean, opts?: { since?: number; timeout?: number }): Promise<ChatFrame>;
  /** Joins a room and waits for JOINED (after any catch-up messages). */
  join(roomId: number, lastId?: number): Promise<ChatFrame>;
  /** Sends a message and waits for its SEND_RESULT. */
  send(
    roomId: number,
    body: string,
    opts?: { type?: string; clientId?: string },
  ): Promise<{ code: string; id?: number; msg?: string; retry_after?: number }>;
  /** Ids of room messages received for a room, in arrival order. */
  messageIds(roomId: number): number[];
  close(): void;
}

let seq = 0;

export const chatUrl = (app: FastifyInstance, query: string) =>
  `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws-chat?${query}`;

/** Opens a chat socket that records its frames; rejects when the upgrade is refused. */
export async function connectChat(url: string, opts: WebSocket.ClientOptions = {}): Promise<ChatClient> {
  const ws = new WebSocket(url, opts);
  const frames: ChatFrame[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d)) as ChatFrame));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
  });

  const next: ChatClient['next'] = (match = () => true, { since = 0, timeout = 5000 } = {}) => {
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
        reject(
          new Error(
            `no matching chat frame in ${timeout} ms; received: ${
              frames
                .slice(since)
                .map((f) => f.command)
                .join(', ') || 'nothing'
            }`,
          ),
        );
      }, timeout);
      ws.on('message', onMessage);
    });
  };

  return {
    ws,
    frames,
    closed,
    next,
    join: async (roomId, lastId) => {
      const since = frames.length;
      ws.send(
        JSON.stringify({
          command: ChatCommand.CLIENT_JOIN,
          room_id: roomId,
          ...(lastId !== undefined ? { last_id: lastId } : {}),
        }),
      );
      return next(
        (f) =>
          (f.command === ChatCommand.JOINED || f.command === ChatCommand.ERROR) &&
          (f.content as { room_id?: number }).room_id === roomId,
        { since },
      );
    },
    send: async (roomId, body, { type = 'text', clientId = `c${++seq}-${Date.now()}` } = {}) => {
      const since = frames.length;
      ws.send(
        JSON.stringify({
          command: ChatCommand.CLIENT_SEND,
          room_id: roomId,
          client_id: clientId,
          type,
          body,
        }),
      );
      const f = await next(
        (x) =>
          x.command === ChatCommand.SEND_RESULT &&
          (x.content as { client_id: string }).client_id === clientId,
        { since },
      );
      return f.content as { code: string; id?: number; msg?: string; retry_after?: number };
    },
    messageIds: (roomId) =>
      frames.filter((f) => f.id !== undefined && f.channel === `room:${roomId}`).map((f) => f.id!),
    close: () => ws.close(),
  };
}
