import type pg from 'pg';
import { forgetIdempotencyKeys } from './idempotency';
import { expireOrders } from './recharge.service';

/**
 * Marks recharge orders unpaid for 30 minutes as expired, and forgets idempotency keys older
 * than a day (bet slips keep theirs while their period takes bets).
 */
export async function expireRechargesAndKeys(pool: pg.Pool): Promise<void> {
  await expireOrders(pool);
  await forgetIdempotencyKeys(pool);
}
