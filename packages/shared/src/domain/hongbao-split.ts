/**
 * Red packet (红包) split rules, shared by the server (which splits with node:crypto) and the
 * web (which checks a form with the same limits before sending). Amounts are integer
 * thousandths of a yuan like every stored amount; shares are whole fen (10 thousandths), the
 * smallest amount a member sees, so no share ever shows as ¥0.00 or as a fraction of a fen.
 */

/** Thousandths in one fen: every share is a multiple of it. */
export const FEN_MILLI = 10;

export type HongbaoKind = 'lucky' | 'equal';

/** Limits a packet must meet; the operator sets them per company. */
export interface HongbaoSplitLimits {
  /** Smallest share, thousandths (a multiple of a fen). */
  minShare: number;
  /** Largest share, thousandths. */
  maxShare: number;
}

/**
 * A uniform integer in [min, maxExclusive). The server passes node:crypto's randomInt (the
 * split decides who gets how much, so it must not be predictable from Math.random's state).
 */
export type RandomInt = (min: number, maxExclusive: number) => number;

/** Why a total and count cannot be split under the limits; null when they can. */
export type SplitProblem = 'count' | 'fen' | 'belowMin' | 'aboveMax' | 'unequal' | null;

/**
 * Whether `total` can be split into `count` shares of the kind within the limits: whole fen,
 * each share between min and max, and for an equal packet the same share for everyone.
 */
export function splitProblem(kind: HongbaoKind, total: number, count: number, limits: HongbaoSplitLimits): SplitProblem {
  if (!Number.isSafeInteger(count) || count < 1) return 'count';
  if (!Number.isSafeInteger(total) || total <= 0 || total % FEN_MILLI !== 0) return 'fen';
  const min = Math.max(FEN_MILLI, Math.ceil(limits.minShare / FEN_MILLI) * FEN_MILLI);
  const max = Math.floor(limits.maxShare / FEN_MILLI) * FEN_MILLI;
  if (kind === 'equal' && (total / FEN_MILLI) % count !== 0) return 'unequal';
  if (total < min * count) return 'belowMin';
  if (total > max * count) return 'aboveMax';
  return null;
}

/**
 * Splits `total` into `count` shares fixed at creation. Equal: the same share each. Lucky: every
 * share gets the minimum, and the rest is dealt share by share with the "double average" rule
 * (a share draws uniformly up to twice the mean of what is left, so early shares are not
 * favoured), bounded so the remaining shares can still take what is left without passing the
 * maximum; the last share takes the remainder, then the order is shuffled. The result always
 * sums exactly to `total`, and each share is in [min, max] and a whole number of fen.
 * Throws when {@link splitProblem} reports a problem.
 */
export function splitHongbao(
  kind: HongbaoKind,
  total: number,
  count: number,
  limits: HongbaoSplitLimits,
  randomInt: RandomInt,
): number[] {
  const problem = splitProblem(kind, total, count, limits);
  if (problem) throw new Error(`cannot split ${total} into ${count} (${problem})`);
  if (kind === 'equal') return Array.from({ length: count }, () => total / count);
  // Work in fen: small integers, exact.
  const min = Math.max(1, Math.ceil(limits.minShare / FEN_MILLI));
  const cap = Math.floor(limits.maxShare / FEN_MILLI) - min; // the most a share gets above min
  let rest = total / FEN_MILLI - min * count;
  const extra: number[] = [];
  for (let left = count; left > 1; left--) {
    // The others (left - 1) can take at most (left - 1) * cap: this share takes at least the excess.
    const low = Math.max(0, rest - (left - 1) * cap);
    const high = Math.max(low, Math.min(cap, rest, Math.floor((2 * rest) / left)));
    const x = low === high ? low : randomInt(low, high + 1);
    extra.push(x);
    rest -= x;
  }
  extra.push(rest);
  // Fisher-Yates with the same source: who grabs first must not predict a larger share.
  for (let i = extra.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [extra[i], extra[j]] = [extra[j]!, extra[i]!];
  }
  return extra.map((x) => (x + min) * FEN_MILLI);
}

/**
 * The best-luck share (手气最佳) of a finished packet: the largest amount, the earliest grab
 * on a tie. Returns its index in `shares`, or -1 for none (no share claimed, or an equal packet
 * where every share is the same, which has no best luck).
 */
export function bestLuckIndex(kind: HongbaoKind, shares: readonly { amount: number; claimedAt: number }[]): number {
  if (kind === 'equal' || shares.length === 0) return -1;
  let best = 0;
  for (let i = 1; i < shares.length; i++) {
    const s = shares[i]!;
    const b = shares[best]!;
    if (s.amount > b.amount || (s.amount === b.amount && s.claimedAt < b.claimedAt)) best = i;
  }
  return best;
}
