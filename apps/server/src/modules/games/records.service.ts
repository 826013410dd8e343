import type pg from 'pg';
import { ErrorCode, gamesMsg, type GameBetRecord, type GameReportRow } from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { systemDayRange } from '@sixmark/shared/domain/system-time';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { recordVipTurnover } from '../bonus';
import { recordValidBet } from '../wallet';
import type { Catalogue } from './catalogue.service';
import * as repo from './games.repo';
import type { GameProvider, ProviderBetRecord } from './providers';

/**
 * Lands provider records in `game_bet_records` (in the caller's transaction): a record already
 * stored (same provider and record id) is ignored, and only the records this call stored count
 * their valid bet toward the member's withdrawal turnover. Answers how many were new.
 */
export async function ingestBetRecords(tx: pg.PoolClient, liveCode: string, records: readonly ProviderBetRecord[]): Promise<number> {
  const inserted = await repo.insertBetRecords(tx, records.map((r) => ({ ...r, liveCode })));
  // Users in id order, so two ingesting transactions lock turnover rows in the same order.
  const byUser = new Map<number, number>();
  for (const r of inserted) byUser.set(r.userId, (byUser.get(r.userId) ?? 0) + r.validBet);
  for (const userId of [...byUser.keys()].sort((a, b) => a - b)) await recordValidBet(tx, userId, byUser.get(userId)!);
  // Provider turnover moves VIP progress like lottery turnover (issue 17).
  await recordVipTurnover(tx, byUser);
  return inserted.length;
}

/** How far back each pull re-reads before its cursor, so a record settled late is not missed. */
export const PULL_OVERLAP_MS = 5 * 60_000;

/**
 * Pulls every provider's settled records since its cursor (minus the overlap) up to `now` and
 * stores the new ones. Safe on several processes: repeats are ignored, the cursor only grows.
 */
export async function pullAll(pool: pg.Pool, providers: Iterable<GameProvider>, now: number): Promise<number> {
  let stored = 0;
  for (const provider of providers) {
    const cursor = await repo.cursorOf(pool, provider.liveCode);
    const since = new Date((cursor?.getTime() ?? now - 86_400_000) - PULL_OVERLAP_MS);
    const until = new Date(now);
    const records = await provider.pullBetRecords(pool, since, until);
    stored += await withTransaction(pool, async (tx) => {
      const n = await ingestBetRecords(tx, provider.liveCode, records);
      await repo.advanceCursor(tx, provider.liveCode, until);
      return n;
    });
  }
  return stored;
}

function dayBounds(startDate: string, endDate: string, tz: string): { from: Date; to: Date } {
  if (endDate < startDate) throw new AppError(ErrorCode.BAD_REQUEST, { message: gamesMsg.dateRange });
  return { from: new Date(systemDayRange(startDate, tz).start), to: new Date(systemDayRange(endDate, tz).end) };
}

/**
 * `gameReportList`: per requested game code (known codes or codes with records, in the order
 * asked), the count and the exact sums of stake, valid bet and win/loss in the date range.
 */
export async function gameReport(
  pool: pg.Pool,
  userId: number,
  q: { gameCodes: string; startDate: string; endDate: string },
  tz: string,
  cat: Catalogue,
): Promise<GameReportRow[]> {
  const { from, to } = dayBounds(q.startDate, q.endDate, tz);
  const codes = [...new Set(q.gameCodes.split(',').map((c) => c.trim()).filter(Boolean))].slice(0, 200);
  const [names, sumRows] = await Promise.all([repo.gameNamesByCode(pool, codes), repo.reportSums(pool, userId, codes, from, to)]);
  const sums = new Map(sumRows.map((r) => [r.game_code, r]));
  return codes
    .filter((c) => sums.has(c) || names.has(c))
    .map((code) => {
      const s = sums.get(code);
      return {
        gameName: cat.games.find((g) => g.gameCode === code)?.gameName ?? names.get(code) ?? code,
        gameCode: code,
        betCount: s?.bet_count ?? 0,
        betAmount: milliToYuan(Number(s?.bet_amount ?? 0)),
        validBetAmount: milliToYuan(Number(s?.valid_bet ?? 0)),
        winAmount: milliToYuan(Number(s?.win ?? 0)),
      };
    });
}

/** `br`: the member's records of one game in the date range, newest first, one page. */
export async function betRecords(
  pool: pg.Pool,
  userId: number,
  q: { gameCode: string; startDate: string; endDate: string; page: number; rows: number },
  tz: string,
  cat: Catalogue,
): Promise<{ data: GameBetRecord[]; totalCount: number }> {
  const { from, to } = dayBounds(q.startDate, q.endDate, tz);
  const { rows, total } = await repo.listRecords(pool, { userId, gameCode: q.gameCode, from, to, page: q.page, rows: q.rows });
  const name = cat.games.find((g) => g.gameCode === q.gameCode)?.gameName ?? (await repo.gameNamesByCode(pool, [q.gameCode])).get(q.gameCode) ?? q.gameCode;
  return {
    totalCount: total,
    data: rows.map((r) => ({
      id: Number(r.id),
      recordId: r.record_id,
      liveCode: r.live_code,
      gameCode: r.game_code,
      gameName: name,
      roundNo: r.round_no,
      betContent: r.bet_content,
      betAmount: milliToYuan(Number(r.bet_amount)),
      validBetAmount: milliToYuan(Number(r.valid_bet)),
      payout: milliToYuan(Number(r.payout)),
      winAmount: milliToYuan(Number(r.payout) - Number(r.bet_amount)),
      betTime: r.bet_time.toISOString(),
      settleTime: r.settle_time.toISOString(),
    })),
  };
}
