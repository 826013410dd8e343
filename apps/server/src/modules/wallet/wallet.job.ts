import type { FastifyInstance } from 'fastify';
import { expireOrders } from './recharge.service';

const EVERY_MS = 60_000;

/**
 * Once a minute: marks recharge orders unpaid for 30 minutes as expired, and forgets
 * idempotency keys older than a day (no client retries that late).
 */
export function rechargeExpiryJob(app: FastifyInstance): () => void {
  const run = () => {
    expireOrders(app.pool).catch((err: unknown) => app.log.error({ err }, 'recharge expiry failed'));
    app.pool
      .query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`)
      .catch((err: unknown) => app.log.error({ err }, 'idempotency key cleanup failed'));
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
