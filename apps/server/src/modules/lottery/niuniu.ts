import { createHmac } from 'node:crypto';
import { dealOfSeedSync, resultOfDeck, type NiuniuResult } from '@sixmark/shared/domain/niuniu';
import type { HmacSync } from '@sixmark/shared/domain/draw-rng';

const nodeHmac: HmacSync = (key, message) => createHmac('sha256', key).update(message).digest();

/** The 30 dealt cards of a 幸运牛牛 period's seed (hex), as the browser recomputes them. */
export const dealOfSeed = (seedHex: string): number[] => dealOfSeedSync(seedHex, nodeHmac);

/** Hands and winners of a period's seed. */
export const niuniuOfSeed = (seedHex: string): { deal: number[]; result: NiuniuResult } => {
  const deal = dealOfSeed(seedHex);
  return { deal, result: resultOfDeck(deal) };
};
