import type pg from 'pg';
import {
  PLAY_CODES,
  betMsg,
  playOfPriceKey,
  priceKeysOf,
  tablesForDrawDate,
  type AdminBetConfig,
  type PlayCode,
  type YearTables,
} from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { badRequest, notFound } from '../../lib/errors';
import { milliToYuan, yuanToMilli } from '@sixmark/shared/domain/money';
import { withTransaction } from '../../lib/tx';
import { BET_GAME_IDS, fairOf, oddsFor, settingsFor, tablesOf } from './odds.service';
import * as repo from './bets.repo';

const ALL_PRICE_KEYS = new Set(PLAY_CODES.flatMap((p) => priceKeysOf(p)));

async function gameOf(pool: pg.Pool, gameId: number) {
  const game = await repo.findGame(pool, gameId);
  if (!game || !(BET_GAME_IDS as readonly number[]).includes(gameId)) throw notFound(betMsg.gameNotFound);
  return game;
}

/** Tables the console compares prices with: the open period's, else today's year. */
async function currentTables(pool: pg.Pool, gameId: number): Promise<YearTables> {
  const turn = await repo.openTurn(pool, gameId);
  return turn ? tablesOf(pool, turn) : tablesForDrawDate(Date.now());
}

/**
 * The warning for a price above fair. A 正码过关 leg price above fair cannot lift a parlay above
 * fair × 0.985 (parlayRate caps it), so its warning says so instead of "玩家占优".
 */
const aboveFairText = (key: string, odds: number, fair: number) =>
  playOfPriceKey(key) === 'ZM_PARLAY'
    ? betMsg.parlayAboveFair(key, odds, fair)
    : `${key} 赔率 ${odds} 高于公平赔率 ${fair}，玩家占优`;

export async function betConfigOf(pool: pg.Pool, companyId: number, gameId: number): Promise<AdminBetConfig> {
  const game = await gameOf(pool, gameId);
  const tables = await currentTables(pool, gameId);
  const [odds, settings] = await Promise.all([
    oddsFor(pool, companyId, gameId, tables),
    settingsFor(pool, companyId, gameId),
  ]);
  const rows = Object.entries(odds)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([priceKey, o]) => {
      const fair = fairOf(priceKey, tables) ?? 0;
      return {
        priceKey,
        odds: o,
        fair: Math.round(fair * 1000) / 1000,
        aboveFair: fair > 0 && o > fair + 1e-9,
      };
    });
  return {
    gameId,
    closeSeconds: game.closeSeconds,
    odds: rows,
    limits: [...settings.values()].map((s) => ({
      play: s.play as PlayCode,
      enabled: s.enabled,
      minAmount: milliToYuan(s.minAmount),
      maxAmount: milliToYuan(s.maxAmount),
      maxPerNumber: milliToYuan(s.maxPerNumber),
      maxPayout: milliToYuan(s.maxPayout),
      rebate: s.rebate,
    })),
    warnings: rows.filter((r) => r.aboveFair).map((r) => aboveFairText(r.priceKey, r.odds, r.fair)),
  };
}

/** Sets prices (audited with before/after); the answer warns about any price above fair. */
export async function setOdds(
  pool: pg.Pool,
  companyId: number,
  gameId: number,
  prices: { priceKey: string; odds: number }[],
  actor: string,
  ip: string,
): Promise<AdminBetConfig> {
  await gameOf(pool, gameId);
  for (const p of prices) {
    if (!ALL_PRICE_KEYS.has(p.priceKey)) throw badRequest(`未知的赔率项：${p.priceKey}`);
    if (Math.abs(Math.round(p.odds * 1000) - p.odds * 1000) > 1e-6) throw badRequest('赔率最多3位小数');
  }
  const tables = await currentTables(pool, gameId);
  await withTransaction(pool, async (tx) => {
    const before = await oddsFor(tx, companyId, gameId, tables);
    await repo.upsertOdds(tx, companyId, gameId, prices);
    await audit(tx, {
      actor,
      action: 'bets.odds.update',
      targetType: 'game',
      targetId: gameId,
      detail: { prices: prices.map((p) => ({ ...p, before: before[p.priceKey] ?? null })) },
      ip,
    });
  });
  return betConfigOf(pool, companyId, gameId);
}

export async function setLimits(
  pool: pg.Pool,
  companyId: number,
  gameId: number,
  input: {
    play: PlayCode;
    enabled?: boolean | undefined;
    minAmount?: number | undefined;
    maxAmount?: number | undefined;
    maxPerNumber?: number | undefined;
    maxPayout?: number | undefined;
    rebate?: number | undefined;
  },
  actor: string,
  ip: string,
): Promise<AdminBetConfig> {
  await gameOf(pool, gameId);
  await withTransaction(pool, async (tx) => {
    const before = (await settingsFor(tx, companyId, gameId)).get(input.play)!;
    const next: repo.SettingRow = {
      play: input.play,
      enabled: input.enabled ?? before.enabled,
      minAmount: input.minAmount === undefined ? before.minAmount : yuanToMilli(input.minAmount),
      maxAmount: input.maxAmount === undefined ? before.maxAmount : yuanToMilli(input.maxAmount),
      maxPerNumber: input.maxPerNumber === undefined ? before.maxPerNumber : yuanToMilli(input.maxPerNumber),
      maxPayout: input.maxPayout === undefined ? before.maxPayout : yuanToMilli(input.maxPayout),
      rebate: input.rebate ?? before.rebate,
    };
    if (next.maxAmount < next.minAmount) throw badRequest('单注最高不能低于单注最低');
    await repo.upsertSetting(tx, companyId, gameId, next);
    await audit(tx, {
      actor,
      action: 'bets.limits.update',
      targetType: 'game',
      targetId: gameId,
      detail: { before, after: next },
      ip,
    });
  });
  return betConfigOf(pool, companyId, gameId);
}

/**
 * Closing seconds of a game (封盘): stored on the game for periods to come, and applied to the
 * period open now (never reopening one already closed).
 */
export async function setCloseSeconds(
  pool: pg.Pool,
  companyId: number,
  gameId: number,
  closeSeconds: number,
  actor: string,
  ip: string,
): Promise<AdminBetConfig> {
  const game = await gameOf(pool, gameId);
  await withTransaction(pool, async (tx) => {
    await tx.query('UPDATE lottery_games SET close_seconds = $2, updated_at = now() WHERE game_id = $1', [
      gameId,
      closeSeconds,
    ]);
    await tx.query(
      `UPDATE lottery_turns SET close_at = GREATEST(now(), draw_at - make_interval(secs => $2))
        WHERE game_id = $1 AND status = 'open' AND close_at > now()`,
      [gameId, closeSeconds],
    );
    await audit(tx, {
      actor,
      action: 'bets.close-seconds.update',
      targetType: 'game',
      targetId: gameId,
      detail: { before: game.closeSeconds, after: closeSeconds },
      ip,
    });
  });
  return betConfigOf(pool, companyId, gameId);
}
