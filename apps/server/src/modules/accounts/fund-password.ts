import type pg from 'pg';
import { ErrorCode, FUND_PWD_LIMITS } from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { clearCounter, counterKeys, hitCounter, lockCounter, peekCounter } from './rate-limits';

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
  const state = await peekCounter(pool, key, WINDOW_SEC);
  if (state.locked) throw locked();
  if (password === undefined || password.trim() === '') {
    throw new AppError(ErrorCode.CASH_PASSWORD);
  }
  const { ok } = await verifyPassword(password.trim(), hash);
  if (ok) {
    await clearCounter(pool, key);
    return;
  }
  const after = await hitCounter(pool, key, WINDOW_SEC);
  if (after.count >= FUND_PWD_LIMITS.maxFailures) {
    await lockCounter(pool, key, WINDOW_SEC);
    throw locked();
  }
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
