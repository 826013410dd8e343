import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AWARD_NOTICE_CHANNEL,
  CHAT_CLOSE,
  CHAT_MSG,
  ChatCommand,
  chatClientFrameSchema,
  ErrorCode,
  type ChatAwardNotice,
  type ChatClientFrame,
} from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { registerSocketEndpoint, type HubSocket, type SocketSession } from '../../realtime/socket-hub';
import { TOKENS_REVOKED_CHANNEL } from '../accounts';
import * as repo from './chat.repo';
import { chatFrame, createChatRooms, sendTo, type ChatRooms, type ChatSocket } from './chat.rooms';
import type { ChatCore, CtlBusMessage } from './chat.service';
import type { ChatState } from './chat.state';
import type { ChatIdentity } from './chat.types';

export interface ChatHubLimits {
  /** Open sockets per client address (this process). */
  socketsPerAddress: number;
  /** Open sockets (tabs) per identity, across processes; past it: 'too many pages open'. */
  tabsPerIdentity: number;
  /** Frames a socket may send per second; past it the socket is closed (1008). */
  framesPerSecond: number;
  /** Messages a socket may send per 10 s; past it the send is refused (CHAT/TOO_FAST). */
  sendsPer10s: number;
  /** Rooms one socket may be in at once. */
  roomsPerSocket: number;
  /** A socket whose unsent bytes pass this is a slow consumer and is dropped. */
  maxBufferedBytes: number;
}

export const DEFAULT_CHAT_HUB_LIMITS: ChatHubLimits = {
  socketsPerAddress: 50,
  tabsPerIdentity: 5,
  framesPerSecond: 20,
  sendsPer10s: 10,
  roomsPerSocket: 8,
  maxBufferedBytes: 4 * 1024 * 1024,
};

export interface ChatHubOptions {
  heartbeatMs?: number;
  /** How often rooms are compared with the database (heals a lost publish) and presence is refreshed. */
  sweepMs?: number;
  allowedOrigins?: readonly string[];
  limits?: Partial<ChatHubLimits>;
  /**
   * The award notices of a company still inside their popup window, each with the seconds it
   * has left (the bets module stores them); a socket gets them when it connects.
   */
  recentAwards?: (companyId: number) => Promise<ChatAwardNotice[]>;
}

export interface ChatHubStats {
  sockets: number;
  rooms: number;
  identities: number;
  addresses: number;
}

export interface ChatHub {
  stats(): ChatHubStats;
  /** Sockets of this process in a room. */
  members(roomId: number): number;
}

interface Client extends ChatSocket {
  sendWindowStart: number;
  sends: number;
  ready: Promise<boolean>;
  /** Award notices this socket has been sent: the live send and the catch-up read can race. */
  awards: Set<number>;
}

/* ---------------- award notices (delivered, never stored, here) ---------------- */

const awardFrame = (notice: ChatAwardNotice): string =>
  JSON.stringify({ command: ChatCommand.AWARD_NOTICE, id: notice.id, content: notice, channel: 'company' });

/** Kept per socket; notices older than this many are long past their popup window. */
const AWARDS_REMEMBERED = 32;

/**
 * Sends an award notice to a socket once. A socket that connects just as a notice is
 * published gets it from the live send and from its catch-up read, in either order; the
 * second is dropped here rather than left to the client.
 */
const sendAward = (c: Client, notice: ChatAwardNotice, bytes = awardFrame(notice)) => {
  if (c.awards.has(notice.id)) return;
  c.awards.add(notice.id);
  if (c.awards.size > AWARDS_REMEMBERED) c.awards.delete(c.awards.values().next().value!);
  sendTo(c, bytes);
};

/** Live notices from the bets module, to the sockets of their company in this process. */
function deliverAwards(app: FastifyInstance, clients: Set<Client>): () => void {
  return app.bus.subscribe(AWARD_NOTICE_CHANNEL, (raw) => {
    const { companyId, ...notice } = raw as ChatAwardNotice & { companyId: number };
    const bytes = awardFrame(notice);
    for (const c of clients) if (c.identity.companyId === companyId) sendAward(c, notice, bytes);
  });
}

/**
 * A socket that (re)connects gets the notices still inside the popup window. The socket is in
 * `clients` already, so a notice published after this read reaches it live.
 */
async function catchUpAwards(app: FastifyInstance, c: Client, recent: ChatHubOptions['recentAwards']) {
  if (!recent) return;
  try {
    for (const notice of await recent(c.identity.companyId)) sendAward(c, notice);
  } catch (err) {
    app.log.error({ err }, 'chat award catch-up failed');
  }
}

/* ---------------- sessions ---------------- */

/** Sessions revoked (logout, other device, password) and maintenance close their sockets. */
async function checkSessions(app: FastifyInstance, core: ChatCore, which: Client[]) {
  try {
    const members = which.filter((c) => c.identity.kind === 'member');
    const alive = await repo.sessionsAlive(
      app.pool,
      members.map((c) => (c.identity.kind === 'member' ? c.identity.tokenId : 0)),
    );
    for (const c of members)
      if (c.identity.kind === 'member' && !alive.has(c.identity.tokenId))
        c.socket.close(CHAT_CLOSE.unauthorized, 'session ended');
    for (const companyId of new Set(which.map((c) => c.identity.companyId))) {
      if (!(await core.settings(companyId)).maintenance) continue;
      for (const c of which)
        if (c.identity.companyId === companyId) {
          sendTo(
            c,
            chatFrame(ChatCommand.ERROR, { code: ErrorCode.CHAT_MAINTENANCE, msg: CHAT_MSG.maintenance }),
          );
          c.socket.close(CHAT_CLOSE.maintenance, 'maintenance');
        }
    }
  } catch (err) {
    app.log.warn({ err }, 'chat session check failed');
  }
}

/** The chat identity of an upgrade (`?token=…&isGuest=0|1`) allowed to read chat at all. */
async function admitChat(core: ChatCore, request: FastifyRequest): Promise<ChatIdentity> {
  const q = request.query as { token?: unknown; isGuest?: unknown };
  const token = typeof q.token === 'string' ? q.token.slice(0, 200) : '';
  const isGuest = q.isGuest === '1' || q.isGuest === 'true';
  if (!token) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
  const identity = isGuest ? await core.identityOfGuest(token) : await core.identityOfToken(token);
  if (isGuest !== (identity.kind === 'guest')) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
  await core.requireRead(identity, null);
  return identity;
}

/* ---------------- frames ---------------- */

type FrameOf<C extends number> = Extract<ChatClientFrame, { command: C }>;

const errorFrame = (content: Record<string, unknown>) => chatFrame(ChatCommand.ERROR, content);

async function onJoin(
  core: ChatCore,
  rooms: ChatRooms,
  limits: ChatHubLimits,
  c: Client,
  isOpen: () => boolean,
  frame: FrameOf<typeof ChatCommand.CLIENT_JOIN>,
) {
  if (c.rooms.has(frame.room_id)) return;
  if (c.rooms.size >= limits.roomsPerSocket) {
    sendTo(
      c,
      errorFrame({ code: ErrorCode.RATE_LIMITED, msg: CHAT_MSG.tooManyRooms, room_id: frame.room_id }),
    );
    return;
  }
  try {
    await core.requireRead(c.identity, frame.room_id);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    sendTo(
      c,
      errorFrame({ code: err.code, msg: err.message, status: err.statusCode, room_id: frame.room_id }),
    );
    return;
  }
  if (!isOpen() || c.rooms.has(frame.room_id)) return;
  rooms.join(c, frame.room_id, frame.last_id);
}

async function onSend(
  core: ChatCore,
  limits: ChatHubLimits,
  c: Client,
  frame: FrameOf<typeof ChatCommand.CLIENT_SEND>,
) {
  const now = Date.now();
  if (now - c.sendWindowStart >= 10_000) {
    c.sendWindowStart = now;
    c.sends = 0;
  }
  const reply = (content: Record<string, unknown>) =>
    sendTo(c, chatFrame(ChatCommand.SEND_RESULT, { client_id: frame.client_id, ...content }));
  if (++c.sends > limits.sendsPer10s) return reply({ code: ErrorCode.CHAT_TOO_FAST, msg: CHAT_MSG.tooFast });
  if (!c.rooms.has(frame.room_id))
    return reply({ code: ErrorCode.CHAT_NOT_IN_ROOM, msg: CHAT_MSG.notInRoom });
  try {
    const room = await core.room(frame.room_id);
    const command =
      room?.kind === 'private'
        ? ChatCommand.PRIVATE_MESSAGE
        : room?.kind === 'guest'
          ? ChatCommand.GUEST_MESSAGE
          : ChatCommand.ROOM_MESSAGE;
    const m = await core.send(
      c.identity,
      frame.room_id,
      {
        type: frame.type,
        body: frame.body,
        clientId: frame.client_id,
        ...(frame.reciveId ? { reciveId: frame.reciveId } : {}),
      },
      command,
    );
    reply({ code: 'OK', id: m.id, created_at: m.created_at });
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    reply({
      code: err.code,
      msg: err.message,
      ...(err.data && typeof err.data === 'object' ? (err.data as object) : {}),
    });
  }
}

/**
 * The chat socket `/ws-chat?token=…&isGuest=0|1`, a protocol on the socket hub (admission,
 * origin, heartbeat, limits): tabs per identity, the client frames (join, leave, send, ping),
 * the rooms (chat.rooms.ts), session checks, and award notices the bets module publishes.
 */
export function registerChatHub(
  app: FastifyInstance,
  core: ChatCore,
  state: ChatState,
  opts: ChatHubOptions = {},
): ChatHub {
  const limits = { ...DEFAULT_CHAT_HUB_LIMITS, ...opts.limits };
  const clients = new Set<Client>();
  const byIdentity = new Map<string, Set<Client>>();
  const rooms = createChatRooms({
    pool: app.pool,
    bus: app.bus,
    state,
    log: app.log,
    channel: core.channels.room,
    maxBufferedBytes: limits.maxBufferedBytes,
  });

  const onFrame = async (c: Client, data: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const f = chatClientFrameSchema.safeParse(parsed);
    if (!f.success) {
      sendTo(
        c,
        errorFrame({ code: ErrorCode.BAD_REQUEST, msg: f.error.issues[0]?.message ?? CHAT_MSG.tooFast }),
      );
      return;
    }
    const frame = f.data;
    switch (frame.command) {
      case ChatCommand.CLIENT_PING:
        return sendTo(c, chatFrame(ChatCommand.HEARTBEAT, ''));
      case ChatCommand.CLIENT_LEAVE:
        return rooms.leave(c, frame.room_id);
      case ChatCommand.CLIENT_JOIN:
        return onJoin(core, rooms, limits, c, () => clients.has(c), frame);
      case ChatCommand.CLIENT_SEND:
        return onSend(core, limits, c, frame);
    }
  };

  /** Counts the tab across processes; past the cap the socket is told and closed. */
  const openTab = (c: Client): Promise<boolean> =>
    state.openTab(c.identity.key, c.id, limits.tabsPerIdentity).then(
      (ok) => {
        if (!ok) {
          sendTo(
            c,
            chatFrame(ChatCommand.TOO_MANY_PAGES, {
              code: ErrorCode.RATE_LIMITED,
              msg: CHAT_MSG.tooManyPages,
            }),
          );
          c.socket.close(CHAT_CLOSE.tooManyPages, 'too many pages');
        } else void catchUpAwards(app, c, opts.recentAwards);
        return ok;
      },
      (err: unknown) => {
        app.log.error({ err }, 'chat tab count failed');
        c.socket.close(1011, 'unavailable');
        return false;
      },
    );

  const open = ({ socket, identity }: HubSocket<ChatIdentity>): SocketSession => {
    const c: Client = {
      id: randomUUID(),
      socket,
      identity,
      rooms: new Set(),
      sendWindowStart: Date.now(),
      sends: 0,
      ready: Promise.resolve(false),
      awards: new Set(),
    };
    clients.add(c);
    let ids = byIdentity.get(identity.key);
    if (!ids) byIdentity.set(identity.key, (ids = new Set()));
    ids.add(c);
    c.ready = openTab(c);
    let chain: Promise<unknown> = c.ready;
    return {
      message: (text) => {
        // One frame at a time per socket: a send answers before the next frame is read.
        chain = chain.then(async (ok) => {
          if (ok === false) return false;
          await onFrame(c, text).catch((err: unknown) => app.log.error({ err }, 'chat frame failed'));
          return true;
        });
      },
      closed: () => {
        if (!clients.delete(c)) return;
        for (const roomId of [...c.rooms]) rooms.leave(c, roomId);
        ids.delete(c);
        if (ids.size === 0) byIdentity.delete(identity.key);
        void c.ready
          .then((ok) => (ok ? state.closeTab(identity.key, c.id) : undefined))
          .catch(() => undefined);
      },
    };
  };

  const hub = registerSocketEndpoint<ChatIdentity>(app, {
    path: '/ws-chat',
    admit: (request) => admitChat(core, request),
    open,
    allowedOrigins: opts.allowedOrigins,
    limits: { socketsPerAddress: limits.socketsPerAddress, messagesPerSecond: limits.framesPerSecond },
    heartbeatMs: opts.heartbeatMs,
    afterHeartbeat: () => void checkSessions(app, core, [...clients]),
  });

  const offCtl = app.bus.subscribe(core.channels.ctl, (raw) => {
    const m = raw as CtlBusMessage;
    if (m.kind === 'invalidate') {
      core.invalidateLocal(m.what);
      // Maintenance switched on closes the company's open sockets now, not at the next heartbeat.
      if (m.what === 'config')
        void checkSessions(
          app,
          core,
          [...clients].filter((c) => c.identity.companyId === m.companyId),
        );
      return;
    }
    for (const c of byIdentity.get(m.key) ?? []) {
      if (m.kind === 'identity') sendTo(c, JSON.stringify(m.frame));
      else {
        if (m.frame) sendTo(c, JSON.stringify(m.frame));
        for (const roomId of m.roomId === null ? [...c.rooms] : [m.roomId]) rooms.leave(c, roomId);
      }
    }
  });
  // Logout, login elsewhere, password change: that user's sockets are checked at once.
  const offRevoked = app.bus.subscribe(TOKENS_REVOKED_CHANNEL, (raw) => {
    const set = byIdentity.get(`u:${(raw as { userId: number }).userId}`);
    if (set) void checkSessions(app, core, [...set]);
  });
  const offAwards = deliverAwards(app, clients);

  const sweep = setInterval(() => {
    rooms.sweep(clients).catch((err: unknown) => app.log.warn({ err }, 'chat sweep failed'));
  }, opts.sweepMs ?? 5_000);
  sweep.unref();

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    offCtl();
    offRevoked();
    offAwards();
    rooms.close();
    clients.clear();
    byIdentity.clear();
  });

  return {
    stats: () => ({ ...hub.stats(), rooms: rooms.size, identities: byIdentity.size }),
    members: (roomId) => rooms.members(roomId),
  };
}
