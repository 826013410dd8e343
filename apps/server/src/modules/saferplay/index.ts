/**
 * Safer play (issue 17): what other modules call. It imports no other module's money code, so
 * the wallet (recharge), bets (placement) and games (launch) modules can all call it.
 */
export { assertBetAllowed, assertDepositAllowed, assertMayPlay, type GuardedAction } from './saferplay.service';
// The operator console's member detail (issue 15) shows the same state the member sees.
export { saferPlayOf } from './saferplay.service';
