import type { DtBet, DtRound } from '@sixmark/shared';
import { DT_SIDES, type DtSide } from '@sixmark/shared/domain/dragon-tiger';

/**
 * What the sandbox table shows of a round at a moment of server time: taking bets (with the
 * seconds left), dealing (betting closed, result not in yet), or waiting for the next round.
 */
export type DtPhase = { kind: 'betting'; secondsLeft: number } | { kind: 'dealing' } | { kind: 'waiting' };

export function roundPhase(current: DtRound | null, serverNow: number): DtPhase {
  if (!current || current.status !== 'betting') return { kind: 'waiting' };
  const left = Date.parse(current.closeAt) - serverNow;
  if (left <= 0) return { kind: 'dealing' };
  return { kind: 'betting', secondsLeft: Math.ceil(left / 1000) };
}

/** The member's stake per side in one round. */
export function stakesOf(bets: readonly DtBet[], roundId: number): Record<DtSide, number> {
  const out = Object.fromEntries(DT_SIDES.map((s) => [s, 0])) as Record<DtSide, number>;
  for (const b of bets) if (b.roundId === roundId) out[b.side] = round2(out[b.side] + b.amount);
  return out;
}

/** Stake and payout of the member's settled bets in one round (null when they had none). */
export function roundResultOf(
  bets: readonly DtBet[],
  roundId: number,
): { stake: number; payout: number } | null {
  const mine = bets.filter((b) => b.roundId === roundId);
  if (mine.length === 0) return null;
  return {
    stake: round2(mine.reduce((t, b) => t + b.amount, 0)),
    payout: round2(mine.reduce((t, b) => t + (b.payout ?? 0), 0)),
  };
}

/** Yuan sums kept to cents (the wire carries yuan numbers). */
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Milliseconds the server clock is ahead of this one, from a state answer's serverTime. */
export const clockOffset = (serverTime: string, receivedAt: number): number =>
  Date.parse(serverTime) - receivedAt;
