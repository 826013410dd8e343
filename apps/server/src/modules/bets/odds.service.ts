import type pg from 'pg';
import {
  AWARD_MIN_REWARD_DEFAULT,
  AWARD_MIN_REWARD_KEY,
  BET_MODEL_CREDIT,
  CONFIG_KEYS,
  DEFAULT_TIME_ZONE,
  PLAY_CODES,
  betMsg,
  defaultOdds,
  fairOdds,
  isPlayOfGame,
  playOfPriceKey,
  tablesForDrawDate,
  tablesForLunarYear,
  type OddsTable,
  type PlayCode,
  type PlayOdds,
  type YearTables,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { notFound } from '../../lib/errors';
import { configMap } from '../system';
import * as repo from './bets.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * Games that take credit-play bets: the Mark Six games of spec 4 (Macau, Taiwan, live stream,
 * Hong Kong) and 幸运牛牛 (95, its own NN_* plays; docs/niuniu.md).
 */
export const BET_GAME_IDS = [70, 90, 110, 1, 95] as const;

/** Limits of a play without an operator row: 1 yuan to 50,000 yuan per 注, no period caps, no rebate. */
export const DEFAULT_SETTING: Omit<repo.SettingRow, 'play'> = {
  enabled: true,
  minAmount: 1_000,
  maxAmount: 50_000_000,
  maxPerNumber: 0,
  maxPayout: 0,
  rebate: 0,
};

const defaultsByYear = new Map<number, OddsTable>();
/** `defaultOdds` of a year, computed once per process (it enumerates draws). */
export function defaultsFor(tables: YearTables): OddsTable {
  let d = defaultsByYear.get(tables.lunarYear);
  if (!d) defaultsByYear.set(tables.lunarYear, (d = defaultOdds(tables)));
  return d;
}

/** The period's frozen tables; a period opened before tables were stored gets them now. */
export async function tablesOf(db: Q, turn: repo.TurnInfo): Promise<YearTables> {
  if (turn.yearTables) return turn.yearTables;
  return repo.freezeTables(db, turn.id, tablesForDrawDate(turn.drawAt));
}

/** Current prices: the shipped defaults of the period's year under the operator's rows. */
export async function oddsFor(
  db: Q,
  companyId: number,
  gameId: number,
  tables: YearTables,
): Promise<Record<string, number>> {
  const odds: Record<string, number> = { ...defaultsFor(tables) };
  for (const r of await repo.oddsRows(db, companyId, gameId)) odds[r.priceKey] = r.odds;
  return odds;
}

/** Prices and play settings of a company's game in one round trip (the placement path). */
export async function pricesAndSettings(db: Q, companyId: number, gameId: number, tables: YearTables) {
  const { odds, settings } = await repo.pricesAndSettings(db, companyId, gameId);
  return priceTable(odds, settings, tables);
}

/** The operator's rows over the year's defaults: every price key and every play's settings. */
export function priceTable(
  odds: { priceKey: string; odds: number }[],
  settings: repo.SettingRow[],
  tables: YearTables,
): { odds: Record<string, number>; settings: Map<PlayCode, repo.SettingRow> } {
  const table: Record<string, number> = { ...defaultsFor(tables) };
  for (const r of odds) table[r.priceKey] = r.odds;
  const rows = new Map(settings.map((r) => [r.play, r]));
  return {
    odds: table,
    settings: new Map(PLAY_CODES.map((play) => [play, rows.get(play) ?? { play, ...DEFAULT_SETTING }])),
  };
}

export async function settingsFor(
  db: Q,
  companyId: number,
  gameId: number,
): Promise<Map<PlayCode, repo.SettingRow>> {
  const rows = new Map((await repo.settingRows(db, companyId, gameId)).map((r) => [r.play, r]));
  return new Map(PLAY_CODES.map((play) => [play, rows.get(play) ?? { play, ...DEFAULT_SETTING }]));
}

/** Company settings the bets module reads (cancel switch, time zone, award threshold). */
export async function betConfig(db: Q, companyId: number) {
  const map = await configMap(db as pg.Pool, companyId);
  const award = Number(map.get(AWARD_MIN_REWARD_KEY));
  return {
    cancelEnabled: map.get(CONFIG_KEYS.hyIsCancel) === '1',
    hyIsCancel: map.get(CONFIG_KEYS.hyIsCancel) ?? '0',
    timeZone: map.get(CONFIG_KEYS.timeZone) || DEFAULT_TIME_ZONE,
    awardMinReward: Number.isFinite(award) && award > 0 ? award * 1000 : AWARD_MIN_REWARD_DEFAULT * 1000,
  };
}

/** `GET /api/cp/play/odds`: the open period, its tables, every price and play setting. */
export async function playOdds(
  pool: pg.Pool,
  companyId: number,
  gameId: number,
  now = Date.now(),
): Promise<PlayOdds> {
  const game = await repo.findGame(pool, gameId);
  if (!game || !(BET_GAME_IDS as readonly number[]).includes(gameId)) throw notFound(betMsg.gameNotFound);
  const turn = await repo.openTurn(pool, gameId);
  const tables = turn ? await tablesOf(pool, turn) : null;
  const [odds, settings, config] = await Promise.all([
    tables ? oddsFor(pool, companyId, gameId, tables) : Promise.resolve({} as Record<string, number>),
    settingsFor(pool, companyId, gameId),
    betConfig(pool, companyId),
  ]);
  const closeMs = turn ? turn.closeAt.getTime() : 0;
  return {
    gameId,
    turn: turn
      ? {
          turnNum: turn.turnNum,
          betEndTime: closeMs,
          drawTime: turn.drawAt.getTime(),
          secondsToClose: Math.max(0, Math.floor((closeMs - now) / 1000)),
          isOpen: closeMs > now,
        }
      : null,
    serverTime: now,
    closeSeconds: game.closeSeconds,
    tables,
    // Only the game's own plays (幸运牛牛 95: NN_*; the Mark Six games: theirs).
    odds: Object.fromEntries(Object.entries(odds).filter(([k]) => isPlayOfGame(playOfPriceKey(k), gameId))),
    plays: [...settings.values()].filter((s) => isPlayOfGame(s.play as PlayCode, gameId)).map((s) => ({
      play: s.play as PlayCode,
      enabled: s.enabled,
      minAmount: milliToYuan(s.minAmount),
      maxAmount: milliToYuan(s.maxAmount),
      rebate: s.rebate,
    })),
    hy_is_cancel: config.hyIsCancel,
    model: BET_MODEL_CREDIT,
  };
}

/**
 * Price keys whose default is the same in every year of the 12-year cycle (everything but the
 * 五行 counts): these are seeded as rows, so an operator sees and edits them; the year-bound
 * ones follow each period's tables (§10: recompute 五行 every year).
 */
function stableDefaults(): { priceKey: string; odds: number }[] {
  const years = Array.from({ length: 12 }, (_, i) => defaultOdds(tablesForLunarYear(2020 + i)));
  const first = years[0]!;
  return Object.entries(first)
    .filter(([k, v]) => years.every((y) => y[k] === v))
    .map(([priceKey, odds]) => ({ priceKey, odds }));
}

/** Seeds the shipped prices for the betting games of every company (existing rows kept). */
export async function seedDefaultOdds(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ company_id: number; game_id: number }>(
    `SELECT c.id AS company_id, l.game_id FROM companies c CROSS JOIN lottery_games l
      WHERE l.game_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM bet_odds o WHERE o.company_id = c.id AND o.game_id = l.game_id)`,
    [[...BET_GAME_IDS]],
  );
  if (rows.length === 0) return;
  const prices = stableDefaults();
  for (const r of rows)
    await repo.upsertOdds(
      pool,
      r.company_id,
      r.game_id,
      prices.filter((p) => isPlayOfGame(playOfPriceKey(p.priceKey), r.game_id)),
      true,
    );
}

/** Fair odds of a price key for a period's tables (the console's above-fair warning). */
export const fairOf = (priceKey: string, tables: YearTables): number | null => {
  try {
    return fairOdds(priceKey, tables);
  } catch {
    return null;
  }
};
