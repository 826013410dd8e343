import type pg from 'pg';
import { RESETTLE_PREVIEW_MAX_ROWS, tablesForDrawDate, type ResettlePreview } from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { notFound } from '../../lib/errors';
import { outcomeOf } from './settle.service';
import * as repo from './bets.repo';

const PAGE = 2000;

const drawOf = (numbers: number[]) => ({ regular: numbers.slice(0, 6), special: numbers[6]! });

/**
 * What a corrected result would do to a period's bets, computed by the settlement rules
 * (`outcomeOf`, the function settlement itself runs) without writing anything: for every
 * settled or pending order, its outcome now (the stored settlement, or for a pending order the
 * outcome under the current numbers) and under `numbers`. Only orders whose result or reward
 * would change are listed (the first RESETTLE_PREVIEW_MAX_ROWS), with the period's payout totals.
 */
export async function resettlePreview(
  pool: pg.Pool,
  gameId: number,
  turnNum: string,
  numbers: number[],
): Promise<ResettlePreview> {
  const turn = await repo.findTurn(pool, gameId, turnNum);
  if (!turn) throw notFound('期号不存在');
  // Read-only: tables not frozen yet are computed, never written (tablesOf would freeze them).
  const tables = turn.yearTables ?? tablesForDrawDate(turn.drawAt);
  const current = turn.numbers && turn.numbers.length === 7 ? turn.numbers : null;
  const nextDraw = drawOf(numbers);
  const currentDraw = current ? drawOf(current) : null;

  let orders = 0;
  let changedCount = 0;
  let payoutBefore = 0;
  let payoutAfter = 0;
  const changed: ResettlePreview['changed'] = [];
  let lastId = '0';
  for (;;) {
    const { rows } = await pool.query<repo.OrderRow>(
      `SELECT o.id, o.order_no AS "orderNo", o.account, o.play, o.lines, o.unit_amount AS "unitAmount",
              o.total_money AS "totalMoney", o.status, o.result, o.reward
         FROM bet_orders o
        WHERE o.game_id = $1 AND o.turn_num = $2 AND o.status IN (0, 1) AND o.id > $3
        ORDER BY o.id LIMIT $4`,
      [gameId, turnNum, lastId, PAGE],
    );
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    for (const o of rows) {
      orders++;
      let before: { result: number | null; reward: number };
      if (o.status === 1) before = { result: o.result, reward: Number(o.reward) };
      else if (currentDraw) {
        const out = outcomeOf(o, currentDraw, tables);
        before = { result: out.result, reward: out.win + out.tie };
      } else before = { result: null, reward: 0 };
      const out = outcomeOf(o, nextDraw, tables);
      const after = { result: out.result, reward: out.win + out.tie };
      payoutBefore += before.reward;
      payoutAfter += after.reward;
      if (before.result === after.result && before.reward === after.reward) continue;
      changedCount++;
      if (changed.length < RESETTLE_PREVIEW_MAX_ROWS)
        changed.push({
          orderNo: o.orderNo,
          account: o.account,
          play: o.play,
          totalMoney: milliToYuan(Number(o.totalMoney)),
          before: { result: before.result, reward: milliToYuan(before.reward) },
          after: { result: after.result, reward: milliToYuan(after.reward) },
        });
    }
    if (rows.length < PAGE) break;
  }
  return {
    gameId,
    turnNum,
    currentNumbers: current,
    newNumbers: numbers,
    orders,
    changedCount,
    payoutBefore: milliToYuan(payoutBefore),
    payoutAfter: milliToYuan(payoutAfter),
    changed,
  };
}
