import { PARLAY_ALL_TIER, parlayTiePosition } from '../domain/plays/parlay';
import { betMsg } from './bets';

// Apart from bets.ts: the start-up uses bets.ts's texts, and a module's code all goes where the
// module goes, so this function (and the parlay pricing it reads) would ride in the start-up chunk.
/**
 * A parlay 注's prices as the slip, the confirm and the records show them: [label, odds] pairs,
 * the joint price first, then the price of each "正码N开出49" case by position.
 */
export function parlayPriceParts(odds: Readonly<Record<string, number>>): [string, number][] {
  const ties = Object.entries(odds)
    .map(([tier, v]) => [parlayTiePosition(tier), v] as const)
    .filter((e): e is readonly [number, number] => e[0] !== null)
    .sort((a, b) => a[0] - b[0]);
  const all = odds[PARLAY_ALL_TIER];
  return [
    ...(all === undefined ? [] : [[betMsg.parlayPrice, all] as [string, number]]),
    ...ties.map(([p, v]): [string, number] => [betMsg.parlayTiePrice(p), v]),
  ];
}

