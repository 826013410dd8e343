import type pg from 'pg';
import { LOSS_BILL_TYPES, type ExclusionKind, type LimitKind } from '@sixmark/shared';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface LimitRow {
  kind: LimitKind;
  amount: number | null;
  pending_set: boolean;
  pending_amount: number | null;
  pending_at: Date | null;
}

export interface ExclusionRow {
  kind: ExclusionKind;
  ends_at: Date;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const toLimit = (r: Record<string, unknown>): LimitRow => ({
  kind: r.kind as LimitKind,
  amount: num(r.amount),
  pending_set: Boolean(r.pending_set),
  pending_amount: num(r.pending_amount),
  pending_at: r.pending_at ? new Date(r.pending_at as string) : null,
});

export async function listLimits(db: Q, userId: number): Promise<LimitRow[]> {
  const { rows } = await db.query('SELECT kind, amount, pending_set, pending_amount, pending_at FROM safer_play_limits WHERE user_id = $1', [userId]);
  return rows.map(toLimit);
}

/** The deposit limit rows, row-locked: concurrent recharges of one member count one after another. */
export async function lockDepositLimits(tx: pg.PoolClient, userId: number): Promise<LimitRow[]> {
  const { rows } = await tx.query(
    `SELECT kind, amount, pending_set, pending_amount, pending_at FROM safer_play_limits
      WHERE user_id = $1 AND kind LIKE 'deposit%' ORDER BY kind FOR UPDATE`,
    [userId],
  );
  return rows.map(toLimit);
}

export async function upsertLimit(
  db: Q,
  userId: number,
  kind: LimitKind,
  s: { amount: number | null; pending: { amount: number | null; at: number } | null },
): Promise<void> {
  await db.query(
    `INSERT INTO safer_play_limits (user_id, kind, amount, pending_set, pending_amount, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (user_id, kind) DO UPDATE SET amount = $3, pending_set = $4, pending_amount = $5, pending_at = $6, updated_at = now()`,
    [userId, kind, s.amount, s.pending !== null, s.pending?.amount ?? null, s.pending ? new Date(s.pending.at) : null],
  );
}

/** Locks the member's limit rows of one kind (insert first so there is a row to lock). */
export async function lockLimit(tx: pg.PoolClient, userId: number, kind: LimitKind): Promise<LimitRow> {
  await tx.query('INSERT INTO safer_play_limits (user_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, kind]);
  const { rows } = await tx.query(
    'SELECT kind, amount, pending_set, pending_amount, pending_at FROM safer_play_limits WHERE user_id = $1 AND kind = $2 FOR UPDATE',
    [userId, kind],
  );
  return toLimit(rows[0]!);
}

export async function activeExclusion(db: Q, userId: number, at: number): Promise<ExclusionRow | null> {
  const { rows } = await db.query<ExclusionRow>(
    `SELECT kind, ends_at FROM safer_play_exclusions WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2
      ORDER BY ends_at DESC LIMIT 1`,
    [userId, new Date(at)],
  );
  return rows[0] ?? null;
}

export async function insertExclusion(tx: pg.PoolClient, userId: number, kind: ExclusionKind, start: number, end: number): Promise<void> {
  await tx.query('INSERT INTO safer_play_exclusions (user_id, kind, starts_at, ends_at) VALUES ($1, $2, $3, $4)', [
    userId,
    kind,
    new Date(start),
    new Date(end),
  ]);
}

/** Serialises a member's exclusion requests (two at once must not both pass the "none active" check). */
export async function lockUser(tx: pg.PoolClient, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(1017, $1::int)', [userId]);
}

export async function realityMinutes(db: Q, userId: number): Promise<number> {
  const { rows } = await db.query<{ m: number }>('SELECT reality_minutes AS m FROM safer_play_settings WHERE user_id = $1', [userId]);
  return rows[0]?.m ?? 0;
}

export async function setRealityMinutes(db: Q, userId: number, minutes: number): Promise<void> {
  await db.query(
    `INSERT INTO safer_play_settings (user_id, reality_minutes) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET reality_minutes = $2, updated_at = now()`,
    [userId, minutes],
  );
}

/** Deposits (open or paid recharge orders) since each instant, thousandths. */
export async function depositsSince(db: Q, userId: number, since: Date[]): Promise<number[]> {
  const min = new Date(Math.min(...since.map((d) => d.getTime())));
  const { rows } = await db.query<{ t: Date; amount: string }>(
    `SELECT created_at AS t, amount FROM recharge_orders
      WHERE user_id = $1 AND created_at >= $2 AND status IN ('created', 'processing', 'success')`,
    [userId, min],
  );
  return since.map((s) => rows.filter((r) => r.t >= s).reduce((n, r) => n + Number(r.amount), 0));
}

/** Betting loss (stakes minus what bets returned, never negative) since each instant, thousandths. */
export async function lossesSince(db: Q, userId: number, since: Date[]): Promise<number[]> {
  const { rows } = await db.query<{ v: string }>(
    `SELECT COALESCE(-SUM(l.amount), 0)::text AS v
       FROM unnest($2::timestamptz[]) WITH ORDINALITY AS s(t, i)
       LEFT JOIN wallet_ledger l ON l.user_id = $1 AND l.created_at >= s.t AND l.bill_type = ANY($3::int[])
      GROUP BY s.i ORDER BY s.i`,
    [userId, since, LOSS_BILL_TYPES],
  );
  return since.map((_, i) => Math.max(0, Number(rows[i]?.v ?? 0)));
}

/**
 * Everything the bet check needs in one statement (the placement hot path): the member's bet
 * and loss limits, an active exclusion, and, only when a loss limit exists, the betting result
 * of the current day, week and month in the company's time zone (this bet's stake included:
 * the check runs after the debit, under the wallet lock).
 */
export async function betCheckRow(
  db: Q,
  userId: number,
  at: number,
): Promise<{ limits: LimitRow[]; exclusion: ExclusionRow | null; losses: { day: number; week: number; month: number } | null }> {
  const { rows } = await db.query<{ limits: Record<string, unknown>[] | null; exclusion: { kind: ExclusionKind; ends_at: string } | null; losses: Record<string, string> | null }>(
    `WITH lim AS (
       SELECT kind, amount, pending_set, pending_amount, pending_at FROM safer_play_limits
        WHERE user_id = $1 AND (kind = 'bet_max' OR kind LIKE 'loss%')
     )
     SELECT (SELECT json_agg(lim) FROM lim) AS limits,
            (SELECT json_build_object('kind', kind, 'ends_at', ends_at) FROM safer_play_exclusions
              WHERE user_id = $1 AND starts_at <= $2 AND ends_at > $2 ORDER BY ends_at DESC LIMIT 1) AS exclusion,
            CASE WHEN EXISTS (SELECT 1 FROM lim WHERE kind LIKE 'loss%' AND (amount IS NOT NULL OR pending_set)) THEN (
              SELECT json_build_object(
                       'day', COALESCE(-SUM(l.amount) FILTER (WHERE l.created_at >= b.ds), 0),
                       'week', COALESCE(-SUM(l.amount) FILTER (WHERE l.created_at >= b.ws), 0),
                       'month', COALESCE(-SUM(l.amount) FILTER (WHERE l.created_at >= b.ms), 0))
                FROM (SELECT date_trunc('day', $2 AT TIME ZONE z) AT TIME ZONE z AS ds,
                             date_trunc('week', $2 AT TIME ZONE z) AT TIME ZONE z AS ws,
                             date_trunc('month', $2 AT TIME ZONE z) AT TIME ZONE z AS ms
                        FROM (SELECT COALESCE((SELECT c.config_value FROM system_config c JOIN users u ON u.company_id = c.company_id
                                                WHERE u.id = $1 AND c.config_key = 'time_zone' AND c.config_value <> ''), 'Asia/Shanghai') AS z) tz) b
                JOIN wallet_ledger l ON l.user_id = $1 AND l.created_at >= LEAST(b.ws, b.ms) AND l.bill_type = ANY($3::int[])
            ) END AS losses`,
    [userId, new Date(at), LOSS_BILL_TYPES],
  );
  const r = rows[0];
  const l = r?.losses;
  return {
    limits: (r?.limits ?? []).map(toLimit),
    exclusion: r?.exclusion ? { kind: r.exclusion.kind, ends_at: new Date(r.exclusion.ends_at) } : null,
    losses: l ? { day: Math.max(0, Number(l.day)), week: Math.max(0, Number(l.week)), month: Math.max(0, Number(l.month)) } : null,
  };
}

/** Betting result (wins minus stakes) since an instant. */
export async function netSince(db: Q, userId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT COALESCE(SUM(amount), 0)::text AS n FROM wallet_ledger WHERE user_id = $1 AND created_at >= $2 AND bill_type = ANY($3::int[])',
    [userId, since, LOSS_BILL_TYPES],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function tokenCreatedAt(db: Q, tokenId: number): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date }>('SELECT created_at FROM user_tokens WHERE id = $1', [tokenId]);
  return rows[0]?.created_at ?? null;
}
