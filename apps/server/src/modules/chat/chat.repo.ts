import type pg from 'pg';
import type { ChatMessage, ChatUserInfo } from '@sixmark/shared';

type Q = pg.Pool | pg.PoolClient;

export interface MessageRow {
  id: string;
  prev_id: string;
  room_id: number;
  company_id: number;
  command: number;
  msg_type: string;
  body: string;
  extra: Record<string, unknown>;
  userinfo: ChatUserInfo | null;
  receive_user_id: string | null;
  created_at: Date;
  deleted_at: Date | null;
}

const MESSAGE_COLUMNS = `id, prev_id, room_id, company_id, command, msg_type, body, extra, userinfo, receive_user_id, created_at, deleted_at`;

/** The wire form of a stored message (spec 3 Chat message). */
export function toChatMessage(r: MessageRow): ChatMessage {
  return {
    id: Number(r.id),
    prev_id: Number(r.prev_id),
    created_at: r.created_at.toISOString(),
    command: r.command,
    content: {
      room_id: r.room_id,
      userinfo: r.userinfo,
      type: r.msg_type as ChatMessage['content']['type'],
      body: r.body,
      extra: r.extra,
      ...(r.receive_user_id !== null ? { reciveId: Number(r.receive_user_id) } : {}),
    },
    channel: `room:${r.room_id}`,
  };
}

export interface InsertMessage {
  roomId: number;
  command: number;
  type: string;
  body: string;
  extra: Record<string, unknown>;
  userinfo: ChatUserInfo | null;
  senderUserId: number | null;
  senderGuestId: number | null;
  receiveUserId: number | null;
  clientId: string | null;
}

/**
 * Stores a message as the room's next one, in one statement (its own transaction): the room
 * row is locked first, so the id is drawn and committed while no other insert into this room
 * can run, and ids in one room are committed in increasing order; the room's last_message_id
 * becomes this id and the message keeps the previous one as prev_id. A client_id already used
 * by this sender in this room stores nothing and answers the first message (`created: false`).
 * Null when the room does not exist.
 */
export async function insertMessage(
  db: Q,
  m: InsertMessage,
): Promise<{ row: MessageRow; created: boolean } | null> {
  const { rows } = await db.query<MessageRow>({
    name: 'chat.insertMessage',
    text: `WITH r AS (SELECT id, company_id, last_message_id FROM chat_rooms WHERE id = $1 FOR UPDATE),
           ins AS (
             INSERT INTO chat_messages (company_id, room_id, prev_id, command, msg_type, body, extra, userinfo,
                                        sender_user_id, sender_guest_id, receive_user_id, client_id)
             SELECT r.company_id, r.id, r.last_message_id, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10 FROM r
             ON CONFLICT DO NOTHING
             RETURNING ${MESSAGE_COLUMNS}),
           upd AS (UPDATE chat_rooms c SET last_message_id = ins.id FROM ins WHERE c.id = ins.room_id)
           SELECT * FROM ins`,
    values: [
      m.roomId,
      m.command,
      m.type,
      m.body,
      JSON.stringify(m.extra),
      m.userinfo ? JSON.stringify(m.userinfo) : null,
      m.senderUserId,
      m.senderGuestId,
      m.receiveUserId,
      m.clientId,
    ],
  });
  if (rows[0]) return { row: rows[0], created: true };
  if (m.clientId === null) return null;
  const existing = await messageByClientId(db, m.roomId, m.clientId, {
    ...(m.senderUserId !== null ? { userId: m.senderUserId } : {}),
    ...(m.senderGuestId !== null ? { guestId: m.senderGuestId } : {}),
  });
  return existing ? { row: existing, created: false } : null;
}

/** The message a sender already stored in a room under a client id. */
export async function messageByClientId(
  db: Q,
  roomId: number,
  clientId: string,
  who: { userId?: number; guestId?: number },
): Promise<MessageRow | null> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
      WHERE room_id = $1 AND client_id = $2 AND (sender_user_id = $3 OR sender_guest_id = $4)`,
    [roomId, clientId, who.userId ?? null, who.guestId ?? null],
  );
  return rows[0] ?? null;
}

/** Live messages of a room after `afterId` up to `uptoId` (inclusive), oldest first, at most `limit`. */
export async function messagesAfter(
  db: Q,
  roomId: number,
  afterId: number,
  uptoId: number,
  limit: number,
): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>({
    name: 'chat.messagesAfter',
    text: `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
            WHERE room_id = $1 AND id > $2 AND id <= $3 AND deleted_at IS NULL
            ORDER BY id LIMIT $4`,
    values: [roomId, afterId, uptoId, limit],
  });
  return rows;
}

/** A page of a room's history, newest page first; the rows of the page oldest first. */
export async function history(
  db: Q,
  roomId: number,
  page: number,
  limit: number,
  beforeId: number | undefined,
): Promise<{ rows: MessageRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<MessageRow>(
      `SELECT * FROM (
         SELECT ${MESSAGE_COLUMNS} FROM chat_messages
          WHERE room_id = $1 AND deleted_at IS NULL AND ($4::bigint IS NULL OR id < $4)
          ORDER BY id DESC LIMIT $2 OFFSET $3) t
        ORDER BY id`,
      [roomId, limit, (page - 1) * limit, beforeId ?? null],
    ),
    db.query<{ n: string }>(
      `SELECT count(*) AS n FROM chat_messages WHERE room_id = $1 AND deleted_at IS NULL AND ($2::bigint IS NULL OR id < $2)`,
      [roomId, beforeId ?? null],
    ),
  ]);
  return { rows: list.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export interface RoomRow {
  id: number;
  company_id: number;
  kind: 'public' | 'private' | 'guest';
  class_group_id: number | null;
  name: string;
  description: string;
  icon: string;
  sort_order: number;
  enable_chat: number;
  sec_per_mess: number;
  is_default: boolean;
  game_id: number | null;
  status: 'open' | 'closed';
  last_message_id: string;
}

const ROOM_COLUMNS = `id, company_id, kind, class_group_id, name, description, icon, sort_order, enable_chat, sec_per_mess,
                      is_default, game_id, status, last_message_id`;

/** The last message id of each room (its chain head); a room without messages is 0. */
export async function roomHeads(db: Q, roomIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; last_message_id: string }>(
    'SELECT id, last_message_id FROM chat_rooms WHERE id = ANY($1::int[])',
    [roomIds],
  );
  return new Map(rows.map((r) => [r.id, Number(r.last_message_id)]));
}

export async function roomById(db: Q, roomId: number): Promise<RoomRow | null> {
  const { rows } = await db.query<RoomRow>({
    name: 'chat.roomById',
    text: `SELECT ${ROOM_COLUMNS} FROM chat_rooms WHERE id = $1`,
    values: [roomId],
  });
  return rows[0] ?? null;
}

export async function publicRooms(db: Q, companyId: number): Promise<RoomRow[]> {
  const { rows } = await db.query<RoomRow>(
    `SELECT ${ROOM_COLUMNS} FROM chat_rooms WHERE company_id = $1 AND kind = 'public' AND status = 'open'
      ORDER BY sort_order, id`,
    [companyId],
  );
  return rows;
}

export async function classGroups(
  db: Q,
  companyId: number,
): Promise<{ id: number; name: string; sort_order: number }[]> {
  const { rows } = await db.query<{ id: number; name: string; sort_order: number }>(
    `SELECT id, name, sort_order FROM chat_class_groups WHERE company_id = $1 AND enabled ORDER BY sort_order, id`,
    [companyId],
  );
  return rows;
}

export async function quickMessages(db: Q, companyId: number): Promise<{ id: number; content: string }[]> {
  const { rows } = await db.query<{ id: number; content: string }>(
    `SELECT id, content FROM chat_quick_messages WHERE company_id = $1 AND enabled ORDER BY sort_order, id`,
    [companyId],
  );
  return rows;
}

/** Whether an identity is a member of a private/guest room. */
export async function isRoomMember(
  db: Q,
  roomId: number,
  who: { userId?: number; guestId?: number },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM chat_room_members WHERE room_id = $1 AND (user_id = $2 OR guest_id = $3)`,
    [roomId, who.userId ?? null, who.guestId ?? null],
  );
  return rows.length > 0;
}

export interface MemberChatRow {
  id: string;
  company_id: number;
  account: string;
  type: 'NORMAL' | 'TEST';
  avatar_id: number;
  vip_level: number;
  enable_chat: number;
  chat_level: number;
  chat_theme_color: string;
  chat_nickname: string;
  status: string;
  vip_enable_chat: boolean;
}

/** What the chat needs of a member: profile flags and the VIP level's enableChat (enlargeMemo). */
export async function memberChatInfo(db: Q, userId: number): Promise<MemberChatRow | null> {
  const { rows } = await db.query<MemberChatRow>({
    name: 'chat.memberInfo',
    text: `SELECT u.id, u.company_id, u.account, u.type, u.avatar_id, u.vip_level, u.enable_chat, u.chat_level,
                  u.chat_theme_color, u.chat_nickname, u.status,
                  COALESCE((v.enlarge_memo->>'enableChat') IS DISTINCT FROM '0', true) AS vip_enable_chat
             FROM users u
             LEFT JOIN vip_level_settings v ON v.company_id = u.company_id AND v.vip_level = u.vip_level
            WHERE u.id = $1`,
    values: [userId],
  });
  return rows[0] ?? null;
}

/** The end of the latest mute of an identity in a room (or in all rooms), if still running. */
export async function mutedUntil(
  db: Q,
  roomId: number,
  who: { userId?: number; guestId?: number },
): Promise<Date | null> {
  const { rows } = await db.query<{ until: Date | null }>({
    name: 'chat.mutedUntil',
    text: `SELECT max(until) AS until FROM chat_mutes
            WHERE (user_id = $2 OR guest_id = $3) AND lifted_at IS NULL AND until > now()
              AND (room_id IS NULL OR room_id = $1)`,
    values: [roomId, who.userId ?? null, who.guestId ?? null],
  });
  return rows[0]?.until ?? null;
}

/** Whether an identity is kicked from a room right now. */
export async function bannedFromRoom(
  db: Q,
  roomId: number,
  who: { userId?: number; guestId?: number },
): Promise<boolean> {
  const { rows } = await db.query({
    name: 'chat.banned',
    text: `SELECT 1 FROM chat_room_bans
            WHERE room_id = $1 AND (user_id = $2 OR guest_id = $3) AND lifted_at IS NULL AND until > now() LIMIT 1`,
    values: [roomId, who.userId ?? null, who.guestId ?? null],
  });
  return rows.length > 0;
}

export async function wordFilters(
  db: Q,
  companyId: number,
): Promise<{ word: string; replacement: string }[]> {
  const { rows } = await db.query<{ word: string; replacement: string }>(
    `SELECT word, replacement FROM chat_word_filters WHERE company_id = $1 AND enabled ORDER BY length(word) DESC, id`,
    [companyId],
  );
  return rows;
}

export async function configValues(
  db: Q,
  companyId: number,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ config_key: string; config_value: string }>(
    `SELECT config_key, config_value FROM system_config WHERE company_id = $1 AND config_key = ANY($2::text[])`,
    [companyId, keys],
  );
  return new Map(rows.map((r) => [r.config_key, r.config_value]));
}

/** The last message a sender stored in a room (slow mode without Redis). */
export async function lastSentAt(
  db: Q,
  roomId: number,
  who: { userId?: number; guestId?: number },
): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `SELECT max(created_at) AS at FROM chat_messages WHERE room_id = $1 AND (sender_user_id = $2 OR sender_guest_id = $3)`,
    [roomId, who.userId ?? null, who.guestId ?? null],
  );
  return rows[0]?.at ?? null;
}

export interface GuestRow {
  id: string;
  company_id: number;
  nickname: string;
  revoked_at: Date | null;
}

export async function guestBySecretHash(db: Q, hash: string): Promise<GuestRow | null> {
  const { rows } = await db.query<GuestRow>({
    name: 'chat.guestBySecret',
    text: `SELECT id, company_id, nickname, revoked_at FROM chat_guests WHERE secret_hash = $1`,
    values: [hash],
  });
  return rows[0] ?? null;
}

export async function insertGuest(
  db: Q,
  g: { companyId: number; nickname: string; secretHash: string; ip: string },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO chat_guests (company_id, nickname, secret_hash, ip) VALUES ($1, $2, $3, $4) RETURNING id`,
    [g.companyId, g.nickname, g.secretHash, g.ip],
  );
  return Number(rows[0]!.id);
}

/** Gives a session a new chat token (the old one stops working at once). */
export async function rotateChatToken(db: Q, tokenId: number, hash: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE user_tokens SET chat_token_hash = $2 WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenId, hash],
  );
  return (rowCount ?? 0) > 0;
}

/** Whether a session (token row) is still valid: sockets re-check it to close revoked sessions. */
export async function sessionsAlive(db: Q, tokenIds: number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM user_tokens WHERE id = ANY($1::bigint[]) AND revoked_at IS NULL AND expires_at > now()`,
    [tokenIds],
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** chat-social: the other member of a private room (its messages' reciveId). */
export async function otherPrivateMember(db: Q, roomId: number, userId: number): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM chat_room_members WHERE room_id = $1 AND user_id IS NOT NULL AND user_id <> $2 LIMIT 1`,
    [roomId, userId],
  );
  return rows[0] ? Number(rows[0].user_id) : undefined;
}
