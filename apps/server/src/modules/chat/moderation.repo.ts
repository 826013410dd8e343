import type pg from 'pg';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** SQL of moderation: deletions, mutes, kicks, room settings, word filter, reports. */

export interface MessageRefRow {
  id: string;
  room_id: number;
  company_id: number;
  room_kind: 'public' | 'private' | 'guest';
  sender_user_id: string | null;
  deleted_at: Date | null;
}

export async function findMessage(db: Q, id: number): Promise<MessageRefRow | null> {
  const { rows } = await db.query<MessageRefRow>(
    `SELECT m.id, m.room_id, m.company_id, r.kind AS room_kind, m.sender_user_id, m.deleted_at
       FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id WHERE m.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks a message deleted for everyone; answers whether it was live. */
export async function markDeleted(db: Q, id: number, by: string): Promise<boolean> {
  const { rowCount } = await db.query(`UPDATE chat_messages SET deleted_at = now(), deleted_by = $2 WHERE id = $1 AND deleted_at IS NULL`, [id, by]);
  return (rowCount ?? 0) > 0;
}

export interface UserRefRow {
  id: string;
  company_id: number;
  chat_level: number;
  enable_chat: number;
  account: string;
}

export async function findUser(db: Q, id: number): Promise<UserRefRow | null> {
  const { rows } = await db.query<UserRefRow>(`SELECT id, company_id, chat_level, enable_chat, account FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setEnableChat(db: Q, userId: number, value: number): Promise<void> {
  await db.query(`UPDATE users SET enable_chat = $2 WHERE id = $1`, [userId, value]);
}

export interface RoomRefRow {
  id: number;
  company_id: number;
  kind: 'public' | 'private' | 'guest';
  class_group_id: number | null;
  enable_chat: number;
  sec_per_mess: number;
  status: 'open' | 'closed';
}

export async function findRoom(db: Q, id: number): Promise<RoomRefRow | null> {
  const { rows } = await db.query<RoomRefRow>(
    `SELECT id, company_id, kind, class_group_id, enable_chat, sec_per_mess, status FROM chat_rooms WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updateRoom(db: Q, id: number, v: { enable_chat: number; sec_per_mess: number; status: 'open' | 'closed' }): Promise<void> {
  await db.query(`UPDATE chat_rooms SET enable_chat = $2, sec_per_mess = $3, status = $4, updated_at = now() WHERE id = $1`, [
    id,
    v.enable_chat,
    v.sec_per_mess,
    v.status,
  ]);
}

export async function findClassGroup(db: Q, id: number): Promise<{ id: number; company_id: number; enabled: boolean } | null> {
  const { rows } = await db.query<{ id: number; company_id: number; enabled: boolean }>(
    `SELECT id, company_id, enabled FROM chat_class_groups WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function setClassGroupEnabled(db: Q, id: number, enabled: boolean): Promise<void> {
  await db.query(`UPDATE chat_class_groups SET enabled = $2 WHERE id = $1`, [id, enabled]);
}

export async function roomsOfGroup(db: Q, groupId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM chat_rooms WHERE class_group_id = $1`, [groupId]);
  return rows.map((r) => r.id);
}

/** A mute's identity: a member or a guest (exactly one). */
export interface MuteIds {
  userId?: number;
  guestId?: number;
}

export async function insertMute(
  db: Q,
  m: MuteIds & { companyId: number; roomId: number | null; minutes: number; reason: string; by: string },
): Promise<{ id: number; until: Date }> {
  const { rows } = await db.query<{ id: number; until: Date }>(
    `INSERT INTO chat_mutes (company_id, room_id, user_id, guest_id, until, reason, created_by)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6, $7) RETURNING id, until`,
    [m.companyId, m.roomId, m.userId ?? null, m.guestId ?? null, m.minutes, m.reason, m.by],
  );
  return rows[0]!;
}

/** One mute row (any state), for lifting it by id. */
export async function findMute(db: Q, id: number): Promise<{ id: number; company_id: number; room_id: number | null; user_id: number | null; guest_id: number | null } | null> {
  const { rows } = await db.query(`SELECT id, company_id, room_id, user_id, guest_id FROM chat_mutes WHERE id = $1`, [id]);
  const r = rows[0];
  return r
    ? { id: Number(r.id), company_id: r.company_id, room_id: r.room_id, user_id: r.user_id === null ? null : Number(r.user_id), guest_id: r.guest_id === null ? null : Number(r.guest_id) }
    : null;
}

/** Lifts one mute if it is still live; answers 0 or 1. */
export async function liftMute(db: Q, id: number): Promise<number> {
  const { rowCount } = await db.query(`UPDATE chat_mutes SET lifted_at = now() WHERE id = $1 AND lifted_at IS NULL AND until > now()`, [id]);
  return rowCount ?? 0;
}

/** Lifts the identity's live mutes (in one room, or all of them when roomId is null); answers how many. */
export async function liftMutes(db: Q, who: MuteIds, roomId: number | null): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE chat_mutes SET lifted_at = now()
      WHERE (user_id = $1 OR guest_id = $2) AND lifted_at IS NULL AND until > now() AND ($3::int IS NULL OR room_id = $3)`,
    [who.userId ?? null, who.guestId ?? null, roomId],
  );
  return rowCount ?? 0;
}

export async function findGuest(db: Q, id: number): Promise<{ id: number; company_id: number } | null> {
  const { rows } = await db.query<{ id: number; company_id: number }>(`SELECT id, company_id FROM chat_guests WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Whether a member staffs a room (customer-service rooms: chat_room_members role 'staff'). */
export async function isRoomStaff(db: Q, roomId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM chat_room_members WHERE room_id = $1 AND user_id = $2 AND role = 'staff'`, [roomId, userId]);
  return rows.length > 0;
}

export async function insertBan(
  db: Q,
  b: { roomId: number; userId: number; minutes: number; reason: string; by: string },
): Promise<{ id: number; until: Date }> {
  const { rows } = await db.query<{ id: number; until: Date }>(
    `INSERT INTO chat_room_bans (room_id, user_id, until, reason, created_by)
     VALUES ($1, $2, now() + make_interval(mins => $3), $4, $5) RETURNING id, until`,
    [b.roomId, b.userId, b.minutes, b.reason, b.by],
  );
  return rows[0]!;
}

export interface WordRow {
  id: number;
  company_id: number;
  word: string;
  replacement: string;
  created_at: Date;
}

export async function listWords(db: Q, companyId: number): Promise<WordRow[]> {
  const { rows } = await db.query<WordRow>(
    `SELECT id, company_id, word, replacement, created_at FROM chat_word_filters WHERE company_id = $1 AND enabled ORDER BY id`,
    [companyId],
  );
  return rows;
}

export async function findWord(db: Q, id: number): Promise<WordRow | null> {
  const { rows } = await db.query<WordRow>(`SELECT id, company_id, word, replacement, created_at FROM chat_word_filters WHERE id = $1 AND enabled`, [id]);
  return rows[0] ?? null;
}

/** Adds a word (a disabled row of the same word comes back to life); null when it is live already. */
export async function insertWord(db: Q, companyId: number, word: string, replacement: string): Promise<WordRow | null> {
  const { rows } = await db.query<WordRow>(
    `INSERT INTO chat_word_filters (company_id, word, replacement) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, word) DO UPDATE SET replacement = EXCLUDED.replacement, enabled = true
       WHERE NOT chat_word_filters.enabled
     RETURNING id, company_id, word, replacement, created_at`,
    [companyId, word, replacement],
  );
  return rows[0] ?? null;
}

/** Renames / re-replaces a word (a live duplicate raises 23505, which the service answers). */
export async function updateWord(db: Q, id: number, word: string, replacement: string): Promise<void> {
  await db.query(`UPDATE chat_word_filters SET word = $2, replacement = $3 WHERE id = $1`, [id, word, replacement]);
}

export async function disableWord(db: Q, id: number): Promise<void> {
  await db.query(`UPDATE chat_word_filters SET enabled = false WHERE id = $1`, [id]);
}

/** Is this identity a member of this (private or guest) room? */
export async function isRoomMember(db: Q, roomId: number, who: { userId?: number; guestId?: number }): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM chat_room_members WHERE room_id = $1 AND (user_id = $2 OR guest_id = $3)`,
    [roomId, who.userId ?? null, who.guestId ?? null],
  );
  return rows.length > 0;
}

/** Stores a report; null when this member (or guest) already reported the message. */
export async function insertReport(
  db: Q,
  r: { companyId: number; messageId: number; userId: number | null; guestId: number | null; reason: string },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO chat_reports (company_id, message_id, reporter_user_id, reporter_guest_id, reason)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [r.companyId, r.messageId, r.userId, r.guestId, r.reason],
  );
  return rows[0]?.id ?? null;
}

export interface ReportRow {
  id: string;
  company_id: number;
  message_id: string;
  room_id: number;
  reporter_user_id: string | null;
  reason: string;
  status: 'open' | 'handled' | 'dismissed';
  handled_by: string | null;
  handled_at: Date | null;
  created_at: Date;
  sender_user_id: string | null;
  nickname: string | null;
  msg_type: string;
  body: string;
  deleted: boolean;
}

const REPORT_SELECT = `
  SELECT r.id, r.company_id, r.message_id, m.room_id, r.reporter_user_id, r.reason, r.status, r.handled_by, r.handled_at,
         r.created_at, m.sender_user_id, m.userinfo->>'nickname' AS nickname, m.msg_type, m.body, (m.deleted_at IS NOT NULL) AS deleted
    FROM chat_reports r JOIN chat_messages m ON m.id = r.message_id`;

export async function listReports(
  db: Q,
  companyId: number,
  status: 'open' | 'handled' | 'dismissed' | 'all',
  page: number,
  rows: number,
): Promise<{ rows: ReportRow[]; total: number }> {
  const filter = status === 'all' ? null : status;
  const [list, count] = await Promise.all([
    db.query<ReportRow>(
      `${REPORT_SELECT} WHERE r.company_id = $1 AND ($2::text IS NULL OR r.status = $2) ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
      [companyId, filter, rows, (page - 1) * rows],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_reports WHERE company_id = $1 AND ($2::text IS NULL OR status = $2)`, [companyId, filter]),
  ]);
  return { rows: list.rows, total: count.rows[0]!.n };
}

export async function findReport(db: Q, id: number): Promise<ReportRow | null> {
  const { rows } = await db.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

/** Closes an open report (row-locked by the update); answers whether it was open. */
export async function closeReport(db: Q, id: number, status: 'handled' | 'dismissed', by: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE chat_reports SET status = $2, handled_by = $3, handled_at = now() WHERE id = $1 AND status = 'open'`,
    [id, status, by],
  );
  return (rowCount ?? 0) > 0;
}
