import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Bill, ErrorCode, isInternalGame, type LivePlayResult } from '@sixmark/shared';
import { isInMaintenance } from '@sixmark/shared/domain/game-maintenance';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { AppError } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import { assertMayPlay } from '../saferplay';
import { idempotent, postLedger } from '../wallet';
import * as repo from './games.repo';
import type { GameProvider } from './providers';

interface Member {
  id: number;
  account: string;
}

/**
 * Moves `amount` thousandths between the main balance and the game balance in the caller's
 * transaction: both ledger rows (bill 21 转入游戏 in, 22 游戏转出 out) and the provider's half.
 * The debit refuses an overdraft (余额不足) and rolls everything back.
 */
async function moveMoney(
  tx: pg.PoolClient,
  provider: GameProvider,
  t: { userId: number; amount: number; direction: 'in' | 'out'; reference: string },
): Promise<{ money: number; liveMoney: number }> {
  const ctx = { userId: t.userId, amount: t.amount, reference: t.reference };
  const remark = provider.liveCode;
  if (t.direction === 'in') {
    // Into a game wallet only outside a cool-off or self-exclusion; out is always allowed.
    await assertMayPlay(tx, t.userId, 'transfer');
    const debit = await postLedger(tx, { userId: t.userId, account: 'money', billType: Bill.transferToGame, amount: -t.amount, reference: t.reference, remark });
    const credit = await postLedger(tx, { userId: t.userId, account: 'live_money', billType: Bill.transferToGame, amount: t.amount, reference: t.reference, remark });
    await provider.transferIn(tx, ctx);
    return { money: debit.balanceAfter, liveMoney: credit.balanceAfter };
  }
  await provider.transferOut(tx, ctx);
  const debit = await postLedger(tx, { userId: t.userId, account: 'live_money', billType: Bill.transferFromGame, amount: -t.amount, reference: t.reference, remark });
  const credit = await postLedger(tx, { userId: t.userId, account: 'money', billType: Bill.transferFromGame, amount: t.amount, reference: t.reference, remark });
  return { money: credit.balanceAfter, liveMoney: debit.balanceAfter };
}

/** The adapter of a live code, refusing a switched-off provider for transfers in. */
async function providerFor(pool: pg.Pool, providers: Map<string, GameProvider>, liveCode: string, direction: 'in' | 'out') {
  const provider = providers.get(liveCode);
  if (!provider) throw new AppError(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
  // Money may always come back out of a switched-off provider.
  if (direction === 'in' && (await repo.findProvider(pool, liveCode))?.enabled === false) {
    throw new AppError(ErrorCode.GAME_PROVIDER_DISABLED);
  }
  return provider;
}

/** `POST /api/live/transfer`: one idempotent transfer (Idempotency-Key), never negative. */
export async function transfer(
  pool: pg.Pool,
  providers: Map<string, GameProvider>,
  userId: number,
  body: { liveCode: string; amount: number; direction: 'in' | 'out' },
  key: string | undefined,
) {
  const provider = await providerFor(pool, providers, body.liveCode, body.direction);
  return idempotent(pool, { userId, key, scope: 'live-transfer', body }, async (tx, reference) => {
    const b = await moveMoney(tx, provider, { userId, amount: body.amount, direction: body.direction, reference });
    return { money: milliToYuan(b.money), liveMoney: milliToYuan(b.liveMoney), reference };
  });
}

async function balances(db: pg.Pool | pg.PoolClient, userId: number) {
  const { rows } = await db.query<{ money: string; live_money: string }>('SELECT money, live_money FROM wallets WHERE user_id = $1', [userId]);
  return { money: Number(rows[0]?.money ?? 0), liveMoney: Number(rows[0]?.live_money ?? 0) };
}

export async function providerBalance(pool: pg.Pool, providers: Map<string, GameProvider>, userId: number, liveCode: string) {
  const provider = providers.get(liveCode);
  if (!provider) throw new AppError(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
  const [balance, b] = await Promise.all([provider.balance(pool, userId), balances(pool, userId)]);
  return { liveCode, balance: milliToYuan(balance), money: milliToYuan(b.money), liveMoney: milliToYuan(b.liveMoney) };
}

/**
 * `GET /live/play`: the launch link of a third-party game for a formal member (guests and trial
 * accounts are refused before this runs). Refuses unknown and lottery games, switched-off or
 * unconnected providers and games in their maintenance window (system time zone); with
 * `autoTransfer` moves the whole main balance into the game balance first.
 */
export async function launch(
  pool: pg.Pool,
  providers: Map<string, GameProvider>,
  user: Member,
  q: { liveCode: string; gameType?: string; gameId?: number; isMobile?: number; autoTransfer?: number },
  now: number,
  tz: string,
): Promise<LivePlayResult> {
  // Cool-off and self-exclusion close every game (safer play, issue 17).
  await assertMayPlay(pool, user.id, 'launch');
  const game = q.gameId !== undefined ? await repo.findGame(pool, q.gameId) : await repo.findGameByCode(pool, q.liveCode, q.gameType ?? '');
  if (!game || !game.enabled || (q.gameId !== undefined && game.liveCode !== q.liveCode)) throw new AppError(ErrorCode.GAME_NOT_FOUND);
  if (isInternalGame(game)) throw new AppError(ErrorCode.GAME_NOT_THIRD_PARTY);
  if (!game.providerEnabled) throw new AppError(ErrorCode.GAME_PROVIDER_DISABLED);
  if (isInMaintenance(game.maintain, now, tz)) throw new AppError(ErrorCode.LIVE_MAINTENANCE);
  const provider = providers.get(game.liveCode);
  if (!provider) throw new AppError(ErrorCode.GAME_PROVIDER_UNAVAILABLE);

  let transferred = 0;
  if (q.autoTransfer === 1) {
    transferred = await withTransaction(pool, async (tx) => {
      const { rows } = await tx.query<{ money: string }>('SELECT money FROM wallets WHERE user_id = $1 FOR UPDATE', [user.id]);
      const all = Number(rows[0]?.money ?? 0);
      if (all <= 0) return 0;
      await moveMoney(tx, provider, { userId: user.id, amount: all, direction: 'in', reference: `live-auto:${randomUUID()}` });
      return all;
    });
  }
  const link = await provider.launch({ user, game, isMobile: q.isMobile === 1, now });
  const b = await balances(pool, user.id);
  return {
    url: link.url,
    expiresAt: link.expiresAt.toISOString(),
    transferred: milliToYuan(transferred),
    money: milliToYuan(b.money),
    liveMoney: milliToYuan(b.liveMoney),
  };
}
