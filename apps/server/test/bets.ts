import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * Opens the next period of a game and moves its close an hour ahead (jobs are off in tests, so
 * nothing closes it until the test does). Returns its turn number.
 */
export async function openPeriod(app: FastifyInstance, gameId: number): Promise<string> {
  await app.modules.lottery.tick(Date.now(), [gameId]);
  const { rows } = await app.pool.query<{ turn_num: string }>(
    `UPDATE lottery_turns SET close_at = now() + interval '1 hour', draw_at = now() + interval '2 hours'
      WHERE game_id = $1 AND status = 'open' RETURNING turn_num`,
    [gameId],
  );
  if (!rows[0]) throw new Error(`no open period for game ${gameId}`);
  return rows[0].turn_num;
}

/** Draws a period with fixed numbers (6 regular in order + special), as the rng draw ends. */
export async function drawPeriod(
  pool: pg.Pool | pg.PoolClient,
  gameId: number,
  turnNum: string,
  numbers: number[],
): Promise<void> {
  await pool.query(
    `UPDATE lottery_turns SET status = 'drawn', numbers = $3, revealed = 7, drawn_at = now(), last_reveal_at = now(),
            close_at = LEAST(close_at, now()), draw_at = LEAST(draw_at, now())
      WHERE game_id = $1 AND turn_num = $2`,
    [gameId, turnNum, numbers],
  );
}

/** Closes betting on a period without drawing it. */
export async function closePeriod(pool: pg.Pool, gameId: number, turnNum: string): Promise<void> {
  await pool.query(
    `UPDATE lottery_turns SET status = 'closed', close_at = now() WHERE game_id = $1 AND turn_num = $2`,
    [gameId, turnNum],
  );
}

let seq = 0;
/** A unique idempotency key for one slip. */
export const slipKey = (tag = 'slip') =>
  `${tag}-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
