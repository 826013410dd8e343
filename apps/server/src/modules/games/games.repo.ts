import type pg from 'pg';
import type { GameRowCategory } from '@sixmark/shared';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface CatalogueGame {
  gameId: number;
  gameName: string;
  category: GameRowCategory;
  type: string;
  liveCode: string;
  gameCode: string;
  gameKind: string;
  imageUrl: string;
  landscapeUrl: string;
  hot: number;
  maintain: string;
  appDisplay: number;
  providerName: string;
  providerUrl: string;
  sort: number;
  enabled: boolean;
  /** false when the game's provider exists and is switched off. */
  providerEnabled: boolean;
}

export interface ProviderRow {
  liveCode: string;
  name: string;
  url: string;
  logo: string;
  sort: number;
  enabled: boolean;
}

const GAME_COLS = `g.game_id AS "gameId", g.game_name AS "gameName", g.category, g.type, g.live_code AS "liveCode",
  g.game_code AS "gameCode", g.game_kind AS "gameKind", g.image_url AS "imageUrl", g.landscape_url AS "landscapeUrl",
  g.hot, g.maintain, g.app_display AS "appDisplay",
  COALESCE(NULLIF(p.name, ''), g.provider_name) AS "providerName",
  COALESCE(NULLIF(p.logo, ''), NULLIF(p.url, ''), g.provider_url) AS "providerUrl",
  g.sort, g.enabled, COALESCE(p.enabled, true) AS "providerEnabled"`;

/** Every game with its provider's name and state (disabled ones too: the caller filters). */
export async function listGames(db: Q): Promise<CatalogueGame[]> {
  const { rows } = await db.query<CatalogueGame>(
    `SELECT ${GAME_COLS} FROM games g LEFT JOIN game_providers p ON p.live_code = g.live_code
      ORDER BY g.sort, g.game_id`,
  );
  return rows;
}

export async function findGame(db: Q, gameId: number): Promise<CatalogueGame | undefined> {
  const { rows } = await db.query<CatalogueGame>(
    `SELECT ${GAME_COLS} FROM games g LEFT JOIN game_providers p ON p.live_code = g.live_code WHERE g.game_id = $1`,
    [gameId],
  );
  return rows[0];
}

export async function findGameByCode(db: Q, liveCode: string, gameCode: string): Promise<CatalogueGame | undefined> {
  const { rows } = await db.query<CatalogueGame>(
    `SELECT ${GAME_COLS} FROM games g LEFT JOIN game_providers p ON p.live_code = g.live_code
      WHERE g.live_code = $1 AND ($2 = '' OR g.game_code = $2) ORDER BY g.enabled DESC, g.sort, g.game_id LIMIT 1`,
    [liveCode, gameCode],
  );
  return rows[0];
}

/** Names of the games with these codes (all games, disabled ones too: old records keep a name). */
export async function gameNamesByCode(db: Q, codes: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ game_code: string; game_name: string }>(
    'SELECT DISTINCT ON (game_code) game_code, game_name FROM games WHERE game_code = ANY($1::text[]) ORDER BY game_code, enabled DESC, game_id',
    [codes],
  );
  return new Map(rows.map((r) => [r.game_code, r.game_name]));
}

export async function listProviders(db: Q): Promise<ProviderRow[]> {
  const { rows } = await db.query<ProviderRow>(
    `SELECT live_code AS "liveCode", name, url, logo, sort, enabled FROM game_providers ORDER BY sort, live_code`,
  );
  return rows;
}

export async function findProvider(db: Q, liveCode: string): Promise<ProviderRow | undefined> {
  const { rows } = await db.query<ProviderRow>(
    `SELECT live_code AS "liveCode", name, url, logo, sort, enabled FROM game_providers WHERE live_code = $1`,
    [liveCode],
  );
  return rows[0];
}

// ---- follows ----

export async function followedGameIds(db: Q, userId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ game_id: number }>('SELECT game_id FROM game_follows WHERE user_id = $1', [userId]);
  return new Set(rows.map((r) => r.game_id));
}

export async function setFollow(db: Q, userId: number, gameId: number, like: boolean): Promise<void> {
  if (like) {
    await db.query('INSERT INTO game_follows (user_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, gameId]);
  } else {
    await db.query('DELETE FROM game_follows WHERE user_id = $1 AND game_id = $2', [userId, gameId]);
  }
}

// ---- bet records ----

export interface BetRecordInput {
  liveCode: string;
  recordId: string;
  userId: number;
  gameCode: string;
  roundNo: string;
  betContent: string;
  /** Thousandths. */
  betAmount: number;
  validBet: number;
  payout: number;
  betTime: Date;
  settleTime: Date;
}

/**
 * Stores the records not stored yet (unique provider + record id) and answers the ones this
 * call inserted, so only they count as turnover.
 */
export async function insertBetRecords(tx: Q, records: readonly BetRecordInput[]): Promise<{ userId: number; validBet: number }[]> {
  if (records.length === 0) return [];
  const { rows } = await tx.query<{ user_id: string; valid_bet: string }>(
    `INSERT INTO game_bet_records (live_code, record_id, user_id, game_code, round_no, bet_content, bet_amount, valid_bet, payout, bet_time, settle_time)
     SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::bigint[], $10::timestamptz[], $11::timestamptz[])
     ON CONFLICT (live_code, record_id) DO NOTHING
     RETURNING user_id, valid_bet`,
    [
      records.map((r) => r.liveCode),
      records.map((r) => r.recordId),
      records.map((r) => r.userId),
      records.map((r) => r.gameCode),
      records.map((r) => r.roundNo),
      records.map((r) => r.betContent),
      records.map((r) => r.betAmount),
      records.map((r) => r.validBet),
      records.map((r) => r.payout),
      records.map((r) => r.betTime),
      records.map((r) => r.settleTime),
    ],
  );
  return rows.map((r) => ({ userId: Number(r.user_id), validBet: Number(r.valid_bet) }));
}

export interface ReportDbRow {
  game_code: string;
  bet_count: number;
  bet_amount: string;
  valid_bet: string;
  win: string;
}

/** Per game code: count and exact sums (thousandths) of the user's records bet in [from, to). */
export async function reportSums(db: Q, userId: number, codes: string[], from: Date, to: Date): Promise<ReportDbRow[]> {
  const { rows } = await db.query<ReportDbRow>(
    `SELECT game_code, count(*)::int AS bet_count, sum(bet_amount)::text AS bet_amount, sum(valid_bet)::text AS valid_bet,
            sum(payout - bet_amount)::text AS win
       FROM game_bet_records
      WHERE user_id = $1 AND game_code = ANY($2::text[]) AND bet_time >= $3 AND bet_time < $4
      GROUP BY game_code`,
    [userId, codes, from, to],
  );
  return rows;
}

export interface RecordDbRow {
  id: string;
  live_code: string;
  record_id: string;
  game_code: string;
  round_no: string;
  bet_content: string;
  bet_amount: string;
  valid_bet: string;
  payout: string;
  bet_time: Date;
  settle_time: Date;
  total: string;
}

export async function listRecords(
  db: Q,
  q: { userId: number; gameCode: string; from: Date; to: Date; page: number; rows: number },
): Promise<{ rows: RecordDbRow[]; total: number }> {
  const { rows } = await db.query<RecordDbRow>(
    `SELECT id, live_code, record_id, game_code, round_no, bet_content, bet_amount, valid_bet, payout, bet_time, settle_time,
            count(*) OVER () AS total
       FROM game_bet_records
      WHERE user_id = $1 AND game_code = $2 AND bet_time >= $3 AND bet_time < $4
      ORDER BY bet_time DESC, id DESC
      LIMIT $5 OFFSET $6`,
    [q.userId, q.gameCode, q.from, q.to, q.rows, (q.page - 1) * q.rows],
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const c = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM game_bet_records WHERE user_id = $1 AND game_code = $2 AND bet_time >= $3 AND bet_time < $4',
      [q.userId, q.gameCode, q.from, q.to],
    );
    total = Number(c.rows[0]?.n ?? 0);
  }
  return { rows, total };
}

export async function cursorOf(db: Q, liveCode: string): Promise<Date | null> {
  const { rows } = await db.query<{ pulled_until: Date }>('SELECT pulled_until FROM game_record_cursors WHERE live_code = $1', [liveCode]);
  return rows[0]?.pulled_until ?? null;
}

export async function advanceCursor(db: Q, liveCode: string, until: Date): Promise<void> {
  await db.query(
    `INSERT INTO game_record_cursors (live_code, pulled_until) VALUES ($1, $2)
     ON CONFLICT (live_code) DO UPDATE SET pulled_until = GREATEST(game_record_cursors.pulled_until, EXCLUDED.pulled_until)`,
    [liveCode, until],
  );
}
