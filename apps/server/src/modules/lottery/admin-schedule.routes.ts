import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminGameParams, adminScheduleRowSchema, adminScheduleSchema, envelopeSchema, LOTTERY_MSG, type AdminScheduleRow } from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import * as repo from './lottery.repo';
import { TZ } from './lottery.service';
import { nextDrawAfter, type Schedule } from './schedule';

const tags = ['admin'];
const NEXT = 5;

function nextDraws(schedule: Schedule, after: number): number[] {
  const out: number[] = [];
  let t = after;
  for (let i = 0; i < NEXT; i++) {
    t = nextDrawAfter(schedule, t, TZ);
    out.push(t);
  }
  return out;
}

async function rowsOf(db: Parameters<typeof repo.listGames>[0]): Promise<AdminScheduleRow[]> {
  const games = await repo.listGames(db);
  const { rows: open } = await db.query<{ game_id: number; turn_num: string; draw_at: Date }>(
    `SELECT DISTINCT ON (game_id) game_id, turn_num, draw_at FROM lottery_turns WHERE status = 'open' ORDER BY game_id, draw_at`,
  );
  const { rows: last } = await db.query<{ game_id: number; at: Date }>('SELECT game_id, max(draw_at) AS at FROM lottery_turns GROUP BY game_id');
  const openOf = new Map(open.map((r) => [r.game_id, r]));
  const lastOf = new Map(last.map((r) => [r.game_id, r.at.getTime()]));
  const now = Date.now();
  return games.map((g) => {
    const o = openOf.get(g.gameId);
    return {
      gameId: g.gameId,
      gameName: g.gameName,
      source: g.source,
      enabled: g.enabled,
      closeSeconds: g.closeSeconds,
      schedule: g.schedule,
      openTurn: o ? { turnNum: o.turn_num, drawAt: o.draw_at.getTime() } : null,
      nextDraws: nextDraws(g.schedule, Math.max(now, lastOf.get(g.gameId) ?? 0)),
    };
  });
}

/**
 * Operator console (issue 15): each game's draw schedule (lottery_games.schedule) with the open
 * period and the next draw times, and its edit. A new schedule applies to periods created after
 * the save; the open period keeps the draw time members bet on.
 */
export const adminScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/lottery/schedules',
    { schema: { tags, summary: '各游戏开奖时间表与接下来的开奖时间', response: { 200: envelopeSchema(z.array(adminScheduleRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await rowsOf(app.pool));
    },
  );

  app.put(
    '/app-api/admin/lottery/:gameId/schedule',
    {
      schema: {
        tags,
        summary: '修改开奖时间表（从下一期起生效，留审计）',
        params: adminGameParams,
        body: adminScheduleSchema,
        response: { 200: envelopeSchema(adminScheduleRowSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const { gameId } = request.params;
      await withTransaction(app.pool, async (tx) => {
        const { rows } = await tx.query<{ schedule: unknown }>('SELECT schedule FROM lottery_games WHERE game_id = $1 FOR UPDATE', [gameId]);
        if (!rows[0]) throw notFound(LOTTERY_MSG.notFound);
        await tx.query('UPDATE lottery_games SET schedule = $2, updated_at = now() WHERE game_id = $1', [gameId, JSON.stringify(request.body)]);
        await audit(tx, {
          actor,
          action: 'lottery.schedule.update',
          targetType: 'lottery_game',
          targetId: gameId,
          detail: { before: rows[0].schedule, after: request.body },
          ip: request.ip,
        });
      });
      return ok((await rowsOf(app.pool)).find((r) => r.gameId === gameId)!);
    },
  );
};
