import type { FastifyInstance } from 'fastify';
import { forgetIdempotencyKeys } from './idempotency';
import { expireOrders } from './recharge.service';

const EVERY_MS = 60_000;

/**
 * Once a minute: marks recharge orders unpaid for 30 minutes as expired, and forgets
 * idempotency keys older than a day (bet slips keep theirs while their period takes bets).
 */
export function rechargeExpiryJob(app: FastifyInstance): () => void {
  const run = () => {
    expireOrders(app.pool).catch((err: unknown) => app.log.error({ err }, 'recharge expiry failed'));
    forgetIdempotencyKeys(app.pool).catch((err: unknown) =>
      app.log.error({ err }, 'idempotency key cleanup failed'),
    );
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
