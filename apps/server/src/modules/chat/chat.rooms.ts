import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { WebSocket } from 'ws';
import { CHAT_LIMITS, ChatCommand, type ChatFrame, type ChatMessage } from '@sixmark/shared';
import type { Bus } from '../../realtime/bus';
import { createBusRooms } from '../../realtime/socket-hub';
import * as repo from './chat.repo';
import type { RoomBusMessage } from './chat.service';
import type { ChatState } from './chat.state';
import type { ChatIdentity } from './chat.types';

/** A chat socket as the rooms and the protocol share it. */
export interface ChatSocket {
  id: string;
  socket: WebSocket;
  identity: ChatIdentity;
  /** Rooms joined or joining. */
  rooms: Set<number>;
}

type RoomItem =
  | { t: 'init' }
  | { t: 'msg'; m: ChatMessage }
  | { t: 'join'; c: ChatSocket; lastSeen: number | undefined }
  | { t: 'frame'; frame: ChatFrame }
  | { t: 'sync'; upto: number };

interface Room {
  id: number;
  /** Sockets caught up and receiving live messages (a joining socket is not yet here). */
  clients: Set<ChatSocket>;
  /** Id of the last message this process delivered in the room (its chain head). */
  lastId: number;
  queue: RoomItem[];
  busy: boolean;
  reportedPresence: number;
  shownTotal: number;
}

export interface ChatRoomsDeps {
  pool: pg.Pool;
  bus: Bus;
  state: ChatState;
  log: FastifyBaseLogger;
  /** The bus channel every room's messages travel on (hongbao and other publishers use it). */
  channel: string;
  /** A socket whose unsent bytes pass this is a slow consumer and is dropped. */
  maxBufferedBytes: number;
}

export const chatFrame = (command: number, content: unknown): string => JSON.stringify({ command, content });

export const sendTo = (c: ChatSocket, bytes: string) => {
  if (c.socket.readyState === 1) c.socket.send(bytes);
};

/**
 * The chat rooms of one process. Each room has a queue: the messages it receives over the bus,
 * sockets joining with the last id they saw, and control frames are handled one at a time, so a
 * room's messages reach each socket in id order, once. A message whose prev_id is not the
 * room's last delivered id means a publish was missed or overtaken: the missing messages are
 * read from PostgreSQL (they are committed: ids of a room commit in order) and delivered
 * first. A joining socket gets the messages after its last id up to the room's head, then
 * joins the live set in the same step, so there is no gap and no duplicate.
 */
export function createChatRooms(deps: ChatRoomsDeps) {
  const { pool, state, log } = deps;

  /**
   * The fan-out's hot path: the frame is serialized once per message and the same string goes
   * to every socket, with no await per socket. A string, not one shared Buffer: ws writes a
   * string as one buffer (header and text together), a Buffer as two writes per socket, which
   * measured slower (README "Chat").
   */
  const deliver = (room: Room, bytes: string) => {
    for (const c of room.clients) {
      if (c.socket.bufferedAmount > deps.maxBufferedBytes) {
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
      const rows = await repo.messagesAfter(pool, room.id, room.lastId, upto, 500);
      for (const r of rows) deliverMessage(room, repo.toChatMessage(r));
      if (rows.length < 500) {
        room.lastId = upto;
        break;
      }
    }
  };

  const reportPresence = async (room: Room) => {
    const n = room.clients.size;
    if (n === room.reportedPresence) return;
    room.reportedPresence = n;
    await state.setPresence(room.id, n).catch((err: unknown) => log.warn({ err }, 'chat presence failed'));
  };

  /** Whether a socket still belongs in this room object (it may have left, or the room reopened). */
  const stillJoining = (room: Room, c: ChatSocket) =>
    c.rooms.has(room.id) && rooms.get(room.id)?.data === room;

  const catchUp = async (room: Room, c: ChatSocket, lastSeen: number | undefined) => {
    if (!stillJoining(room, c)) return;
    let truncated = false;
    if (lastSeen !== undefined && lastSeen < room.lastId) {
      const rows = await repo.messagesAfter(pool, room.id, lastSeen, room.lastId, CHAT_LIMITS.catchUpMax + 1);
      if (rows.length > CHAT_LIMITS.catchUpMax) truncated = true;
      else for (const r of rows) sendTo(c, JSON.stringify(repo.toChatMessage(r)));
    }
    // The socket may have closed or left while the catch-up was read.
    if (!stillJoining(room, c)) return;
    room.clients.add(c);
    sendTo(c, chatFrame(ChatCommand.JOINED, { room_id: room.id, last_id: room.lastId, truncated }));
    void reportPresence(room);
  };

  const handle = async (room: Room, item: RoomItem) => {
    switch (item.t) {
      case 'init':
        room.lastId = (await repo.roomHeads(pool, [room.id])).get(room.id) ?? 0;
        return;
      case 'msg':
        if (item.m.id <= room.lastId) return;
        if (item.m.prev_id > room.lastId) await fill(room, item.m.prev_id);
        deliverMessage(room, item.m);
        return;
      case 'sync':
        if (item.upto > room.lastId) await fill(room, item.upto);
        return;
      case 'frame':
        deliver(room, JSON.stringify(item.frame));
        return;
      case 'join':
        await catchUp(room, item.c, item.lastSeen);
        return;
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
          log.error({ err, roomId: room.id }, 'chat room step failed');
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

  const onBusMessage = (_channel: string, raw: unknown) => {
    const m = raw as RoomBusMessage;
    const room = rooms.get(m.kind === 'msg' ? m.message.content.room_id : m.roomId)?.data;
    if (room) enqueue(room, m.kind === 'msg' ? { t: 'msg', m: m.message } : { t: 'frame', frame: m.frame });
  };

  const openRoom = (id: number): Room => {
    const room: Room = {
      id,
      clients: new Set(),
      lastId: 0,
      queue: [],
      busy: false,
      reportedPresence: 0,
      shownTotal: -1,
    };
    enqueue(room, { t: 'init' });
    return room;
  };

  // Every room rides one channel (its publishers and their tests know it): this process
  // listens to it while it has a room.
  const rooms = createBusRooms<number, ChatSocket, Room>(deps.bus, {
    channelOf: () => deps.channel,
    onMessage: onBusMessage,
    open: openRoom,
  });

  /** Compares rooms with the database (heals a lost publish) and refreshes presence. */
  const sweep = async (sockets: Iterable<ChatSocket>) => {
    const ids = rooms.keys();
    if (ids.length === 0) return;
    const heads = await repo.roomHeads(pool, ids);
    for (const [id, head] of heads) {
      const room = rooms.get(id)?.data;
      if (room && !room.busy && head > room.lastId) enqueue(room, { t: 'sync', upto: head });
    }
    await state.heartbeat(
      new Map([...rooms.values()].map((r) => [r.key, r.data.clients.size])),
      [...sockets].map((c) => ({ key: c.identity.key, socketId: c.id })),
    );
    for (const [id, total] of await state.presence(ids)) {
      const room = rooms.get(id)?.data;
      if (!room || room.shownTotal === total) continue;
      room.shownTotal = total;
      deliver(room, chatFrame(ChatCommand.PRESENCE, { room_id: id, total_people: total }));
    }
  };

  return {
    /** Joins a socket to a room: it gets what it missed after `lastSeen`, then the live messages. */
    join(c: ChatSocket, roomId: number, lastSeen: number | undefined) {
      c.rooms.add(roomId);
      enqueue(rooms.join(roomId, c).data, { t: 'join', c, lastSeen });
    },
    leave(c: ChatSocket, roomId: number) {
      if (!c.rooms.delete(roomId)) return;
      const room = rooms.get(roomId)?.data;
      room?.clients.delete(c);
      rooms.leave(roomId, c);
      if (room) void reportPresence(room);
    },
    sweep,
    /** Sockets of this process receiving a room's messages. */
    members: (roomId: number) => rooms.get(roomId)?.data.clients.size ?? 0,
    get size() {
      return rooms.size;
    },
    close: () => rooms.close(),
  };
}

export type ChatRooms = ReturnType<typeof createChatRooms>;
