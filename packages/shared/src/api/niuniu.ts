import { z } from 'zod';
import { pageFields } from './input';

/** `GET /app-api/niuniu/rounds`: drawn 幸运牛牛 periods, newest first (≤ 100 a page). */
export const niuniuRoundsQuerySchema = z.object(pageFields(20, 100));

const handSchema = z.object({
  /** Five card codes 0-51 (suit ⌊c/13⌋ ♠♥♣♦, rank c mod 13 + 1). */
  cards: z.array(z.number().int().min(0).max(51)).length(5),
  /** 0 无牛, 1-9 牛N, 10 牛牛, 11 五花牛, 12 炸弹, 13 五小牛. */
  level: z.number().int().min(0).max(13),
  name: z.string(),
});

export const niuniuRoundSchema = z.object({
  turnNum: z.string(),
  openTime: z.number().int(),
  seedHash: z.string(),
  seed: z.string(),
  banker: handSchema,
  players: z.array(
    handSchema.extend({
      player: z.string(),
      /** This 闲 beat the 庄. */
      win: z.boolean(),
      tier: z.string(),
    }),
  ),
});
export type NiuniuRound = z.infer<typeof niuniuRoundSchema>;
