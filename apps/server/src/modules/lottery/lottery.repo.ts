import type pg from 'pg';
import { scheduleSchema, type Schedule } from './schedule';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export type TurnStatus = 'open' | 'closed' | 'drawing' | 'drawn';
export type Source = 'rng' | 'manual' | 'feed';

export interface GameRow {
  gameId: number;
  gameName: string;
  source: Source;
  schedule: Schedule;
  closeSeconds: number;
  revealIntervalMs: number;
  liveUrl: string;
  feedUrl: string;
  feedLateMinutes: number;
  enabled: boolean;
}

export interface TurnRow {
  id: string;
  gameId: number;
  turnNum: string;
  status: TurnStatus;
  source: Source;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
  seedHash: string | null;
  seed: string | null;
  numbers: number[] | null;
  revealed: number;
  lastRevealAt: Date | null;
  drawnAt: Date | null;
}

const TURN_COLS = `id, game_id AS "gameId", turn_num AS "turnNum", status, source, open_at AS "openAt",
  close_at AS "closeAt", draw_at AS "drawAt", seed_hash AS "seedHash", seed, numbers, revealed,
  last_reveal_at AS "lastRevealAt", drawn_at AS "drawnAt"`;

const GAME_COLS = `l.game_id AS "gameId", g.game_name AS "gameName", l.source, l.schedule, l.close_seconds AS "closeSeconds",
  l.reveal_interval_ms AS "revealIntervalMs", l.live_url AS "liveUrl", l.feed_url AS "feedUrl",
  l.feed_late_minutes AS "feedLateMinutes", l.enabled`;

const toGame = (r: GameRow): GameRow => ({ ...r, schedule: scheduleSchema.parse(r.schedule) });

export async function listGames(db: Queryable, enabledOnly = false): Promise<GameRow[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLS} FROM lottery_games l JOIN games g USING (game_id)
      ${enabledOnly ? 'WHERE l.enabled' : ''} ORDER BY g.sort, l.game_id`,
  );
  return rows.map(toGame);
}

export async function findGame(db: Queryable, gameId: number): Promise<GameRow | null> {
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLS} FROM lottery_games l JOIN games g USING (game_id) WHERE l.game_id = $1`,
    [gameId],
  );
  return rows[0] ? toGame(rows[0]) : null;
}

/** Turns not yet drawn, oldest draw first, row-locked for the caller's transaction. */
export async function lockPendingTurns(tx: Queryable, gameId: number): Promise<TurnRow[]> {
  const { rows } = await tx.query<TurnRow>(
    `SELECT ${TURN_COLS} FROM lottery_turns WHERE game_id = $1 AND status <> 'drawn' ORDER BY draw_at FOR UPDATE`,
    [gameId],
  );
  return rows;
}

export async function lockTurn(tx: Queryable, gameId: number, turnNum: string): Promise<TurnRow | null> {
  const { rows } = await tx.query<TurnRow>(
    `SELECT ${TURN_COLS} FROM lottery_turns WHERE game_id = $1 AND turn_num = $2 FOR UPDATE`,
    [gameId, turnNum],
  );
  return rows[0] ?? null;
}

export async function findTurn(db: Queryable, gameId: number, turnNum: string): Promise<TurnRow | null> {
  const { rows } = await db.query<TurnRow>(
    `SELECT ${TURN_COLS} FROM lottery_turns WHERE game_id = $1 AND turn_num = $2`,
    [gameId, turnNum],
  );
  return rows[0] ?? null;
}

/** The latest draw time of any turn of the game (new turns are scheduled after it). */
export async function lastDrawAt(db: Queryable, gameId: number): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    'SELECT max(draw_at) AS at FROM lottery_turns WHERE game_id = $1',
    [gameId],
  );
  return rows[0]?.at ?? null;
}

/** Highest sequence used in a year's turn numbers. */
export async function maxSequence(db: Queryable, gameId: number, year: number): Promise<number> {
  const { rows } = await db.query<{ seq: number | null }>(
    `SELECT max(substring(turn_num FROM 5)::int) AS seq FROM lottery_turns
      WHERE game_id = $1 AND turn_num LIKE $2 AND length(turn_num) >= 7`,
    [gameId, `${year}%`],
  );
  return rows[0]?.seq ?? 0;
}

export async function insertTurn(
  tx: Queryable,
  t: Pick<
    TurnRow,
    'gameId' | 'turnNum' | 'status' | 'source' | 'openAt' | 'closeAt' | 'drawAt' | 'seedHash' | 'seed'
  > &
    Partial<Pick<TurnRow, 'numbers' | 'revealed' | 'drawnAt' | 'lastRevealAt'>> & { yearTables?: object },
): Promise<TurnRow | null> {
  const { rows } = await tx.query<TurnRow>(
    `INSERT INTO lottery_turns (game_id, turn_num, status, source, open_at, close_at, draw_at, seed_hash, seed, numbers, revealed, drawn_at, last_reveal_at, year_tables)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (game_id, turn_num) DO NOTHING RETURNING ${TURN_COLS}`,
    [
      t.gameId,
      t.turnNum,
      t.status,
      t.source,
      t.openAt,
      t.closeAt,
      t.drawAt,
      t.seedHash,
      t.seed,
      t.numbers ?? null,
      t.revealed ?? 0,
      t.drawnAt ?? null,
      t.lastRevealAt ?? null,
      t.yearTables ? JSON.stringify(t.yearTables) : null,
    ],
  );
  return rows[0] ?? null;
}

export async function updateTurn(
  tx: Queryable,
  id: string,
  set: Partial<
    Pick<TurnRow, 'status' | 'closeAt' | 'drawAt' | 'numbers' | 'revealed' | 'lastRevealAt' | 'drawnAt'>
  >,
): Promise<void> {
  const cols: Record<string, string> = {
    status: 'status',
    closeAt: 'close_at',
    drawAt: 'draw_at',
    numbers: 'numbers',
    revealed: 'revealed',
    lastRevealAt: 'last_reveal_at',
    drawnAt: 'drawn_at',
  };
  const keys = Object.keys(set) as (keyof typeof set)[];
  if (keys.length === 0) return;
  const assignments = keys.map((k, i) => `${cols[k]} = $${i + 2}`).join(', ');
  await tx.query(`UPDATE lottery_turns SET ${assignments} WHERE id = $1`, [id, ...keys.map((k) => set[k])]);
}

/** The turn being played (not drawn, draw still ahead, or awaiting its result), earliest first. */
export async function currentTurn(db: Queryable, gameId: number): Promise<TurnRow | null> {
  const { rows } = await db.query<TurnRow>(
    `SELECT ${TURN_COLS} FROM lottery_turns WHERE game_id = $1 AND status IN ('open', 'closed')
      ORDER BY (draw_at > now()) DESC, draw_at LIMIT 1`,
    [gameId],
  );
  return rows[0] ?? null;
}

/** The latest turn whose draw has started (drawing or drawn). */
export async function previousTurn(db: Queryable, gameId: number): Promise<TurnRow | null> {
  const { rows } = await db.query<TurnRow>(
    `SELECT ${TURN_COLS} FROM lottery_turns WHERE game_id = $1 AND status IN ('drawing', 'drawn')
      ORDER BY draw_at DESC LIMIT 1`,
    [gameId],
  );
  return rows[0] ?? null;
}

export interface HistoryFilter {
  gameId: number;
  year?: number | undefined;
  date?: string | undefined;
  tz: string;
}

const historyWhere = (f: HistoryFilter): [string, unknown[]] => {
  const params: unknown[] = [f.gameId];
  let where = `game_id = $1 AND status = 'drawn'`;
  const local = () => {
    if (params.length === 1) params.push(f.tz);
    return 'draw_at AT TIME ZONE $2';
  };
  if (f.year !== undefined) {
    const expr = local();
    params.push(f.year);
    where += ` AND extract(year FROM ${expr}) = $${params.length}`;
  }
  if (f.date !== undefined) {
    const expr = local();
    params.push(f.date);
    where += ` AND (${expr})::date = $${params.length}::date`;
  }
  return [where, params];
};

export async function history(
  db: Queryable,
  f: HistoryFilter,
  limit: number,
  offset: number,
): Promise<{ rows: TurnRow[]; total: number }> {
  const [where, params] = historyWhere(f);
  const [list, count] = await Promise.all([
    db.query<TurnRow>(
      `SELECT ${TURN_COLS} FROM lottery_turns WHERE ${where} ORDER BY draw_at DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_turns WHERE ${where}`, params),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

export async function historyYears(
  db: Queryable,
  gameId: number,
  tz: string,
): Promise<{ year: number; count: number }[]> {
  const { rows } = await db.query<{ year: number; count: number }>(
    `SELECT extract(year FROM draw_at AT TIME ZONE $2)::int AS year, count(*)::int AS count
       FROM lottery_turns WHERE game_id = $1 AND status = 'drawn' GROUP BY 1 ORDER BY 1 DESC`,
    [gameId, tz],
  );
  return rows;
}

export async function drawDays(db: Queryable, gameId: number, month: string, tz: string): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT DISTINCT to_char(draw_at AT TIME ZONE $2, 'YYYY-MM-DD') AS day FROM lottery_turns
      WHERE game_id = $1 AND to_char(draw_at AT TIME ZONE $2, 'YYYY-MM') = $3 ORDER BY 1`,
    [gameId, tz, month],
  );
  return rows.map((r) => r.day);
}

/** The latest drawn turn of every enabled game. */
export async function latestResults(db: Queryable): Promise<(TurnRow & { gameName: string })[]> {
  const { rows } = await db.query<TurnRow & { gameName: string }>(
    `SELECT x.*, g.game_name AS "gameName"
       FROM (SELECT DISTINCT ON (game_id) ${TURN_COLS} FROM lottery_turns WHERE status = 'drawn' ORDER BY game_id, draw_at DESC) x
       JOIN lottery_games l ON l.game_id = x."gameId" JOIN games g ON g.game_id = x."gameId"
      WHERE l.enabled ORDER BY g.sort, x."gameId"`,
  );
  return rows;
}

/** Drawn results for statistics: the last `last` draws or one year, newest first. */
export async function resultsWindow(
  db: Queryable,
  gameId: number,
  opts: { last?: number | undefined; year?: number | undefined; tz: string },
): Promise<{ numbers: number[]; drawAt: Date }[]> {
  const params: unknown[] = [gameId];
  let where = `game_id = $1 AND status = 'drawn'`;
  if (opts.year !== undefined) {
    params.push(opts.tz, opts.year);
    where += ` AND extract(year FROM draw_at AT TIME ZONE $2) = $3`;
  }
  const limit = opts.year !== undefined ? '' : `LIMIT ${opts.last ?? 100}`;
  const { rows } = await db.query<{ numbers: number[]; drawAt: Date }>(
    `SELECT numbers, draw_at AS "drawAt" FROM lottery_turns WHERE ${where} ORDER BY draw_at DESC ${limit}`,
    params,
  );
  return rows;
}

export async function insertAlert(
  db: Queryable,
  a: { gameId: number; turnNum: string; kind: 'late' | 'feed_error' | 'mismatch'; message: string },
): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO lottery_alerts (game_id, turn_num, kind, message) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [a.gameId, a.turnNum, a.kind, a.message],
  );
  return (r.rowCount ?? 0) > 0;
}
