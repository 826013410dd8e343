import type pg from 'pg';
import { ErrorCode, FUND_PWD_LIMITS } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { withTransaction } from '../../lib/tx';
import { clearCounter, counterKeys, hitCounter, lockCounter, lockCounterRow, peekCounter } from './rate-limits';

const WINDOW_SEC = FUND_PWD_LIMITS.lockMin * 60;

const locked = () => new AppError(ErrorCode.CASH_PASSWORD_LOCKED);

/**
 * Checks a member's fund (withdrawal) password before money leaves. Throws
 * UC/CASH_PASSWORD_NULL (none set), UC/CASH_PASSWORD (none given), UC/CASH_PASSWORD_ERROR
 * (wrong) and, after 5 wrong entries within 15 minutes, UC/CASH_PASSWORD_LOCKED for 15
 * minutes. The counter lives in the database, so every process shares it and it survives a restart.
 */
export async function verifyFundPassword(pool: pg.Pool, userId: number, password: string | undefined): Promise<void> {
  const { rows } = await pool.query<{ fund_pwd_hash: string | null }>('SELECT fund_pwd_hash FROM users WHERE id = $1', [
    userId,
  ]);
  const hash = rows[0]?.fund_pwd_hash;
  if (!hash) throw new AppError(ErrorCode.CASH_PASSWORD_NULL);
  const key = counterKeys.fundPassword(userId);
  if (password === undefined || password.trim() === '') {
    if ((await peekCounter(pool, key, WINDOW_SEC)).locked) throw locked();
    throw new AppError(ErrorCode.CASH_PASSWORD);
  }
  // Checks of one member run one at a time under the counter's row lock, so parallel guesses
  // each see the failures before them: after the fifth, the rest are refused unchecked.
  const outcome = await withTransaction(pool, async (tx) => {
    const state = await lockCounterRow(tx, key, WINDOW_SEC);
    if (!state) return 'busy' as const;
    if (state.locked) return 'locked' as const;
    const { ok } = await verifyPassword(password.trim(), hash);
    if (ok) {
      await clearCounter(tx, key);
      return 'ok' as const;
    }
    const after = await hitCounter(tx, key, WINDOW_SEC);
    if (after.count < FUND_PWD_LIMITS.maxFailures) return 'wrong' as const;
    await lockCounter(tx, key, WINDOW_SEC);
    return 'locked' as const;
  });
  if (outcome === 'ok') return;
  if (outcome === 'locked') throw locked();
  if (outcome === 'busy') throw new AppError(ErrorCode.RATE_LIMITED);
  throw new AppError(ErrorCode.CASH_PASSWORD_ERROR);
}

/**
 * Bank cards decide where withdrawals go, so once a member has a fund password, adding,
 * changing or removing a card needs it too. Before one is set the card pages stay open,
 * because binding a card is part of first-time setup.
 */
export async function verifyFundPasswordIfSet(pool: pg.Pool, userId: number, password: string | undefined): Promise<void> {
  const { rows } = await pool.query<{ has: boolean }>('SELECT fund_pwd_hash IS NOT NULL AS has FROM users WHERE id = $1', [userId]);
  if (rows[0]?.has) await verifyFundPassword(pool, userId, password);
}
