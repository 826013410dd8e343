import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  AWARD_CHANNEL,
  CHAT_CLOSE,
  CHAT_LIMITS,
  CHAT_MSG,
  ChatCommand,
  chatClientFrameSchema,
  ErrorCode,
  TIMEOUTS,
  truncateAwardName,
  type AwardNotice,
  type ChatAwardNotice,
  type ChatFrame,
  type ChatMessage,
} from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { originAllowed } from '../../realtime/socket-hub';
import { TOKENS_REVOKED_CHANNEL } from '../accounts';
import * as repo from './chat.repo';
import { type ChatCore, type CtlBusMessage, type RoomBusMessage } from './chat.service';
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

interface Client {
  id: string;
  socket: WebSocket;
  identity: ChatIdentity;
  address: string;
  alive: boolean;
  rooms: Set<number>;
  windowStart: number;
  frames: number;
  sendWindowStart: number;
  sends: number;
  ready: Promise<boolean>;
  /** Award notices this socket has been sent: the live send and the catch-up read can race. */
  awards: Set<number>;
}

type RoomItem =
  | { t: 'init' }
  | { t: 'msg'; m: ChatMessage }
  | { t: 'join'; c: Client; lastSeen: number | undefined }
  | { t: 'frame'; frame: ChatFrame }
  | { t: 'sync'; upto: number };

interface Room {
  id: number;
  clients: Set<Client>;
  /** Id of the last message this process delivered in the room (its chain head). */
  lastId: number;
  queue: RoomItem[];
  busy: boolean;
  reportedPresence: number;
  shownTotal: number;
  /** Joins queued or in progress: the room stays while any is pending. */
  pendingJoins: number;
}

const send = (c: Client, bytes: string) => {
  if (c.socket.readyState === 1) c.socket.send(bytes);
};
const frameOf = (command: number, content: unknown): string => JSON.stringify({ command, content });

/**
 * A stable id for an award notice, equal in every process that receives it: a hash of its
 * source (the bet order) when the publisher names one, else of the notice itself.
 */
const awardId = (n: AwardNotice) =>
  Number.parseInt(createHash('sha256').update(n.sourceId ?? JSON.stringify(n)).digest('hex').slice(0, 12), 16);

const awardFrame = (notice: ChatAwardNotice): string =>
  JSON.stringify({ command: ChatCommand.AWARD_NOTICE, id: notice.id, content: notice, channel: 'company' });

/** Kept per socket; notices older than this many are long past their popup window. */
const AWARDS_REMEMBERED = 32;

/**
 * Sends an award notice to a socket once. A socket that connects just as a notice is
 * published gets it from the live send and from its catch-up read of the table, in either
 * order; the second is dropped here rather than left to the client.
 */
const sendAward = (c: Client, notice: ChatAwardNotice, bytes = awardFrame(notice)) => {
  if (c.awards.has(notice.id)) return;
  c.awards.add(notice.id);
  if (c.awards.size > AWARDS_REMEMBERED) c.awards.delete(c.awards.values().next().value!);
  send(c, bytes);
};

/**
 * The chat socket `/ws-chat?token=…&isGuest=0|1`.
 *
 * Each room a process serves has a queue: the messages it receives over the bus, clients
 * joining with the last id they saw, and control frames are handled one at a time, so a
 * room's messages reach each socket in id order, once. A message whose prev_id is not the
 * room's last delivered id means a publish was missed or overtaken: the missing messages are
 * read from PostgreSQL (they are committed: ids of a room commit in order) and delivered
 * first. A joining client gets the messages after its last id up to the room's head, then
 * joins the live set in the same step, so there is no gap and no duplicate.
 */
export function registerChatHub(
  app: FastifyInstance,
  core: ChatCore,
  state: ChatState,
  opts: ChatHubOptions = {},
): ChatHub {
  const limits = { ...DEFAULT_CHAT_HUB_LIMITS, ...opts.limits };
  const allowedOrigins = opts.allowedOrigins ?? [];
  const rooms = new Map<number, Room>();
  const clients = new Set<Client>();
  const byIdentity = new Map<string, Set<Client>>();
  const perAddress = new Map<string, number>();

  /* ---------------- rooms ---------------- */

  /**
   * The fan-out's hot path: the frame is serialized once per message and the same string goes
   * to every socket, with no await per socket. A string, not one shared Buffer: ws writes a
   * string as one buffer (header and text together), a Buffer as two writes per socket, which
   * measured slower (README "Chat").
   */
  const deliver = (room: Room, bytes: string) => {
    for (const c of room.clients) {
      if (c.socket.bufferedAmount > limits.maxBufferedBytes) {
        c.socket.terminate();
        continue;
      }
      if (c.socket.readyState === 1) c.socket.send(bytes);
    }
  };

  const deliverMessage = (room: Room, m: ChatMessage) => {
    deliver(room, JSON.stringify(m));
    room.lastId = m.id;
  };

  const fill = async (room: Room, upto: number) => {
    // Everything between the head and `upto` is committed: deliver it in order.
    while (room.lastId < upto) {
      const rows = await repo.messagesAfter(app.pool, room.id, room.lastId, upto, 500);
      for (const r of rows) deliverMessage(room, repo.toChatMessage(r));
      if (rows.length < 500) {
        room.lastId = upto;
        break;
      }
    }
  };

  const handle = async (room: Room, item: RoomItem) => {
    switch (item.t) {
      case 'init': {
        const { rows } = await app.pool.query<{ last_message_id: string }>(
          'SELECT last_message_id FROM chat_rooms WHERE id = $1',
          [room.id],
        );
        room.lastId = Number(rows[0]?.last_message_id ?? 0);
        return;
      }
      case 'msg': {
        const m = item.m;
        if (m.id <= room.lastId) return;
        if (m.prev_id > room.lastId) await fill(room, m.prev_id);
        deliverMessage(room, m);
        return;
      }
      case 'sync':
        if (item.upto > room.lastId) await fill(room, item.upto);
        return;
      case 'frame':
        deliver(room, JSON.stringify(item.frame));
        return;
      case 'join': {
        const c = item.c;
        try {
          if (!clients.has(c) || !c.rooms.has(room.id)) return;
          let truncated = false;
          if (item.lastSeen !== undefined && item.lastSeen < room.lastId) {
            const rows = await repo.messagesAfter(
              app.pool,
              room.id,
              item.lastSeen,
              room.lastId,
              CHAT_LIMITS.catchUpMax + 1,
            );
            if (rows.length > CHAT_LIMITS.catchUpMax) truncated = true;
            else for (const r of rows) send(c, JSON.stringify(repo.toChatMessage(r)));
          }
          // The socket may have closed or left while the catch-up was read.
          if (!clients.has(c) || !c.rooms.has(room.id)) return;
          room.clients.add(c);
          send(c, frameOf(ChatCommand.JOINED, { room_id: room.id, last_id: room.lastId, truncated }));
          void reportPresence(room);
          return;
        } finally {
          room.pendingJoins--;
          if (room.clients.size === 0 && room.pendingJoins === 0 && rooms.get(room.id) === room)
            rooms.delete(room.id);
        }
      }
    }
  };

  const run = async (room: Room) => {
    if (room.busy) return;
    room.busy = true;
    try {
      while (room.queue.length > 0) {
        const item = room.queue.shift()!;
        try {
          await handle(room, item);
        } catch (err) {
          app.log.error({ err, roomId: room.id }, 'chat room step failed');
        }
      }
    } finally {
      room.busy = false;
    }
  };

  const enqueue = (room: Room, item: RoomItem) => {
    room.queue.push(item);
    void run(room);
  };

  const roomFor = (roomId: number): Room => {
    let room = rooms.get(roomId);
    if (!room) {
      room = {
        id: roomId,
        clients: new Set(),
        lastId: 0,
        queue: [],
        busy: false,
        reportedPresence: 0,
        shownTotal: -1,
        pendingJoins: 0,
      };
      rooms.set(roomId, room);
      enqueue(room, { t: 'init' });
    }
    return room;
  };

  const reportPresence = async (room: Room) => {
    const n = room.clients.size;
    if (n === room.reportedPresence) return;
    room.reportedPresence = n;
    await state
      .setPresence(room.id, n)
      .catch((err: unknown) => app.log.warn({ err }, 'chat presence failed'));
  };

  const leave = (c: Client, roomId: number) => {
    if (!c.rooms.delete(roomId)) return;
    const room = rooms.get(roomId);
    if (!room) return;
    room.clients.delete(c);
    void reportPresence(room);
    if (room.clients.size === 0 && room.pendingJoins === 0) rooms.delete(roomId);
  };

  /* ---------------- bus ---------------- */

  const offRoom = app.bus.subscribe(core.channels.room, (raw) => {
    const m = raw as RoomBusMessage;
    const roomId = m.kind === 'msg' ? m.message.content.room_id : m.roomId;
    const room = rooms.get(roomId);
    if (!room) return;
    enqueue(room, m.kind === 'msg' ? { t: 'msg', m: m.message } : { t: 'frame', frame: m.frame });
  });

  const offCtl = app.bus.subscribe(core.channels.ctl, (raw) => {
    const m = raw as CtlBusMessage;
    if (m.kind === 'invalidate') {
      core.invalidateLocal(m.what);
      // Maintenance switched on closes the company's open sockets now, not at the next heartbeat.
      if (m.what === 'config')
        void checkSessions([...clients].filter((c) => c.identity.companyId === m.companyId));
      return;
    }
    const set = byIdentity.get(m.key);
    if (!set) return;
    for (const c of set) {
      if (m.kind === 'identity') send(c, JSON.stringify(m.frame));
      else {
        if (m.frame) send(c, JSON.stringify(m.frame));
        for (const roomId of m.roomId === null ? [...c.rooms] : [m.roomId]) leave(c, roomId);
      }
    }
  });

  // Logout, login elsewhere, password change: that user's sockets are checked at once.
  const offRevoked = app.bus.subscribe(TOKENS_REVOKED_CHANNEL, (raw) => {
    const set = byIdentity.get(`u:${(raw as { userId: number }).userId}`);
    if (set) void checkSessions([...set]);
  });

  const offAward = app.bus.subscribe(AWARD_CHANNEL, (raw) => {
    const n = raw as AwardNotice;
    void core
      .settings(n.companyId)
      .then(async (cfg) => {
        if (n.reward < cfg.awardMinReward) return;
        const notice: ChatAwardNotice = {
          id: awardId(n),
          nickname: truncateAwardName(n.nickname),
          userName: n.userName,
          gameName: truncateAwardName(n.gameName),
          gameId: n.gameId,
          reward: n.reward,
          popupSeconds: cfg.winPopupSeconds,
        };
        // Stored first (one row whichever processes receive it), then sent: a socket that
        // connects meanwhile reads it from the table (see below) or gets it here, and
        // sendAward lets only the first of the two through.
        await repo.insertAwardNotice(app.pool, { ...notice, companyId: n.companyId });
        const bytes = awardFrame(notice);
        for (const c of clients) if (c.identity.companyId === n.companyId) sendAward(c, notice, bytes);
      })
      .catch((err: unknown) => app.log.error({ err }, 'chat award notice failed'));
  });

  /**
   * A socket that (re)connects gets the award notices still inside the popup window (stored
   * by whichever process received them), each with the seconds it has left. The socket is in
   * `clients` already, so a notice stored after this read reaches it live.
   */
  const sendRecentAwards = async (c: Client) => {
    try {
      const cfg = await core.settings(c.identity.companyId);
      if (cfg.winPopupSeconds <= 0) return;
      for (const r of await repo.recentAwardNotices(app.pool, c.identity.companyId, cfg.winPopupSeconds)) {
        sendAward(c, { ...repo.awardNoticeOf(r), popupSeconds: Math.max(1, Math.ceil(r.left_ms / 1000)) });
      }
    } catch (err) {
      app.log.error({ err }, 'chat award catch-up failed');
    }
  };

  /* ---------------- timers ---------------- */

  const heartbeatMs = opts.heartbeatMs ?? TIMEOUTS.heartbeatMs;
  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) {
        c.socket.terminate();
        continue;
      }
      c.alive = false;
      c.socket.ping();
    }
    void checkSessions([...clients]);
  }, heartbeatMs);
  heartbeat.unref();

  // Sessions revoked (logout, other device, password) and maintenance close their sockets.
  const checkSessions = async (which: Client[]) => {
    try {
      const members = which.filter((c) => c.identity.kind === 'member');
      const alive = await repo.sessionsAlive(
        app.pool,
        members.map((c) => (c.identity.kind === 'member' ? c.identity.tokenId : 0)),
      );
      for (const c of members)
        if (c.identity.kind === 'member' && !alive.has(c.identity.tokenId))
          c.socket.close(CHAT_CLOSE.unauthorized, 'session ended');
      const companies = new Set(which.map((c) => c.identity.companyId));
      for (const companyId of companies) {
        const cfg = await core.settings(companyId);
        if (!cfg.maintenance) continue;
        for (const c of which)
          if (c.identity.companyId === companyId) {
            send(
              c,
              frameOf(ChatCommand.ERROR, { code: ErrorCode.CHAT_MAINTENANCE, msg: CHAT_MSG.maintenance }),
            );
            c.socket.close(CHAT_CLOSE.maintenance, 'maintenance');
          }
      }
    } catch (err) {
      app.log.warn({ err }, 'chat session check failed');
    }
  };

  const sweepMs = opts.sweepMs ?? 5_000;
  const sweep = setInterval(() => {
    void (async () => {
      const ids = [...rooms.keys()];
      if (ids.length === 0) return;
      const { rows } = await app.pool.query<{ id: number; last_message_id: string }>(
        'SELECT id, last_message_id FROM chat_rooms WHERE id = ANY($1::int[])',
        [ids],
      );
      for (const r of rows) {
        const room = rooms.get(r.id);
        if (room && !room.busy && Number(r.last_message_id) > room.lastId)
          enqueue(room, { t: 'sync', upto: Number(r.last_message_id) });
      }
      await state.heartbeat(
        new Map([...rooms.values()].map((room) => [room.id, room.clients.size])),
        [...clients].map((c) => ({ key: c.identity.key, socketId: c.id })),
      );
      const totals = await state.presence(ids);
      for (const [id, total] of totals) {
        const room = rooms.get(id);
        if (!room || room.shownTotal === total) continue;
        room.shownTotal = total;
        deliver(room, frameOf(ChatCommand.PRESENCE, { room_id: id, total_people: total }));
      }
    })().catch((err: unknown) => app.log.warn({ err }, 'chat sweep failed'));
  }, sweepMs);
  sweep.unref();

  /* ---------------- sockets ---------------- */

  const refuse = (
    reply: FastifyReply,
    err: AppError | { statusCode: number; code: string; message: string },
  ) => reply.code(err.statusCode).send({ success: false, code: err.code, msg: err.message, data: null });

  const tokenOf = (request: FastifyRequest) => {
    const q = request.query as { token?: unknown; isGuest?: unknown };
    const token = typeof q.token === 'string' ? q.token.slice(0, 200) : '';
    const isGuest = q.isGuest === '1' || q.isGuest === 'true';
    return { token, isGuest };
  };

  // Checked before the upgrade, so a refused client costs no socket.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, request.headers.host, allowedOrigins))
      return refuse(reply, { statusCode: 403, code: ErrorCode.FORBIDDEN, message: '来源不被允许' });
    if ((perAddress.get(request.ip) ?? 0) >= limits.socketsPerAddress)
      return refuse(reply, {
        statusCode: 429,
        code: ErrorCode.RATE_LIMITED,
        message: '连接过多，请稍后再试',
      });
    const { token, isGuest } = tokenOf(request);
    try {
      if (!token) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
      const identity = isGuest ? await core.identityOfGuest(token) : await core.identityOfToken(token);
      if (isGuest !== (identity.kind === 'guest')) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
      await core.requireRead(identity, null);
      (request as FastifyRequest & { chatIdentity?: ChatIdentity }).chatIdentity = identity;
    } catch (err) {
      if (err instanceof AppError) return refuse(reply, err);
      throw err;
    }
  };

  const onFrame = async (c: Client, data: string) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const f = chatClientFrameSchema.safeParse(parsed);
    if (!f.success) {
      send(
        c,
        frameOf(ChatCommand.ERROR, {
          code: ErrorCode.BAD_REQUEST,
          msg: f.error.issues[0]?.message ?? CHAT_MSG.tooFast,
        }),
      );
      return;
    }
    const frame = f.data;
    switch (frame.command) {
      case ChatCommand.CLIENT_PING:
        send(c, frameOf(ChatCommand.HEARTBEAT, ''));
        return;
      case ChatCommand.CLIENT_LEAVE:
        leave(c, frame.room_id);
        return;
      case ChatCommand.CLIENT_JOIN: {
        if (c.rooms.has(frame.room_id)) return;
        if (c.rooms.size >= limits.roomsPerSocket) {
          send(
            c,
            frameOf(ChatCommand.ERROR, {
              code: ErrorCode.RATE_LIMITED,
              msg: '同时进入的房间过多',
              room_id: frame.room_id,
            }),
          );
          return;
        }
        try {
          await core.requireRead(c.identity, frame.room_id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          send(
            c,
            frameOf(ChatCommand.ERROR, {
              code: err.code,
              msg: err.message,
              status: err.statusCode,
              room_id: frame.room_id,
            }),
          );
          return;
        }
        if (!clients.has(c) || c.rooms.has(frame.room_id)) return;
        c.rooms.add(frame.room_id);
        const room = roomFor(frame.room_id);
        room.pendingJoins++;
        enqueue(room, { t: 'join', c, lastSeen: frame.last_id });
        return;
      }
      case ChatCommand.CLIENT_SEND: {
        const now = Date.now();
        if (now - c.sendWindowStart >= 10_000) {
          c.sendWindowStart = now;
          c.sends = 0;
        }
        const reply = (content: Record<string, unknown>) =>
          send(c, frameOf(ChatCommand.SEND_RESULT, { client_id: frame.client_id, ...content }));
        if (++c.sends > limits.sendsPer10s) {
          reply({ code: ErrorCode.CHAT_TOO_FAST, msg: CHAT_MSG.tooFast });
          return;
        }
        if (!c.rooms.has(frame.room_id)) {
          reply({ code: ErrorCode.CHAT_NOT_IN_ROOM, msg: CHAT_MSG.notInRoom });
          return;
        }
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
        return;
      }
    }
  };

  app.get(
    '/ws-chat',
    { websocket: true, config: { rateLimit: false }, schema: { hide: true }, preValidation: admit },
    (socket, request) => {
      const identity = (request as FastifyRequest & { chatIdentity?: ChatIdentity }).chatIdentity;
      const address = request.ip;
      if (!identity || (perAddress.get(address) ?? 0) >= limits.socketsPerAddress) {
        socket.close(CHAT_CLOSE.policy, 'too many connections');
        return;
      }
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      const now = Date.now();
      const c: Client = {
        id: randomUUID(),
        socket,
        identity,
        address,
        alive: true,
        rooms: new Set(),
        windowStart: now,
        frames: 0,
        sendWindowStart: now,
        sends: 0,
        ready: Promise.resolve(false),
        awards: new Set(),
      };
      clients.add(c);
      let ids = byIdentity.get(identity.key);
      if (!ids) byIdentity.set(identity.key, (ids = new Set()));
      ids.add(c);
      c.ready = state.openTab(identity.key, c.id, limits.tabsPerIdentity).then(
        (ok) => {
          if (!ok) {
            send(
              c,
              frameOf(ChatCommand.TOO_MANY_PAGES, {
                code: ErrorCode.RATE_LIMITED,
                msg: CHAT_MSG.tooManyPages,
              }),
            );
            socket.close(CHAT_CLOSE.tooManyPages, 'too many pages');
          } else void sendRecentAwards(c);
          return ok;
        },
        (err: unknown) => {
          app.log.error({ err }, 'chat tab count failed');
          socket.close(1011, 'unavailable');
          return false;
        },
      );
      socket.on('pong', () => {
        c.alive = true;
      });
      let chain: Promise<unknown> = c.ready;
      socket.on('message', (data) => {
        c.alive = true;
        const t = Date.now();
        if (t - c.windowStart >= 1000) {
          c.windowStart = t;
          c.frames = 0;
        }
        if (++c.frames > limits.framesPerSecond) {
          socket.close(CHAT_CLOSE.policy, 'too many messages');
          return;
        }
        const text = String(data);
        // One frame at a time per socket: a send answers before the next frame is read.
        chain = chain.then(async (ok) => {
          if (ok === false) return false;
          await onFrame(c, text).catch((err: unknown) => app.log.error({ err }, 'chat frame failed'));
          return true;
        });
      });
      socket.on('close', () => {
        if (!clients.delete(c)) return;
        for (const roomId of [...c.rooms]) leave(c, roomId);
        ids.delete(c);
        if (ids.size === 0) byIdentity.delete(identity.key);
        void c.ready
          .then((ok) => (ok ? state.closeTab(identity.key, c.id) : undefined))
          .catch(() => undefined);
        const n = (perAddress.get(address) ?? 1) - 1;
        if (n > 0) perAddress.set(address, n);
        else perAddress.delete(address);
      });
    },
  );

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
    offRoom();
    offCtl();
    offAward();
    offRevoked();
    for (const c of clients) c.socket.terminate();
    clients.clear();
    rooms.clear();
    byIdentity.clear();
    perAddress.clear();
  });

  return {
    stats: () => ({
      sockets: clients.size,
      rooms: rooms.size,
      identities: byIdentity.size,
      addresses: perAddress.size,
    }),
    members: (roomId) => rooms.get(roomId)?.clients.size ?? 0,
  };
}
