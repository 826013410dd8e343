/**
 * The wallet module's public surface: other modules, jobs and the seed import only this.
 * Money moves only through postLedger (see its comment).
 */
export {
  createWallet,
  postLedger,
  postLedgerBatch,
  postDebits,
  postCredit,
  type LedgerEntry,
  type LedgerResult,
  type WalletAccount,
} from './ledger';
export { forgetIdempotencyKeys, idempotent } from './idempotency';
export { addTurnoverRequirement, recordValidBet } from './turnover';
export { expireRechargesAndKeys } from './wallet.job';
export {
  approvalThreshold,
  decideAdjust,
  listAdjustRequests,
  setApprovalThreshold,
} from './adjust-approval.service';
export { idempotencyKeyOf } from './idempotency';
