import type pg from 'pg';
import { NOTIFICATION_KINDS, type NotificationKind } from '@sixmark/shared';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * The one way a member is told something (docs/notifications.md). A notification is a
 * push_messages row written in the caller's transaction (so it exists exactly when the event
 * does); `pg_notify` in the same transaction announces the members' ids, and Postgres delivers
 * that only after COMMIT (never for a rollback) to every server process listening (the live
 * badge and Web Push: notifications.live.ts).
 */
export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  title: string;
  content: string;
  data?: Record<string, unknown>;
  /** Names the event: the same (member, kind, ref) is stored once, so re-runs send nothing. */
  ref?: string;
}

/** Postgres channel of committed notifications (payload: member ids, comma-separated). */
export const NOTIFY_PG_CHANNEL = 'sixmark_notify';
/** Ids per pg_notify payload (the payload limit is 8000 bytes). */
const IDS_PER_NOTIFY = 500;

// Announces the members of `ins` (a CTE of inserted rows with user_id) after commit.
const announce = (insertSql: string, paramNo: number) => `
  WITH ins AS (${insertSql} RETURNING user_id),
  u AS (SELECT DISTINCT user_id FROM ins),
  g AS (SELECT user_id, (row_number() OVER () - 1) / ${IDS_PER_NOTIFY} AS grp FROM u)
  SELECT (SELECT count(*) FROM ins)::int AS n,
         (SELECT count(*) FROM (SELECT pg_notify($${paramNo}, string_agg(user_id::text, ',')) FROM g GROUP BY grp) s)::int AS sent`;

const notOptedOut = (userCol: string, kindExpr: string) =>
  `NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = ${userCol} AND ${kindExpr} = ANY(p.disabled))`;

/**
 * Stores many notifications in one statement (mass settlement sends a batch at once). Members
 * who turned a kind off get nothing of it. Returns how many rows were stored.
 */
export async function notifyMany(db: Queryable, items: readonly NotifyInput[]): Promise<number> {
  if (items.length === 0) return 0;
  const insert = `INSERT INTO push_messages (user_id, kind, title, content, data, ref)
    SELECT x.user_id, x.kind, x.title, x.content, x.data, x.ref
      FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::text[]) AS x(user_id, kind, title, content, data, ref)
     WHERE ${notOptedOut('x.user_id', 'x.kind')}
    ON CONFLICT (user_id, kind, ref) WHERE ref IS NOT NULL DO NOTHING`;
  const { rows } = await db.query<{ n: number }>(announce(insert, 7), [
    items.map((i) => i.userId),
    items.map((i) => i.kind),
    items.map((i) => i.title),
    items.map((i) => i.content),
    items.map((i) => JSON.stringify(i.data ?? {})),
    items.map((i) => i.ref ?? null),
    NOTIFY_PG_CHANNEL,
  ]);
  return rows[0]?.n ?? 0;
}

/** One notification (see notifyMany). Returns whether it was stored. */
export const notify = async (db: Queryable, item: NotifyInput): Promise<boolean> => (await notifyMany(db, [item])) > 0;

type Message = Omit<NotifyInput, 'userId'>;

/** Every follower of a game (game center follows) gets the message, once per ref. */
export async function notifyFollowers(db: Queryable, gameId: number, m: Message): Promise<number> {
  const insert = `INSERT INTO push_messages (user_id, kind, title, content, data, ref)
    SELECT f.user_id, $2, $3, $4, $5::jsonb, $6 FROM game_follows f JOIN users u ON u.id = f.user_id
     WHERE f.game_id = $1 AND u.status <> 'disabled' AND ${notOptedOut('f.user_id', '$2::text')}
    ON CONFLICT (user_id, kind, ref) WHERE ref IS NOT NULL DO NOTHING`;
  const { rows } = await db.query<{ n: number }>(announce(insert, 7), [
    gameId,
    m.kind,
    m.title,
    m.content,
    JSON.stringify(m.data ?? {}),
    m.ref ?? null,
    NOTIFY_PG_CHANNEL,
  ]);
  return rows[0]?.n ?? 0;
}

/** Every member of a company (operator broadcast), one statement. */
export async function notifyCompany(db: Queryable, companyId: number, m: Message): Promise<number> {
  const insert = `INSERT INTO push_messages (user_id, kind, title, content, data, ref)
    SELECT u.id, $2, $3, $4, $5::jsonb, $6 FROM users u
     WHERE u.company_id = $1 AND u.status <> 'disabled' AND ${notOptedOut('u.id', '$2::text')}
    ON CONFLICT (user_id, kind, ref) WHERE ref IS NOT NULL DO NOTHING`;
  const { rows } = await db.query<{ n: number }>(announce(insert, 7), [
    companyId,
    m.kind,
    m.title,
    m.content,
    JSON.stringify(m.data ?? {}),
    m.ref ?? null,
    NOTIFY_PG_CHANNEL,
  ]);
  return rows[0]?.n ?? 0;
}

/* ---------------- preferences ---------------- */

export async function preferencesOf(db: Queryable, userId: number): Promise<NotificationKind[]> {
  const { rows } = await db.query<{ disabled: string[] }>('SELECT disabled FROM notification_preferences WHERE user_id = $1', [userId]);
  const off = new Set(rows[0]?.disabled ?? []);
  return NOTIFICATION_KINDS.filter((k) => !off.has(k));
}

export async function savePreferences(db: Queryable, userId: number, enabled: readonly NotificationKind[]): Promise<NotificationKind[]> {
  const on = new Set(enabled);
  const disabled = NOTIFICATION_KINDS.filter((k) => !on.has(k));
  await db.query(
    `INSERT INTO notification_preferences (user_id, disabled) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET disabled = EXCLUDED.disabled, updated_at = now()`,
    [userId, disabled],
  );
  return NOTIFICATION_KINDS.filter((k) => on.has(k));
}

/** Unread counts of some members (members with none are absent). */
export async function unreadCounts(db: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ user_id: string; n: number }>(
    `SELECT user_id, count(*)::int AS n FROM push_messages
      WHERE user_id = ANY($1::bigint[]) AND deleted_at IS NULL AND NOT is_read GROUP BY user_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.n]));
}
