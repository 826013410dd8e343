import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '@sixmark/shared';
import { createTestApp, type TestApp, requester } from '../../../test/helper';
import { recomputeRecords } from './track-record';

const ADMIN = { 'x-admin-token': 'sixmark-admin-demo-token' };
const GAME = 70;
// Lunar year 2025 (蛇年): specials 1, 13, 25 are 蛇; 2 is 龙.
const TURNS = [
  { turn: 'TR001', special: 1, at: '2025-06-01T13:30:00Z' },
  { turn: 'TR002', special: 13, at: '2025-06-03T13:30:00Z' },
  { turn: 'TR003', special: 2, at: '2025-06-05T13:30:00Z' },
  { turn: 'TR004', special: 25, at: '2025-06-07T13:30:00Z' },
];
const OPEN = { turn: 'TR005', special: 2, at: '2025-06-09T13:30:00Z' };

let t: TestApp;
let idA: number;
let idB: number;

const numbers = (special: number) => [40, 41, 42, 43, 44, 45, special].map((n, i) => (i < 6 && n === special ? 39 - i : n));

async function insertTurn(turn: string, special: number, at: string, status: 'drawn' | 'drawing') {
  await t.app.pool.query(
    `INSERT INTO lottery_turns (game_id, turn_num, status, source, open_at, close_at, draw_at, numbers, revealed, drawn_at)
     VALUES ($1, $2, $3, 'manual', $4::timestamptz - interval '1 day', $4::timestamptz - interval '1 minute', $4, $5, $6, $7)`,
    [GAME, turn, status, at, numbers(special), status === 'drawn' ? 7 : 3, status === 'drawn' ? at : null],
  );
}

async function createCard(code: string, forecast: string) {
  const periods = [...TURNS, OPEN];
  const res = await requester(t.app).post(
    '/app-api/admin/content/templates',
    {
      gameId: GAME, name: `战绩${code}`, templateCode: code, location: 'home',
      groups: [{ groupName: '最新', items: periods.map((p, i) => ({ title: `${p.turn}期`, note: forecast, content: '', gameTurn: p.turn, sort: i })) }],
    },
    ADMIN,
  );
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

const detail = async (id: number) =>
  (await requester(t.app).get(`/app-api/game-document/template/info/${GAME}/${id}`)).body.data as Template;
const itemOf = async (id: number, turn: string) => (await detail(id)).groups.flatMap((g) => g.items).find((i) => i.gameTurn === turn)!;
const recomputeAll = async () => {
  while ((await recomputeRecords(t.app.pool)) > 0);
};

beforeAll(async () => {
  t = await createTestApp();
  for (const p of TURNS) await insertTurn(p.turn, p.special, p.at, 'drawn');
  await insertTurn(OPEN.turn, OPEN.special, OPEN.at, 'drawing');
  idA = await createCard('MBTRA', '蛇');
  idB = await createCard('MBTRB', '龙');
  await recomputeAll();
});
afterAll(async () => {
  await t.close();
});

describe('forecast card track record', () => {
  it('computes each card record from the stored final results', async () => {
    // newest first: A = 中 错 中 中, B = 错 中 错 错
    const a = (await detail(idA)).record!;
    expect(a.last10).toEqual({ hits: 3, periods: 4 });
    expect(a.last30).toEqual({ hits: 3, periods: 4 });
    expect(a.currentStreak).toBe(1);
    expect(a.longestStreak).toBe(2);
    expect(a.marks).toEqual([1, 1, 0, 1]);
    const b = (await detail(idB)).record!;
    expect(b.last10).toEqual({ hits: 1, periods: 4 });
    expect(b.currentStreak).toBe(-1);
    expect(b.longestStreak).toBe(1);
  });

  it('sorts and filters the template list by record', async () => {
    const list = async (qs: string) =>
      ((await requester(t.app).get(`/app-api/game-document/template?gameId=${GAME}&rows=100&${qs}`)).body.data.data as Template[]).map((x) => x.id);
    const sorted = await list('recordSort=last10');
    expect(sorted.indexOf(idA)).toBeGreaterThanOrEqual(0);
    expect(sorted.indexOf(idA)).toBeLessThan(sorted.indexOf(idB));
    const filtered = await list('minHits30=3');
    expect(filtered).toContain(idA);
    expect(filtered).not.toContain(idB);
    const bad = await requester(t.app).get(`/app-api/game-document/template?gameId=${GAME}&recordSort=drop&minHits30=99`);
    expect(bad.status).toBe(400);
  });

  it('is not changed by a provisional result, and counts the period once it is final', async () => {
    await recomputeAll();
    expect((await detail(idA)).record!.last10).toEqual({ hits: 3, periods: 4 });
    await t.app.pool.query(`UPDATE lottery_turns SET status = 'drawn', revealed = 7, drawn_at = draw_at WHERE game_id = $1 AND turn_num = $2`, [GAME, OPEN.turn]);
    await recomputeAll();
    const a = (await detail(idA)).record!;
    expect(a.last10).toEqual({ hits: 3, periods: 5 });
    expect(a.currentStreak).toBe(-1);
    expect((await detail(idB)).record!.currentStreak).toBe(1);
  });

  it('refuses an operator edit of a drawn period, and of moving an item onto one', async () => {
    const drawn = await itemOf(idA, 'TR001');
    const refused = await t.app.inject({ method: 'PUT', url: `/app-api/admin/content/items/${drawn.id}`, headers: ADMIN, payload: { title: drawn.title, note: '马', gameTurn: 'TR001' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOC/ITEM_PERIOD_DRAWN', msg: '该期已开奖，不能再修改本期资料' });
    expect((await itemOf(idA, 'TR001')).note).toBe('蛇');

    await insertTurn('TR006', 5, '2025-06-11T13:30:00Z', 'drawing');
    const create = await requester(t.app).post(
      '/app-api/admin/content/templates',
      { gameId: GAME, name: '未开奖', templateCode: 'MBTRC', groups: [{ groupName: '最新', items: [{ title: 'TR006期', note: '蛇', gameTurn: 'TR006' }] }] },
      ADMIN,
    );
    const open = (await detail(create.body.data.id)).groups[0]!.items[0]!;
    const edit = await t.app.inject({ method: 'PUT', url: `/app-api/admin/content/items/${open.id}`, headers: ADMIN, payload: { title: open.title, note: '马', gameTurn: 'TR006' } });
    expect(edit.statusCode).toBe(200);
    const audited = await t.app.pool.query(`SELECT 1 FROM audit_log WHERE action = 'content.item.update' AND target_id = $1`, [String(open.id)]);
    expect(audited.rowCount).toBe(1);
    const move = await t.app.inject({ method: 'PUT', url: `/app-api/admin/content/items/${open.id}`, headers: ADMIN, payload: { title: open.title, note: '马', gameTurn: 'TR001' } });
    expect(move.statusCode).toBe(409);
  });
});
