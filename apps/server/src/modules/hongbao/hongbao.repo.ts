import type pg from 'pg';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface SettingsRow {
  enabled: boolean;
  min_share: number;
  max_share: number;
  min_total: number;
  max_total: number;
  max_count: number;
  daily_max: number;
  require_fund_password: boolean;
  sender_may_grab: boolean;
  expire_minutes: number;
}

export async function findSettings(db: Q, companyId: number): Promise<SettingsRow | null> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT enabled, min_share, max_share, min_total, max_total, max_count, daily_max,
            require_fund_password, sender_may_grab, expire_minutes
       FROM hongbao_settings WHERE company_id = $1`,
    [companyId],
  );
  return rows[0] ?? null;
}

export async function saveSettings(db: Q, companyId: number, s: SettingsRow): Promise<void> {
  await db.query(
    `INSERT INTO hongbao_settings (company_id, enabled, min_share, max_share, min_total, max_total, max_count, daily_max,
                                   require_fund_password, sender_may_grab, expire_minutes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (company_id) DO UPDATE SET enabled = $2, min_share = $3, max_share = $4, min_total = $5, max_total = $6,
       max_count = $7, daily_max = $8, require_fund_password = $9, sender_may_grab = $10, expire_minutes = $11, updated_at = now()`,
    [
      companyId,
      s.enabled,
      s.min_share,
      s.max_share,
      s.min_total,
      s.max_total,
      s.max_count,
      s.daily_max,
      s.require_fund_password,
      s.sender_may_grab,
      s.expire_minutes,
    ],
  );
}

/** Sum of the packets a member sent since `since` (the start of their day). */
export async function sentSince(db: Q, userId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT COALESCE(sum(total), 0)::bigint AS total FROM hongbao WHERE sender_id = $1 AND created_at >= $2`,
    [userId, since],
  );
  return Number(rows[0]?.total ?? 0);
}

export interface NewPacket {
  companyId: number;
  roomId: number;
  senderId: number;
  kind: 'lucky' | 'equal';
  total: number;
  greeting: string;
  word: string;
  senderMayGrab: boolean;
  reference: string;
  expireMinutes: number;
  shares: number[];
}

export interface PacketRow {
  id: number;
  company_id: number;
  room_id: number;
  sender_id: number;
  sender_account: string;
  sender_nickname: string;
  kind: 'lucky' | 'equal';
  total: number;
  count: number;
  greeting: string;
  word: string;
  sender_may_grab: boolean;
  status: 'open' | 'finished' | 'expired';
  refunded: number;
  message_id: string | null;
  created_at: Date;
  expires_at: Date;
  finished_at: Date | null;
  /** Unclaimed shares not refunded (committed state at the time of the read). */
  remaining: number;
  claimed_amount: number;
}

/** The packet and all its shares in one statement (the deferred trigger checks the sum at commit). */
export async function insertPacket(tx: Q, p: NewPacket): Promise<{ id: number; created_at: Date; expires_at: Date }> {
  const { rows } = await tx.query<{ id: number; created_at: Date; expires_at: Date }>(
    `WITH h AS (
       INSERT INTO hongbao (company_id, room_id, sender_id, kind, total, count, greeting, word, sender_may_grab, reference, expires_at)
       VALUES ($1, $2, $3, $4, $5, cardinality($11::bigint[]), $6, $7, $8, $9, now() + make_interval(mins => $10))
       RETURNING id, created_at, expires_at
     ), s AS (
       INSERT INTO hongbao_shares (hongbao_id, seq, amount)
       SELECT h.id, a.n, a.amount FROM h, unnest($11::bigint[]) WITH ORDINALITY AS a(amount, n)
     )
     SELECT id, created_at, expires_at FROM h`,
    [p.companyId, p.roomId, p.senderId, p.kind, p.total, p.greeting, p.word, p.senderMayGrab, p.reference, p.expireMinutes, p.shares],
  );
  return rows[0]!;
}

const PACKET_COLUMNS = `h.id, h.company_id, h.room_id, h.sender_id, u.account AS sender_account, u.chat_nickname AS sender_nickname, h.kind, h.total, h.count,
       h.greeting, h.word, h.sender_may_grab, h.status, h.refunded, h.message_id, h.created_at, h.expires_at, h.finished_at,
       (SELECT count(*)::int FROM hongbao_shares s WHERE s.hongbao_id = h.id AND s.user_id IS NULL AND NOT s.refunded) AS remaining,
       (SELECT COALESCE(sum(amount), 0)::bigint FROM hongbao_shares s WHERE s.hongbao_id = h.id AND s.user_id IS NOT NULL) AS claimed_amount`;

export async function findPacket(db: Q, id: number): Promise<PacketRow | null> {
  const { rows } = await db.query<PacketRow>({
    name: 'hongbao.findPacket',
    text: `SELECT ${PACKET_COLUMNS} FROM hongbao h JOIN users u ON u.id = h.sender_id WHERE h.id = $1`,
    values: [id],
  });
  return rows[0] ?? null;
}

/** The packet without its share counts (the grab path reads only these). */
export async function findPacketLight(db: Q, id: number): Promise<Omit<PacketRow, 'remaining' | 'claimed_amount'> | null> {
  const { rows } = await db.query<Omit<PacketRow, 'remaining' | 'claimed_amount'>>({
    name: 'hongbao.findPacketLight',
    text: `SELECT h.id, h.company_id, h.room_id, h.sender_id, u.account AS sender_account, u.chat_nickname AS sender_nickname,
                  h.kind, h.total, h.count, h.greeting, h.word, h.sender_may_grab, h.status, h.refunded, h.message_id,
                  h.created_at, h.expires_at, h.finished_at
             FROM hongbao h JOIN users u ON u.id = h.sender_id WHERE h.id = $1`,
    values: [id],
  });
  return rows[0] ?? null;
}

export async function findPacketByReference(db: Q, reference: string): Promise<PacketRow | null> {
  const { rows } = await db.query<PacketRow>(
    `SELECT ${PACKET_COLUMNS} FROM hongbao h JOIN users u ON u.id = h.sender_id WHERE h.reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

export async function setMessageId(db: Q, id: number, messageId: string): Promise<void> {
  await db.query('UPDATE hongbao SET message_id = $2 WHERE id = $1 AND message_id IS NULL', [id, messageId]);
}

/** The amount of the share a member holds in a packet, if any. */
export async function shareOf(db: Q, id: number, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ amount: number }>({
    name: 'hongbao.shareOf',
    text: 'SELECT amount FROM hongbao_shares WHERE hongbao_id = $1 AND user_id = $2',
    values: [id, userId],
  });
  return rows[0]?.amount ?? null;
}

/**
 * Claims one free share of a live packet for the member, or none. SKIP LOCKED: concurrent
 * grabbers each take a different share instead of queueing on the same row. A share held by
 * an expiry in progress is skipped too, and one the expiry refunded no longer matches.
 */
export async function claimFreeShare(
  tx: Q,
  id: number,
  userId: number,
): Promise<{ seq: number; amount: number; already: boolean } | null> {
  // One round trip: a member who already holds a share takes no lock and gets `already`.
  const { rows } = await tx.query<{ seq: number; amount: number; already: boolean }>({
    name: 'hongbao.claimFreeShare',
    text: `WITH mine AS (
       SELECT seq, amount FROM hongbao_shares WHERE hongbao_id = $1 AND user_id = $2
     ), pick AS (
       SELECT s.seq FROM hongbao_shares s
        WHERE s.hongbao_id = $1 AND s.user_id IS NULL AND NOT s.refunded
          AND NOT EXISTS (SELECT 1 FROM mine)
          AND EXISTS (SELECT 1 FROM hongbao h WHERE h.id = $1 AND h.status = 'open' AND h.expires_at > now())
        ORDER BY s.seq LIMIT 1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE hongbao_shares s SET user_id = $2, claimed_at = now() FROM pick
        WHERE s.hongbao_id = $1 AND s.seq = pick.seq
       RETURNING s.seq, s.amount
     )
     SELECT seq, amount, false AS already FROM claimed
     UNION ALL SELECT seq, amount, true FROM mine`,
    values: [id, userId],
  });
  return rows[0] ?? null;
}

/**
 * The waiting form of the claim, for when every free share was locked by someone else: waits
 * for the lowest one, and after its holder commits takes it only if it is still free (READ
 * COMMITTED re-checks the row). Null when it was taken or refunded meanwhile.
 */
export async function claimShareWaiting(tx: Q, id: number, userId: number): Promise<{ seq: number; amount: number } | null> {
  const { rows } = await tx.query<{ seq: number; amount: number }>({
    name: 'hongbao.claimShareWaiting',
    text: `UPDATE hongbao_shares s SET user_id = $2, claimed_at = now()
      WHERE s.hongbao_id = $1 AND s.user_id IS NULL AND NOT s.refunded
        AND s.seq = (SELECT min(seq) FROM hongbao_shares f WHERE f.hongbao_id = $1 AND f.user_id IS NULL AND NOT f.refunded)
        AND EXISTS (SELECT 1 FROM hongbao h WHERE h.id = $1 AND h.status = 'open' AND h.expires_at > now())
     RETURNING s.seq, s.amount`,
    values: [id, userId],
  });
  return rows[0] ?? null;
}

/** Free shares of a packet (committed), whatever locks them. */
export async function freeShares(db: Q, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>({
    name: 'hongbao.freeShares',
    text: 'SELECT count(*)::int AS n FROM hongbao_shares WHERE hongbao_id = $1 AND user_id IS NULL AND NOT refunded',
    values: [id],
  });
  return rows[0]?.n ?? 0;
}

/**
 * Marks a packet finished when no share is free any more, with its best-luck share (largest,
 * earliest on a tie; none for equal packets). Only one caller wins the status change, so the
 * mark is made once. Returns the free shares left and the status after.
 */
export async function finishIfDone(db: Q, id: number): Promise<{ remaining: number; status: 'open' | 'finished' | 'expired' }> {
  const { rows } = await db.query<{ remaining: number; status: 'open' | 'finished' | 'expired' }>({
    name: 'hongbao.finishIfDone',
    text: `WITH done AS (
       UPDATE hongbao h SET status = 'finished', finished_at = now()
        WHERE h.id = $1 AND h.status = 'open'
          AND NOT EXISTS (SELECT 1 FROM hongbao_shares s WHERE s.hongbao_id = $1 AND s.user_id IS NULL AND NOT s.refunded)
       RETURNING h.id, h.kind
     ), best AS (
       UPDATE hongbao_shares s SET best = true
         FROM done
        WHERE done.kind = 'lucky' AND s.hongbao_id = done.id
          AND s.seq = (SELECT seq FROM hongbao_shares b WHERE b.hongbao_id = $1 AND b.user_id IS NOT NULL
                        ORDER BY b.amount DESC, b.claimed_at, b.seq LIMIT 1)
     )
     SELECT (SELECT count(*)::int FROM hongbao_shares WHERE hongbao_id = $1 AND user_id IS NULL AND NOT refunded) AS remaining,
            COALESCE((SELECT 'finished' FROM done), (SELECT status FROM hongbao WHERE id = $1)) AS status`,
    values: [id],
  });
  return rows[0]!;
}

/** Live packets past their expiry, or with no free share left (a finish a crash missed). */
export async function duePackets(db: Q, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM hongbao WHERE status = 'open' AND expires_at <= now() ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

export async function unfinishedDone(db: Q, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT h.id FROM hongbao h
      WHERE h.status = 'open' AND h.expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM hongbao_shares s WHERE s.hongbao_id = h.id AND s.user_id IS NULL AND NOT s.refunded)
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** Takes an expired live packet for the expiry (row lock); null if another process has it or it is done. */
export async function lockExpired(tx: Q, id: number): Promise<{ id: number; sender_id: number; kind: 'lucky' | 'equal' } | null> {
  const { rows } = await tx.query<{ id: number; sender_id: number; kind: 'lucky' | 'equal' }>(
    `SELECT id, sender_id, kind FROM hongbao WHERE id = $1 AND status = 'open' AND expires_at <= now() FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * Marks every still-free share refunded and answers their sum. Waits for grabs holding a share;
 * once they commit, the shares they took are no longer free and are not refunded.
 */
export async function refundFreeShares(tx: Q, id: number): Promise<number> {
  const { rows } = await tx.query<{ total: number }>(
    `WITH r AS (
       UPDATE hongbao_shares SET refunded = true
        WHERE hongbao_id = $1 AND user_id IS NULL AND NOT refunded
       RETURNING amount
     )
     SELECT COALESCE(sum(amount), 0)::bigint AS total FROM r`,
    [id],
  );
  return Number(rows[0]?.total ?? 0);
}

export async function closeExpired(tx: Q, id: number, refunded: number): Promise<void> {
  await tx.query(
    `UPDATE hongbao SET status = CASE WHEN $2::bigint = 0 THEN 'finished' ELSE 'expired' END, refunded = $2, finished_at = now()
      WHERE id = $1 AND status = 'open'`,
    [id, refunded],
  );
}

export interface ShareRow {
  user_id: number;
  account: string;
  chat_nickname: string;
  amount: number;
  claimed_at: Date;
  best: boolean;
}

export async function claimedShares(db: Q, id: number): Promise<ShareRow[]> {
  const { rows } = await db.query<ShareRow>(
    `SELECT s.user_id, u.account, u.chat_nickname, s.amount, s.claimed_at, s.best
       FROM hongbao_shares s JOIN users u ON u.id = s.user_id
      WHERE s.hongbao_id = $1 AND s.user_id IS NOT NULL
      ORDER BY s.claimed_at, s.seq`,
    [id],
  );
  return rows;
}

export interface HistoryRow {
  id: number;
  room_id: number;
  kind: 'lucky' | 'equal';
  greeting: string;
  amount: number;
  count: number;
  claimed_count: number;
  status: 'open' | 'finished' | 'expired';
  sender_account: string;
  sender_nickname: string;
  best: boolean;
  at: Date;
}

export interface HistoryTotals {
  count: number;
  amount: number;
  best: number;
  refunded: number;
}

const CLAIMED_COUNT = `(SELECT count(*)::int FROM hongbao_shares c WHERE c.hongbao_id = h.id AND c.user_id IS NOT NULL)`;

export async function sentHistory(
  db: Q,
  userId: number,
  range: { start: Date; end: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; totals: HistoryTotals }> {
  const [list, totals] = await Promise.all([
    db.query<HistoryRow>(
      `SELECT h.id, h.room_id, h.kind, h.greeting, h.total AS amount, h.count, ${CLAIMED_COUNT} AS claimed_count,
              h.status, u.account AS sender_account, u.chat_nickname AS sender_nickname, false AS best, h.created_at AS at
         FROM hongbao h JOIN users u ON u.id = h.sender_id
        WHERE h.sender_id = $1 AND h.created_at >= $2 AND h.created_at < $3
        ORDER BY h.created_at DESC, h.id DESC LIMIT $4 OFFSET $5`,
      [userId, range.start, range.end, page.limit, page.offset],
    ),
    db.query<HistoryTotals>(
      `SELECT count(*)::int AS count, COALESCE(sum(total), 0)::bigint AS amount, 0 AS best,
              COALESCE(sum(refunded), 0)::bigint AS refunded
         FROM hongbao WHERE sender_id = $1 AND created_at >= $2 AND created_at < $3`,
      [userId, range.start, range.end],
    ),
  ]);
  return { rows: list.rows, totals: totals.rows[0]! };
}

export async function receivedHistory(
  db: Q,
  userId: number,
  range: { start: Date; end: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; totals: HistoryTotals }> {
  const [list, totals] = await Promise.all([
    db.query<HistoryRow>(
      `SELECT h.id, h.room_id, h.kind, h.greeting, s.amount, h.count, ${CLAIMED_COUNT} AS claimed_count,
              h.status, u.account AS sender_account, u.chat_nickname AS sender_nickname, s.best, s.claimed_at AS at
         FROM hongbao_shares s JOIN hongbao h ON h.id = s.hongbao_id JOIN users u ON u.id = h.sender_id
        WHERE s.user_id = $1 AND s.claimed_at >= $2 AND s.claimed_at < $3
        ORDER BY s.claimed_at DESC, h.id DESC LIMIT $4 OFFSET $5`,
      [userId, range.start, range.end, page.limit, page.offset],
    ),
    db.query<HistoryTotals>(
      `SELECT count(*)::int AS count, COALESCE(sum(amount), 0)::bigint AS amount,
              count(*) FILTER (WHERE best)::int AS best, 0::bigint AS refunded
         FROM hongbao_shares WHERE user_id = $1 AND claimed_at >= $2 AND claimed_at < $3`,
      [userId, range.start, range.end],
    ),
  ]);
  return { rows: list.rows, totals: totals.rows[0]! };
}
