/**
 * The accounts module's public surface: other modules, jobs and the seed import only this.
 * (Its routes plugin is wired by modules/index.ts, the one place that imports `*.routes.ts`.)
 */
export { sweepAccountCounters } from './accounts.job';
export { verifyFundPassword, verifyFundPasswordIfSet } from './fund-password';
export { TOKENS_REVOKED_CHANNEL } from './accounts.service';
export { clearCounter, hitCounter } from './rate-limits';
// The /notifications inbox (forum replies and followed authors, issue 19).
export { insertPushMessage } from './accounts.repo';
