import type pg from 'pg';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** SQL of private chat: contacts (chat_contacts) and their private rooms (chat_rooms kind 'private'). */

export interface MemberRow {
  id: number;
  company_id: number;
  account: string;
  chat_nickname: string;
  type: 'NORMAL' | 'TEST';
  status: string;
  avatar_id: number;
  chat_level: number;
  enable_chat: number;
}

export async function findMember(db: Q, userId: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `SELECT id, company_id, account, chat_nickname, type, status, avatar_id, chat_level, enable_chat FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export interface ContactRow {
  friend_id: number;
  room_id: number;
  nickname: string;
  avatar_id: number;
  chat_level: number;
  account: string;
  chat_nickname: string;
  created_at: Date;
  msg_id: number | null;
  msg_type: string | null;
  msg_body: string | null;
  msg_at: Date | null;
  msg_deleted: boolean | null;
}

// The last message comes from the room's own pointer (chat_rooms.last_message_id, written by
// every insert under the room lock), so no second copy on the contact row can fall behind.
const CONTACT_SELECT = `
  SELECT c.friend_id, c.room_id, c.nickname, c.avatar_id, c.created_at,
         u.chat_level, u.account, u.chat_nickname,
         m.id AS msg_id, m.msg_type, m.body AS msg_body, m.created_at AS msg_at, (m.deleted_at IS NOT NULL) AS msg_deleted
    FROM chat_contacts c
    JOIN users u ON u.id = c.friend_id
    JOIN chat_rooms r ON r.id = c.room_id
    LEFT JOIN chat_messages m ON m.id = NULLIF(r.last_message_id, 0)`;

/** The caller's contacts, newest last message first (contacts without messages by their own time). */
export async function listContacts(db: Q, userId: number, limit: number): Promise<ContactRow[]> {
  const { rows } = await db.query<ContactRow>(
    `${CONTACT_SELECT}
      WHERE c.user_id = $1
      ORDER BY COALESCE(m.created_at, c.created_at) DESC, c.room_id DESC
      LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function findContact(db: Q, userId: number, friendId: number): Promise<ContactRow | null> {
  const { rows } = await db.query<ContactRow>(`${CONTACT_SELECT} WHERE c.user_id = $1 AND c.friend_id = $2`, [userId, friendId]);
  return rows[0] ?? null;
}

/**
 * Serialises every change to one pair of members (in either order) for the transaction: 20
 * applications at once between the same two people find, one after another, the pair the
 * first one made.
 */
export async function lockPair(tx: pg.PoolClient, a: number, b: number): Promise<void> {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('chat-pair:' || $1::text || ':' || $2::text, 0))`, [lo, hi]);
}

/** The private room of a pair if either side already has the other as a contact. */
export async function findPairRoom(db: Q, a: number, b: number): Promise<number | null> {
  const { rows } = await db.query<{ room_id: number }>(
    `SELECT room_id FROM chat_contacts WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1) LIMIT 1`,
    [a, b],
  );
  return rows[0]?.room_id ?? null;
}

/** A new private room with its two members. */
export async function createPrivateRoom(tx: pg.PoolClient, companyId: number, a: number, b: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO chat_rooms (company_id, kind, name) VALUES ($1, 'private', '') RETURNING id`,
    [companyId],
  );
  const roomId = rows[0]!.id;
  await tx.query(`INSERT INTO chat_room_members (room_id, user_id) VALUES ($1, $2), ($1, $3) ON CONFLICT DO NOTHING`, [roomId, a, b]);
  return roomId;
}

/** Adds the contact row (owner → friend) unless it exists; answers whether it was added. */
export async function insertContact(
  tx: pg.PoolClient,
  c: { userId: number; friendId: number; roomId: number; nickname: string; avatarId: number },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO chat_contacts (user_id, friend_id, room_id, nickname, avatar_id) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, friend_id) DO NOTHING`,
    [c.userId, c.friendId, c.roomId, c.nickname, c.avatarId],
  );
  return (rowCount ?? 0) > 0;
}

/** The accepted application, kept as the record of who added whom and with which names. */
export async function insertAcceptedApplication(
  tx: pg.PoolClient,
  a: { companyId: number; userId: number; friendId: number; nickname: string; friendNickname: string; avatarId: number; friendAvatarId: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO chat_friend_applications
       (company_id, user_id, friend_id, nickname, friend_nickname, avatar_id, friend_avatar_id, status, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'accepted', now())`,
    [a.companyId, a.userId, a.friendId, a.nickname, a.friendNickname, a.avatarId, a.friendAvatarId],
  );
}
