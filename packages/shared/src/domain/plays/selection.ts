import { z } from 'zod';
import { ZODIAC_NAMES } from '../zodiac';
import { PLAY_CODES, type PlaySelection } from './types';

const ball = z.number().int().min(1).max(49);
const balls = (max: number) => z.array(ball).max(max);

const structure = z
  .object({
    play: z.enum(PLAY_CODES),
    k: z.number().int().min(2).max(12).optional(),
    position: z.number().int().min(1).max(6).optional(),
    options: z.array(z.string().min(1).max(8)).min(1).max(16).optional(),
    numbers: balls(49).optional(),
    bankers: balls(4).optional(),
    groupA: balls(12).optional(),
    groupB: balls(12).optional(),
    zodiacs: z.array(z.enum(ZODIAC_NAMES)).min(1).max(12).optional(),
    tails: z.array(z.number().int().min(0).max(9)).min(1).max(10).optional(),
    legs: z
      .array(z.object({ position: z.number().int().min(1).max(6), option: z.string().min(1).max(8) }).strict())
      .min(1)
      .max(6)
      .optional(),
  })
  .strict();

/**
 * Checks a selection against its play (§11.18, §14.5): fields the play reads, duplicates,
 * k and position ranges, pick limits, 胆拖/对碰 shape, parlay positions, 合肖 not covering all 12,
 * and at most MAX_LINES_PER_SLIP 注. Returns the Chinese reason, or null when it is valid.
 */
export function selectionProblem(selection: PlaySelection): string | null {
  void selection;
  throw new Error('not implemented');
}

/**
 * One slip item as the client sends it: bounded structure, then {@link selectionProblem}
 * (its Chinese text becomes the issue message).
 */
export const playSelectionSchema = structure.superRefine((value, ctx) => {
  const problem = selectionProblem(value as PlaySelection);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
