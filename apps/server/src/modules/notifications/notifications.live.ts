import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { ErrorCode, type NotifyFrame } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { resolveChatToken } from '../../plugins/auth';
import { POLICY_CLOSE, registerSocketEndpoint } from '../../realtime/socket-hub';
import { NOTIFY_PG_CHANNEL, unreadCounts } from './notifications.service';

export interface NotifyHub {
  /** Sockets of this process. */
  sockets(): number;
  /** Members told about new messages by Postgres (tests wait on it). */
  onCommitted(handler: (userIds: number[]) => void): () => void;
  /** Tells a member's sockets their unread count now (after a read or a removal). */
  refresh(userId: number): Promise<void>;
}

export interface NotifyHubOptions {
  allowedOrigins?: readonly string[];
  socketsPerUser?: number;
  socketsPerAddress?: number;
  heartbeatMs?: number;
}

/**
 * The member socket `/ws-notify?token={chatToken}` (docs/notifications.md): the server sends
 * `{ command: 'UNREAD', unReadCount }` on connect and whenever the member's unread count
 * changes; the client sends nothing. Committed notifications arrive through Postgres
 * LISTEN/NOTIFY, which reaches every server process, so no bus hop is needed.
 */
export async function registerNotifyHub(
  app: FastifyInstance,
  opts: NotifyHubOptions = {},
): Promise<NotifyHub> {
  const allowed = opts.allowedOrigins ?? [];
  const perUserMax = opts.socketsPerUser ?? 10;
  const perAddressMax = opts.socketsPerAddress ?? 50;
  const byUser = new Map<number, Set<WebSocket>>();
  const listeners = new Set<(ids: number[]) => void>();
  let total = 0;

  const send = async (userIds: number[]) => {
    const here = userIds.filter((id) => byUser.has(id));
    if (here.length === 0) return;
    const counts = await unreadCounts(app.pool, here);
    for (const id of here) {
      const frame: NotifyFrame = { command: 'UNREAD', unReadCount: counts.get(id) ?? 0 };
      const raw = JSON.stringify(frame);
      for (const s of byUser.get(id) ?? []) if (s.readyState === 1) s.send(raw);
    }
  };

  // One connection per process listens; it is re-opened if the database drops it. It never
  // goes back to the pool, and it is released once: pg emits 'error' on it again when PostgreSQL
  // stops at shutdown, and a second release throws (and took the process down with exit 1).
  let listener: { client: pg.PoolClient; release: () => void } | null = null;
  let closed = false;
  const onNotification = (n: pg.Notification) => {
    if (n.channel !== NOTIFY_PG_CHANNEL || !n.payload) return;
    const ids = n.payload
      .split(',')
      .map(Number)
      .filter((x) => Number.isSafeInteger(x) && x > 0);
    for (const h of listeners) h(ids);
    send(ids).catch((err: unknown) => app.log.error({ err }, 'notify socket delivery failed'));
  };
  const listen = async (): Promise<void> => {
    const client = await app.pool.connect();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      client.removeListener('notification', onNotification);
      client.release(true);
    };
    client.on('notification', onNotification);
    client.on('error', (err) => {
      release();
      if (listener?.client === client) listener = null;
      // PostgreSQL stopping under a closing app is expected, not a lost listener.
      if (closed) return;
      app.log.error({ err }, 'notification listener lost; reconnecting');
      setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    try {
      await client.query(`LISTEN ${NOTIFY_PG_CHANNEL}`);
    } catch (err) {
      release();
      throw err;
    }
    listener = { client, release };
  };
  await listen();

  app.addHook('onClose', async () => {
    closed = true;
    const l = listener;
    listener = null;
    // Released destroyed (not UNLISTENed back into the pool): the pool ends right after.
    l?.release();
  });

  registerSocketEndpoint<number>(app, {
    path: '/ws-notify',
    allowedOrigins: allowed,
    limits: { socketsPerAddress: perAddressMax },
    heartbeatMs: opts.heartbeatMs,
    onShutdown: 'going-away',
    admit: async (request) => {
      const q = request.query as { token?: unknown };
      const token = typeof q.token === 'string' ? q.token.slice(0, 200) : '';
      if (!token) throw new AppError(ErrorCode.TOKEN_INVALID);
      const user = await resolveChatToken(app.pool, token);
      if ((byUser.get(user.id)?.size ?? 0) >= perUserMax) throw new AppError(ErrorCode.RATE_LIMITED);
      return user.id;
    },
    open: ({ socket, identity: userId }) => {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(socket);
      total++;
      void send([userId]).catch((err: unknown) => app.log.error({ err }, 'notify socket first count failed'));
      return {
        // Clients only listen; anything they send closes the socket.
        message: () => socket.close(POLICY_CLOSE, 'unexpected message'),
        closed: () => {
          total--;
          set.delete(socket);
          if (set.size === 0) byUser.delete(userId);
        },
      };
    },
  });

  return {
    sockets: () => total,
    onCommitted(handler) {
      listeners.add(handler);
      return () => listeners.delete(handler);
    },
    refresh: (userId) => send([userId]),
  };
}
