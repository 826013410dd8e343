import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NIUNIU_GAME_ID,
  envelopeSchema,
  niuniuRoundSchema,
  niuniuRoundsQuerySchema,
  pagedSchema,
  type NiuniuRound,
} from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { niuniuOfSeed } from '../lottery';

/**
 * 幸运牛牛 (game 95) reads: its drawn periods with the hands dealt from each published seed.
 * The current period, its close time and seed hash come from the lottery's open info
 * (`/app-api/v/lottery/openInfo?gameId=95`); bets go through `/app-api/api/cp/bet` (NN_WIN).
 */
export const niuniuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/niuniu/rounds',
    {
      schema: {
        tags: ['niuniu'],
        summary: '幸运牛牛开奖结果（含每手牌与种子）',
        querystring: niuniuRoundsQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(niuniuRoundSchema)) },
      },
    },
    async (request) => {
      const { page, rows } = request.query;
      const where = `game_id = $1 AND status = 'drawn' AND seed IS NOT NULL AND seed_hash IS NOT NULL`;
      const [list, count] = await Promise.all([
        app.pool.query<{ turn_num: string; draw_at: Date; seed: string; seed_hash: string }>(
          `SELECT turn_num, draw_at, seed, seed_hash FROM lottery_turns WHERE ${where}
            ORDER BY draw_at DESC LIMIT $2 OFFSET $3`,
          [NIUNIU_GAME_ID, rows, (page - 1) * rows],
        ),
        app.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_turns WHERE ${where}`, [
          NIUNIU_GAME_ID,
        ]),
      ]);
      const data = list.rows.map((r): NiuniuRound => {
        const { result } = niuniuOfSeed(r.seed);
        return {
          turnNum: r.turn_num,
          openTime: r.draw_at.getTime(),
          seedHash: r.seed_hash,
          seed: r.seed,
          banker: { cards: result.banker.cards, level: result.banker.level, name: result.banker.name },
          players: result.players.map((p) => ({
            player: p.name,
            cards: p.hand.cards,
            level: p.hand.level,
            name: p.hand.name,
            win: p.win,
            tier: p.tier,
          })),
        };
      });
      return ok({ data, totalCount: count.rows[0]?.n ?? 0 });
    },
  );
};
