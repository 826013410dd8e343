/**
 * The operators module (issue 15): operator accounts, TOTP sign-in, sessions, the central
 * access hook of `/app-api/admin/*`, audit log API, dashboard, four-eyes approvals.
 * Wired by modules/index.ts; other modules use lib/admin.ts (requireAdmin, audit).
 */
import type { FastifyInstance } from 'fastify';
import { operatorAccessPlugin } from './access.plugin';
import { siteNamespace } from '../../realtime/bus';
import { pgFailureCounter, redisFailureCounter, type FailureCounter } from './failure-counter';
import { operatorsRoutes } from './operators.routes';

export { createOperator } from './operators.service';
export { ROUTE_RULES, accessOf, isAdminRoute } from './route-permissions';
// The shared atomic limiter (forum posting limits, issue 19).
export { pgFailureCounter, redisFailureCounter, type FailureCounter } from './failure-counter';

/**
 * The app's atomic attempt counter: Redis INCR when REDIS_URL is set (every process of the site
 * counts together, apart from other sites on that Redis), else PostgreSQL.
 */
export const siteFailureCounter = (app: FastifyInstance): FailureCounter =>
  app.config.redisUrl
    ? redisFailureCounter(app.config.redisUrl, siteNamespace(app.config.databaseUrl))
    : pgFailureCounter(app.pool);

/** Registers the access hook (before every other module's routes) and the operator routes. */
export async function registerOperators(app: FastifyInstance): Promise<void> {
  await app.register(operatorAccessPlugin);
  const counter = siteFailureCounter(app);
  app.addHook('onClose', async () => counter.close());
  await app.register(operatorsRoutes, {
    deps: { pool: app.pool, counter, requireTotp: app.config.production, scryptLogN: app.config.scryptLogN },
  });
}
