import type pg from 'pg';
import type { LastMessageColumns } from './social-format';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** SQL of guests and customer service (chat_guests, chat_cs_staff, chat_cs_conversations, guest rooms). */

export interface StaffRow {
  user_id: number;
  nickname: string;
  avatar_id: number;
}

export async function listStaff(db: Q, companyId: number): Promise<StaffRow[]> {
  const { rows } = await db.query<StaffRow>(
    `SELECT s.user_id, s.nickname, s.avatar_id FROM chat_cs_staff s JOIN users u ON u.id = s.user_id
      WHERE s.company_id = $1 AND s.enabled AND u.status <> 'disabled' ORDER BY s.sort_order, s.user_id`,
    [companyId],
  );
  return rows;
}

export async function findStaff(db: Q, companyId: number, userId: number): Promise<StaffRow | null> {
  const { rows } = await db.query<StaffRow>(
    `SELECT s.user_id, s.nickname, s.avatar_id FROM chat_cs_staff s JOIN users u ON u.id = s.user_id
      WHERE s.company_id = $1 AND s.user_id = $2 AND s.enabled AND u.status <> 'disabled'`,
    [companyId, userId],
  );
  return rows[0] ?? null;
}

/** The customer side of a conversation: a guest or a member. */
export type Customer = { kind: 'guest'; id: number; nickname: string } | { kind: 'member'; id: number; nickname: string };

/** Serialises the opening of conversations of one customer (20 /services at once → one room). */
export async function lockCustomer(tx: pg.PoolClient, c: Customer): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`chat-cs:${c.kind}:${c.id}`]);
}

export async function findOpenConversation(db: Q, c: Customer, staffUserId: number): Promise<number | null> {
  const column = c.kind === 'guest' ? 'guest_id' : 'user_id';
  const { rows } = await db.query<{ room_id: number }>(
    `SELECT room_id FROM chat_cs_conversations WHERE ${column} = $1 AND staff_user_id = $2 AND status = 'open'`,
    [c.id, staffUserId],
  );
  return rows[0]?.room_id ?? null;
}

/** A guest room with its two members (customer, staff) and its conversation row. */
export async function createConversation(
  tx: pg.PoolClient,
  v: { companyId: number; customer: Customer; staffUserId: number; remark: string; appId: string },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO chat_rooms (company_id, kind, name) VALUES ($1, 'guest', '') RETURNING id`,
    [v.companyId],
  );
  const roomId = rows[0]!.id;
  const isGuest = v.customer.kind === 'guest';
  await tx.query(
    `INSERT INTO chat_room_members (room_id, user_id, guest_id, role) VALUES ($1, $2, $3, 'member'), ($1, $4, NULL, 'staff')`,
    [roomId, isGuest ? null : v.customer.id, isGuest ? v.customer.id : null, v.staffUserId],
  );
  await tx.query(
    `INSERT INTO chat_cs_conversations (company_id, room_id, guest_id, user_id, app_id, customer_id, staff_user_id, remark)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [v.companyId, roomId, isGuest ? v.customer.id : null, isGuest ? null : v.customer.id, v.appId, String(v.staffUserId), v.staffUserId, v.remark],
  );
  return roomId;
}

export interface ConversationRow extends LastMessageColumns {
  id: number;
  room_id: number;
  company_id: number;
  guest_id: number | null;
  user_id: number | null;
  customer_nickname: string;
  staff_user_id: number;
  staff_nickname: string;
  staff_avatar_id: number;
  remark: string;
  status: 'open' | 'closed';
  created_at: Date;
  /** Customer messages after the staff's last answer. */
  waiting: number;
}

const CONVERSATION_SELECT = `
  SELECT c.id, c.room_id, c.company_id, c.guest_id, c.user_id, c.staff_user_id, c.remark, c.status, c.created_at,
         COALESCE(g.nickname, NULLIF(cu.chat_nickname, ''), cu.account, '') AS customer_nickname,
         COALESCE(s.nickname, su.account, '') AS staff_nickname, COALESCE(s.avatar_id, 1) AS staff_avatar_id,
         m.id AS msg_id, m.msg_type, m.body AS msg_body, m.created_at AS msg_at, (m.deleted_at IS NOT NULL) AS msg_deleted,
         (SELECT count(*)::int FROM chat_messages w
           WHERE w.room_id = c.room_id AND w.deleted_at IS NULL
             AND w.sender_user_id IS DISTINCT FROM c.staff_user_id
             AND w.id > COALESCE((SELECT max(a.id) FROM chat_messages a WHERE a.room_id = c.room_id AND a.sender_user_id = c.staff_user_id), 0)
         ) AS waiting
    FROM chat_cs_conversations c
    JOIN chat_rooms r ON r.id = c.room_id
    LEFT JOIN chat_guests g ON g.id = c.guest_id
    LEFT JOIN users cu ON cu.id = c.user_id
    LEFT JOIN chat_cs_staff s ON s.user_id = c.staff_user_id
    LEFT JOIN users su ON su.id = c.staff_user_id
    LEFT JOIN chat_messages m ON m.id = NULLIF(r.last_message_id, 0)`;

const ORDER = `ORDER BY COALESCE(m.created_at, c.created_at) DESC, c.id DESC`;

/** A customer's conversations, newest activity first, with the total. */
export async function listCustomerConversations(
  db: Q,
  c: Customer,
  page: number,
  perPage: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const column = c.kind === 'guest' ? 'guest_id' : 'user_id';
  const [list, count] = await Promise.all([
    db.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE c.${column} = $1 ${ORDER} LIMIT $2 OFFSET $3`, [c.id, perPage, (page - 1) * perPage]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_cs_conversations WHERE ${column} = $1`, [c.id]),
  ]);
  return { rows: list.rows, total: count.rows[0]!.n };
}

export async function findConversationByRoom(db: Q, roomId: number): Promise<ConversationRow | null> {
  const { rows } = await db.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE c.room_id = $1`, [roomId]);
  return rows[0] ?? null;
}

/** The operator's queue: conversations of the company by status, newest activity first. */
export async function listCompanyConversations(
  db: Q,
  companyId: number,
  status: 'open' | 'closed' | 'all',
  page: number,
  rows: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const where = status === 'all' ? `c.company_id = $1` : `c.company_id = $1 AND c.status = '${status === 'open' ? 'open' : 'closed'}'`;
  const whereCount = where.replaceAll('c.', '');
  const [list, count] = await Promise.all([
    db.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE ${where} ${ORDER} LIMIT $2 OFFSET $3`, [companyId, rows, (page - 1) * rows]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_cs_conversations WHERE ${whereCount}`, [companyId]),
  ]);
  return { rows: list.rows, total: count.rows[0]!.n };
}

/** Closes an open conversation; answers whether it was open. */
export async function closeConversation(db: Q, roomId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE chat_cs_conversations SET status = 'closed', closed_at = now() WHERE room_id = $1 AND status = 'open'`,
    [roomId],
  );
  await db.query(`UPDATE chat_rooms SET status = 'closed', updated_at = now() WHERE id = $1 AND kind = 'guest'`, [roomId]);
  return (rowCount ?? 0) > 0;
}

export interface StaffAdminRow {
  user_id: number;
  account: string;
  nickname: string;
  avatar_id: number;
  enabled: boolean;
  sort_order: number;
}

export async function listAllStaff(db: Q, companyId: number): Promise<StaffAdminRow[]> {
  const { rows } = await db.query<StaffAdminRow>(
    `SELECT s.user_id, u.account, s.nickname, s.avatar_id, s.enabled, s.sort_order
       FROM chat_cs_staff s JOIN users u ON u.id = s.user_id WHERE s.company_id = $1 ORDER BY s.sort_order, s.user_id`,
    [companyId],
  );
  return rows;
}

/** Adds or changes a staff row; answers the row before the change (null when new). */
export async function upsertStaff(
  tx: pg.PoolClient,
  v: { userId: number; companyId: number; nickname: string; avatarId: number; enabled: boolean; sortOrder: number },
): Promise<StaffAdminRow | null> {
  const before = await tx.query<StaffAdminRow>(
    `SELECT s.user_id, u.account, s.nickname, s.avatar_id, s.enabled, s.sort_order
       FROM chat_cs_staff s JOIN users u ON u.id = s.user_id WHERE s.user_id = $1 FOR UPDATE OF s`,
    [v.userId],
  );
  await tx.query(
    `INSERT INTO chat_cs_staff (user_id, company_id, nickname, avatar_id, enabled, sort_order) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE SET nickname = EXCLUDED.nickname, avatar_id = EXCLUDED.avatar_id,
       enabled = EXCLUDED.enabled, sort_order = EXCLUDED.sort_order`,
    [v.userId, v.companyId, v.nickname, v.avatarId, v.enabled, v.sortOrder],
  );
  return before.rows[0] ?? null;
}

export async function findStaffAvatar(db: Q, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ avatar_id: number }>(`SELECT avatar_id FROM chat_cs_staff WHERE user_id = $1`, [userId]);
  return rows[0]?.avatar_id ?? null;
}
