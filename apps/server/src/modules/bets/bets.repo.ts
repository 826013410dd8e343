import type pg from 'pg';
import type { BetLine, YearTables } from '@sixmark/shared';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface TurnInfo {
  id: string;
  gameId: number;
  turnNum: string;
  status: 'open' | 'closed' | 'drawing' | 'drawn';
  closeAt: Date;
  drawAt: Date;
  numbers: number[] | null;
  yearTables: YearTables | null;
}

const TURN = `id, game_id AS "gameId", turn_num AS "turnNum", status, close_at AS "closeAt", draw_at AS "drawAt",
  numbers, year_tables AS "yearTables"`;

/** The period taking bets now (the earliest open one). */
export async function openTurn(db: Q, gameId: number): Promise<TurnInfo | null> {
  const { rows } = await db.query<TurnInfo>(
    `SELECT ${TURN} FROM lottery_turns WHERE game_id = $1 AND status = 'open' ORDER BY draw_at LIMIT 1`,
    [gameId],
  );
  return rows[0] ?? null;
}

export async function findTurn(db: Q, gameId: number, turnNum: string): Promise<TurnInfo | null> {
  const { rows } = await db.query<TurnInfo>(
    `SELECT ${TURN} FROM lottery_turns WHERE game_id = $1 AND turn_num = $2`,
    [gameId, turnNum],
  );
  return rows[0] ?? null;
}

/**
 * The period row with a share lock: closing it (the draw scheduler's UPDATE) waits until this
 * transaction ends, so a bet or cancel checked as "open" commits before the period closes.
 */
export async function shareTurn(tx: Q, gameId: number, turnNum: string): Promise<TurnInfo | null> {
  const { rows } = await tx.query<TurnInfo>(
    `SELECT ${TURN} FROM lottery_turns WHERE game_id = $1 AND turn_num = $2 FOR SHARE`,
    [gameId, turnNum],
  );
  return rows[0] ?? null;
}

/**
 * shareTurn together with the company's prices and play settings of that game, as one query
 * (the placement runs it in the statement that claims its idempotency key). Only the period
 * row is locked. `turnPricedOf` reads its row.
 */
export const turnPricedQuery = (companyId: number, gameId: number, turnNum: string) => ({
  name: 'bets.turnPriced',
  text: `SELECT ${TURN},
            (SELECT json_agg(json_build_object('priceKey', price_key, 'odds', odds::float8)) FROM bet_odds
              WHERE company_id = $3 AND game_id = $1) AS odds,
            (SELECT json_agg(s) FROM (SELECT ${SETTING} FROM bet_play_settings WHERE company_id = $3 AND game_id = $1) s)
              AS settings
       FROM lottery_turns WHERE game_id = $1 AND turn_num = $2 FOR SHARE OF lottery_turns`,
  values: [gameId, turnNum, companyId],
});

export function turnPricedOf(row: Record<string, unknown> | undefined): {
  turn: TurnInfo | null;
  odds: { priceKey: string; odds: number }[];
  settings: SettingRow[];
} {
  const r = row as
    | (TurnInfo & { odds: { priceKey: string; odds: number }[] | null; settings: SettingRow[] | null })
    | undefined;
  // A period that does not exist comes back as a row of nulls (the query is LEFT JOINed).
  if (!r || r.id == null) return { turn: null, odds: [], settings: [] };
  const { odds, settings, ...turn } = r;
  return { turn, odds: odds ?? [], settings: settings ?? [] };
}

/** Stores the tables on a period that opened without them (turns from before this release). */
export async function freezeTables(db: Q, turnId: string, tables: YearTables): Promise<YearTables> {
  const { rows } = await db.query<{ t: YearTables }>(
    `UPDATE lottery_turns SET year_tables = $2::jsonb WHERE id = $1 AND year_tables IS NULL RETURNING year_tables AS t`,
    [turnId, JSON.stringify(tables)],
  );
  if (rows[0]) return rows[0].t;
  const again = await db.query<{ t: YearTables | null }>(
    'SELECT year_tables AS t FROM lottery_turns WHERE id = $1',
    [turnId],
  );
  return again.rows[0]?.t ?? tables;
}

export interface GameInfo {
  gameId: number;
  gameName: string;
  closeSeconds: number;
}

export async function findGame(db: Q, gameId: number): Promise<GameInfo | null> {
  const { rows } = await db.query<GameInfo>(
    `SELECT l.game_id AS "gameId", g.game_name AS "gameName", l.close_seconds AS "closeSeconds"
       FROM lottery_games l JOIN games g USING (game_id) WHERE l.game_id = $1`,
    [gameId],
  );
  return rows[0] ?? null;
}

/* ---------- prices and limits ---------- */

export async function oddsRows(
  db: Q,
  companyId: number,
  gameId: number,
): Promise<{ priceKey: string; odds: number }[]> {
  const { rows } = await db.query<{ priceKey: string; odds: number }>(
    `SELECT price_key AS "priceKey", odds::float8 AS odds FROM bet_odds WHERE company_id = $1 AND game_id = $2`,
    [companyId, gameId],
  );
  return rows;
}

export async function upsertOdds(
  tx: Q,
  companyId: number,
  gameId: number,
  prices: { priceKey: string; odds: number }[],
  onlyMissing = false,
): Promise<void> {
  await tx.query(
    `INSERT INTO bet_odds (company_id, game_id, price_key, odds)
     SELECT $1, $2, k, o FROM unnest($3::text[], $4::numeric[]) AS p(k, o)
     ON CONFLICT (company_id, game_id, price_key) DO ${
       onlyMissing ? 'NOTHING' : 'UPDATE SET odds = EXCLUDED.odds, updated_at = now()'
     }`,
    [companyId, gameId, prices.map((p) => p.priceKey), prices.map((p) => p.odds)],
  );
}

export async function pricesAndSettings(
  db: Q,
  companyId: number,
  gameId: number,
): Promise<{ odds: { priceKey: string; odds: number }[]; settings: SettingRow[] }> {
  const { rows } = await db.query<{
    odds: { priceKey: string; odds: number }[] | null;
    settings: SettingRow[] | null;
  }>(
    `SELECT (SELECT json_agg(json_build_object('priceKey', price_key, 'odds', odds::float8)) FROM bet_odds
              WHERE company_id = $1 AND game_id = $2) AS odds,
            (SELECT json_agg(s) FROM (SELECT ${SETTING} FROM bet_play_settings WHERE company_id = $1 AND game_id = $2) s) AS settings`,
    [companyId, gameId],
  );
  return { odds: rows[0]?.odds ?? [], settings: rows[0]?.settings ?? [] };
}

export interface SettingRow {
  play: string;
  enabled: boolean;
  minAmount: number;
  maxAmount: number;
  maxPerNumber: number;
  maxPayout: number;
  rebate: number;
}

const SETTING = `play, enabled, min_amount AS "minAmount", max_amount AS "maxAmount", max_per_number AS "maxPerNumber",
  max_payout AS "maxPayout", rebate::float8 AS rebate`;

export async function settingRows(db: Q, companyId: number, gameId: number): Promise<SettingRow[]> {
  const { rows } = await db.query<SettingRow>(
    `SELECT ${SETTING} FROM bet_play_settings WHERE company_id = $1 AND game_id = $2`,
    [companyId, gameId],
  );
  return rows;
}

export async function upsertSetting(tx: Q, companyId: number, gameId: number, s: SettingRow): Promise<void> {
  await tx.query(
    `INSERT INTO bet_play_settings (company_id, game_id, play, enabled, min_amount, max_amount, max_per_number, max_payout, rebate)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, game_id, play) DO UPDATE SET enabled = EXCLUDED.enabled, min_amount = EXCLUDED.min_amount,
       max_amount = EXCLUDED.max_amount, max_per_number = EXCLUDED.max_per_number, max_payout = EXCLUDED.max_payout,
       rebate = EXCLUDED.rebate, updated_at = now()`,
    [companyId, gameId, s.play, s.enabled, s.minAmount, s.maxAmount, s.maxPerNumber, s.maxPayout, s.rebate],
  );
}

/* ---------- exposure ---------- */

export async function removeExposure(
  tx: Q,
  at: { companyId: number; gameId: number; turnNum: string },
  keys: string[],
  stakes: number[],
  payouts: number[],
): Promise<void> {
  await tx.query(
    `UPDATE bet_exposure x SET stake = GREATEST(0, x.stake - e.s), payout = GREATEST(0, x.payout - e.p)
       FROM (SELECT * FROM unnest($4::text[], $5::bigint[], $6::bigint[]) AS e(k, s, p) ORDER BY k) e
      WHERE x.company_id = $1 AND x.game_id = $2 AND x.turn_num = $3 AND x.key = e.k`,
    [at.companyId, at.gameId, at.turnNum, keys, stakes, payouts],
  );
}

/* ---------- orders ---------- */

export interface NewOrder {
  orderNo: string;
  companyId: number;
  userId: number;
  account: string;
  trial: boolean;
  gameId: number;
  turnNum: string;
  play: string;
  selection: object;
  lines: BetLine[];
  betInfo: string;
  oddsText: string;
  betCount: number;
  unitAmount: number;
  totalMoney: number;
  slipKey: string;
  trackOrderNo: string;
}

const INSERT_ORDERS = (
  p: number,
) => `INSERT INTO bet_orders (order_no, company_id, user_id, account, trial, game_id,
       turn_num, play, selection, lines, bet_info, odds_text, bet_count, unit_amount, total_money, slip_key, track_order_no)
     SELECT * FROM unnest(${[
       'text',
       'int',
       'bigint',
       'text',
       'bool',
       'int',
       'text',
       'text',
       'jsonb',
       'jsonb',
       'text',
       'text',
       'int',
       'bigint',
       'bigint',
       'text',
       'text',
     ]
       .map((type, i) => `$${p + i}::${type}[]`)
       .join(', ')})`;

/**
 * The placement's writes of the bets module in one statement: adds the slip's stake and possible
 * payout to each 注 key of the period in one atomic upsert (keys sorted, so concurrent bets lock
 * them in the same order) and inserts its orders. Answers the new exposure totals; the caller
 * checks the limits and throws (rolling both back) when one is over.
 */
export async function addExposureAndInsertOrders(
  tx: Q,
  at: { companyId: number; gameId: number; turnNum: string },
  exposure: { keys: string[]; stakes: number[]; payouts: number[] },
  orders: NewOrder[],
): Promise<{ key: string; stake: number; payout: number }[]> {
  const { rows } = await tx.query<{ key: string; stake: string; payout: string }>({
    name: 'bets.exposureAndOrders',
    text: `WITH x AS (
       INSERT INTO bet_exposure AS x (company_id, game_id, turn_num, key, stake, payout)
       SELECT $1, $2, $3, k, s, p FROM unnest($4::text[], $5::bigint[], $6::bigint[]) AS e(k, s, p) ORDER BY k
       ON CONFLICT (company_id, game_id, turn_num, key)
         DO UPDATE SET stake = x.stake + EXCLUDED.stake, payout = x.payout + EXCLUDED.payout
       RETURNING key, stake, payout
     ), o AS (${INSERT_ORDERS(7)})
     SELECT key, stake, payout FROM x`,
    values: [
      at.companyId,
      at.gameId,
      at.turnNum,
      exposure.keys,
      exposure.stakes,
      exposure.payouts,
      ...orderColumns(orders),
    ],
  });
  return rows.map((r) => ({ key: r.key, stake: Number(r.stake), payout: Number(r.payout) }));
}

function orderColumns(orders: NewOrder[]): unknown[] {
  const col = <K extends keyof NewOrder>(k: K) => orders.map((o) => o[k]);
  return [
    col('orderNo'),
    col('companyId'),
    col('userId'),
    col('account'),
    col('trial'),
    col('gameId'),
    col('turnNum'),
    col('play'),
    orders.map((o) => JSON.stringify(o.selection)),
    orders.map((o) => JSON.stringify(o.lines)),
    col('betInfo'),
    col('oddsText'),
    col('betCount'),
    col('unitAmount'),
    col('totalMoney'),
    col('slipKey'),
    col('trackOrderNo'),
  ];
}

export interface OrderRow {
  id: string;
  orderNo: string;
  companyId: number;
  userId: number;
  account: string;
  trial: boolean;
  gameId: number;
  turnNum: string;
  play: string;
  lines: BetLine[];
  unitAmount: number;
  totalMoney: number;
  status: number;
  result: number | null;
  reward: number;
  validAmount: number;
  trackOrderNo: string;
  settleVersion: number;
}

const ORDER = `o.id, o.order_no AS "orderNo", o.company_id AS "companyId", o.user_id AS "userId", o.account, o.trial,
  o.game_id AS "gameId", o.turn_num AS "turnNum", o.play, o.lines, o.unit_amount AS "unitAmount",
  o.total_money AS "totalMoney", o.status, o.result, o.reward, o.valid_amount AS "validAmount",
  o.track_order_no AS "trackOrderNo", o.settle_version AS "settleVersion"`;

/** The caller's orders by number, row-locked in id order (cancel). */
export async function lockUserOrders(tx: Q, userId: number, orderNos: string[]): Promise<OrderRow[]> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT ${ORDER} FROM bet_orders o WHERE o.user_id = $1 AND o.order_no = ANY($2::text[]) ORDER BY o.id FOR UPDATE`,
    [userId, orderNos],
  );
  return rows;
}

export async function markCancelled(tx: Q, ids: string[]): Promise<void> {
  await tx.query(
    `UPDATE bet_orders SET status = 2, cancelled_at = now() WHERE id = ANY($1::bigint[]) AND status = 0`,
    [ids],
  );
}

/**
 * Claims up to `limit` pending orders of a period for settlement. SKIP LOCKED: two settlers
 * split the work instead of waiting, and an order a cancel is holding is left to the next pass.
 */
export async function claimPending(
  tx: Q,
  gameId: number,
  turnNum: string,
  limit: number,
): Promise<OrderRow[]> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT ${ORDER} FROM bet_orders o WHERE o.game_id = $1 AND o.turn_num = $2 AND o.status = 0
      ORDER BY o.id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [gameId, turnNum, limit],
  );
  return rows;
}

/** Settled orders of a period whose settlement used other numbers (a corrected result). */
export async function claimStale(
  tx: Q,
  gameId: number,
  turnNum: string,
  numbers: number[],
  limit: number,
): Promise<OrderRow[]> {
  const { rows } = await tx.query<OrderRow>(
    `SELECT ${ORDER} FROM bet_orders o WHERE o.game_id = $1 AND o.turn_num = $2 AND o.status = 1
        AND o.settled_numbers IS DISTINCT FROM $3::smallint[]
      ORDER BY o.id LIMIT $4 FOR UPDATE SKIP LOCKED`,
    [gameId, turnNum, numbers, limit],
  );
  return rows;
}

export interface SettledUpdate {
  id: string;
  result: number;
  reward: number;
  validAmount: number;
  lineResults: unknown;
}

export async function markSettled(tx: Q, numbers: number[], updates: SettledUpdate[]): Promise<void> {
  await tx.query(
    `UPDATE bet_orders o SET status = 1, result = u.result, reward = u.reward, valid_amount = u.valid,
        line_results = u.lr, settled_numbers = $1::smallint[], settle_version = o.settle_version + 1, settled_at = now()
       FROM unnest($2::bigint[], $3::smallint[], $4::bigint[], $5::bigint[], $6::jsonb[]) AS u(id, result, reward, valid, lr)
      WHERE o.id = u.id`,
    [
      numbers,
      updates.map((u) => u.id),
      updates.map((u) => u.result),
      updates.map((u) => u.reward),
      updates.map((u) => u.validAmount),
      updates.map((u) => JSON.stringify(u.lineResults)),
    ],
  );
}

/** Periods that are drawn and still have pending orders, or whose result changed after settling. */
export async function turnsToSettle(
  db: Q,
): Promise<{ gameId: number; turnNum: string; numbers: number[] }[]> {
  const { rows } = await db.query<{ gameId: number; turnNum: string; numbers: number[] }>(
    `SELECT t.game_id AS "gameId", t.turn_num AS "turnNum", t.numbers
       FROM (SELECT DISTINCT game_id, turn_num FROM bet_orders WHERE status = 0) p
       JOIN lottery_turns t ON t.game_id = p.game_id AND t.turn_num = p.turn_num
      WHERE t.status = 'drawn'
     UNION
     SELECT t.game_id, t.turn_num, t.numbers FROM bet_settlements s
       JOIN lottery_turns t ON t.game_id = s.game_id AND t.turn_num = s.turn_num
      WHERE t.status = 'drawn' AND t.numbers IS DISTINCT FROM s.numbers`,
  );
  return rows;
}

/* ---------- records ---------- */

export interface RecordRow {
  orderNo: string;
  gameId: number;
  gameName: string;
  status: number;
  result: number | null;
  betEndTime: string;
  closeAtMs: number;
  turnOpen: boolean;
  trackOrderNo: string;
  turnNum: string;
  totalMoney: number;
  reward: number;
  play: string;
  model: number;
  addTime: string;
  account: string;
  openNum: string;
  betInfo: string;
  betCount: number;
  unitAmount: number;
  odds: string;
}

const RECORD = (
  tz: string,
) => `o.order_no AS "orderNo", o.game_id AS "gameId", g.game_name AS "gameName", o.status, o.result,
  COALESCE(to_char(t.close_at AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS'), '') AS "betEndTime",
  COALESCE((extract(epoch FROM t.close_at) * 1000)::float8, 0) AS "closeAtMs", COALESCE(t.status = 'open', false) AS "turnOpen",
  o.track_order_no AS "trackOrderNo", o.turn_num AS "turnNum", o.total_money AS "totalMoney", o.reward, o.play,
  o.model, to_char(o.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS') AS "addTime", o.account,
  CASE WHEN t.status = 'drawn' THEN array_to_string(t.numbers, ',') ELSE '' END AS "openNum",
  o.bet_info AS "betInfo", o.bet_count AS "betCount", o.unit_amount AS "unitAmount", o.odds_text AS odds`;

const FROM = `FROM bet_orders o JOIN games g ON g.game_id = o.game_id
  LEFT JOIN lottery_turns t ON t.game_id = o.game_id AND t.turn_num = o.turn_num`;

/**
 * Orders of a user, newest first. `day` = one local day (history); without it, today's orders
 * plus any still pending (a weekly draw's bet stays visible until it settles).
 */
export async function listOrders(
  db: Q,
  f: { userId: number; tz: string; day?: string; status?: number; gameId?: number; model?: number },
  limit: number,
  offset: number,
): Promise<{ rows: RecordRow[]; total: number }> {
  const where = ['o.user_id = $1'];
  const params: unknown[] = [f.userId, f.tz];
  if (f.day) {
    params.push(f.day);
    where.push(`(o.created_at AT TIME ZONE $2)::date = $${params.length}::date`);
  } else {
    where.push(`((o.created_at AT TIME ZONE $2)::date = (now() AT TIME ZONE $2)::date OR o.status = 0)`);
  }
  if (f.status !== undefined) {
    params.push(f.status);
    where.push(`o.status = $${params.length}`);
  }
  if (f.gameId !== undefined) {
    params.push(f.gameId);
    where.push(`o.game_id = $${params.length}`);
  }
  if (f.model !== undefined) {
    params.push(f.model);
    where.push(`o.model = $${params.length}`);
  }
  const w = where.join(' AND ');
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bet_orders o WHERE ${w}`,
    params,
  );
  const { rows } = await db.query<RecordRow>(
    `SELECT ${RECORD('$2')} ${FROM} WHERE ${w} ORDER BY o.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** Per local day of the last `days` days: stake of orders not cancelled, and reward − stake of settled ones. */
export async function dayReport(
  db: Q,
  userId: number,
  tz: string,
  days: number,
): Promise<{ statTime: string; betting: number; winOrClose: number }[]> {
  const { rows } = await db.query<{ statTime: string; betting: number; winOrClose: number }>(
    `WITH d AS (
       SELECT ((now() AT TIME ZONE $2)::date - i) AS day FROM generate_series(0, $3 - 1) AS i
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS "statTime",
            COALESCE(sum(o.total_money) FILTER (WHERE o.status IN (0, 1)), 0)::bigint AS betting,
            COALESCE(sum(o.reward - o.total_money) FILTER (WHERE o.status = 1), 0)::bigint AS "winOrClose"
       FROM d LEFT JOIN bet_orders o ON o.user_id = $1
        AND o.created_at >= (d.day::timestamp AT TIME ZONE $2) AND o.created_at < ((d.day + 1)::timestamp AT TIME ZONE $2)
      GROUP BY d.day ORDER BY d.day DESC`,
    [userId, tz, days],
  );
  return rows;
}
