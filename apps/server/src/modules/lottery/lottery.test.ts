import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInfoSchema, type GameContent, type OpenInfo } from '@sixmark/shared';
import { deriveNumbersSync, hexToBytes } from '@sixmark/shared/domain/draw-rng';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { connectGameClient } from '../../../test/wait';
import { hkTurnNum, seedLottery } from '../../db/seed/lottery';
import * as repo from './lottery.repo';
import { FeedPoller } from './lottery.service';

let t: TestApp;
const admin = { 'x-admin-token': 'test-admin', 'x-admin-name': 'ops1' };

beforeAll(async () => {
  t = await createTestApp({ adminToken: 'test-admin', testClock: true });
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};
const openInfo = (gameId: number) => get<OpenInfo>(`/app-api/v/lottery/openInfo?gameId=${gameId}`);
const sha256 = (hex: string) => createHash('sha256').update(hexToBytes(hex)).digest('hex');

/** Runs the scheduler until a game's current turn is open, returns its draw time. */
async function openTurn(gameId: number, now = Date.now()) {
  await t.app.modules.lottery.tick(now, [gameId]);
  const info = await openInfo(gameId);
  expect(info.cur.turnNum).toMatch(/^\d{7,}$/);
  return info;
}

describe('seeded draws', () => {
  it('lists the lottery games for the tabs', async () => {
    const games =
      await get<{ gameId: number; gameName: string; source: string }[]>('/app-api/game/play-cate');
    expect(games.map((g) => g.gameId).sort((a, b) => a - b)).toEqual([1, 70, 90, 95, 110]);
    expect(games.find((g) => g.gameId === 1)).toMatchObject({ gameName: '香港六合彩', source: 'manual' });
    expect(games.find((g) => g.gameId === 70)?.source).toBe('rng');
  });

  it('imports the 4,288 real Hong Kong draws, newest first, paged', async () => {
    const page1 = await get<{
      data: { turnNum: string; openNum: string; openTime: number }[];
      totalCount: number;
    }>('/app-api/lottery/history?gameId=1&page=1&rows=2');
    expect(page1.totalCount).toBe(4288);
    expect(page1.data[0]).toMatchObject({ turnNum: '2025134', openNum: '7,10,11,19,25,30,45' });
    expect(page1.data[0]!.openTime).toBe(Date.parse('2025-12-28T21:30:00+08:00'));
    const page2 = await get<{ data: { turnNum: string }[] }>(
      '/app-api/lottery/history?gameId=1&page=2&rows=2',
    );
    expect(page2.data[0]!.turnNum).toBe('2025132');
  });

  it('filters the history by year and by date, and groups years', async () => {
    const y1993 = await get<{ data: { turnNum: string }[]; totalCount: number }>(
      '/app-api/lottery/history?gameId=1&year=1993&rows=200',
    );
    expect(y1993.data.at(-1)?.turnNum).toBe('1993001');
    expect(y1993.data.every((r) => r.turnNum.startsWith('1993'))).toBe(true);
    const day = await get<{ data: { turnNum: string }[]; totalCount: number }>(
      '/app-api/lottery/history?gameId=1&date=2025-12-28',
    );
    expect(day.totalCount).toBe(1);
    expect(day.data[0]!.turnNum).toBe('2025134');
    const groups = await get<{ year: number; count: number }[]>('/app-api/lottery/history/group?gameId=1');
    expect(groups[0]).toEqual({ year: 2025, count: 134 });
    expect(groups.find((g) => g.year === 1993)?.count).toBe(y1993.totalCount);
    expect(groups.reduce((s, g) => s + g.count, 0)).toBe(4288);
  });

  it('rejects a malformed date with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/app-api/lottery/history?gameId=1&date=28-12-2025',
    });
    expect(res.statusCode).toBe(400);
  });

  it('seeds 60 days of verifiable rng history for the demo games', async () => {
    const h = await get<{ data: { turnNum: string }[]; totalCount: number }>(
      '/app-api/lottery/history?gameId=70&rows=1',
    );
    expect(h.totalCount).toBeGreaterThanOrEqual(60);
    const v = await get<{
      seed: string;
      seedHash: string;
      numbers: number[];
      recomputed: number[];
      hashMatches: boolean;
      numbersMatch: boolean;
    }>(`/app-api/lottery/verify?gameId=70&turnNum=${h.data[0]!.turnNum}`);
    expect(v).toMatchObject({ hashMatches: true, numbersMatch: true });
    expect(v.recomputed).toEqual(v.numbers);
  });

  it('serves the latest result of every game', async () => {
    const rec = await get<{ gameId: number; gameName: string; openNum: string }[]>('/app-api/lottery/record');
    expect(rec.find((r) => r.gameId === 1)).toMatchObject({
      gameName: '香港六合彩',
      openNum: '7,10,11,19,25,30,45',
    });
    expect(rec.every((r) => r.openNum.split(',').length === 7)).toBe(true);
  });

  it('computes statistics over the last 25 draws', async () => {
    const s = await get<{
      draws: number;
      frequency: { num: number; count: number }[];
      gaps: { num: number; gap: number }[];
      hot: number[];
      zodiac: { count: number }[];
      colour: { count: number }[];
    }>('/app-api/lottery/stats?gameId=1&last=25');
    expect(s.draws).toBe(25);
    expect(s.frequency.reduce((a, f) => a + f.count, 0)).toBe(25 * 7);
    expect(s.zodiac.reduce((a, z) => a + z.count, 0)).toBe(25);
    expect(s.colour.reduce((a, c) => a + c.count, 0)).toBe(25);
    // 45 is in the latest draw (25/134), so it has not been missing at all.
    expect(s.gaps.find((g) => g.num === 45)?.gap).toBe(0);
    expect(s.hot).toHaveLength(10);
    const bad = await t.app.inject({ method: 'GET', url: '/app-api/lottery/stats?gameId=1&last=30' });
    expect(bad.statusCode).toBe(400);
  });

  it('serves five elements per lunar year, computed (2026: 01 is 水)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sys-upload/data/json/five-elements.json' });
    expect(res.statusCode).toBe(200);
    const years = res.json() as { year: number; data: { element: string; values: number[] }[] }[];
    const y2026 = years.find((y) => y.year === 2026)!;
    expect(y2026.data.find((d) => d.element === '金')?.values).toEqual([
      4, 5, 12, 13, 26, 27, 34, 35, 42, 43,
    ]);
    expect(y2026.data.find((d) => d.element === '水')?.values[0]).toBe(1);
  });

  it('serves the zodiac numbers of a lunar year', async () => {
    const z = await get<{ year: number; data: { name: string; values: number[] }[] }>(
      '/app-api/lottery/zodiac?year=2026',
    );
    expect(z.data.find((r) => r.name === '马')?.values).toEqual([1, 13, 25, 37, 49]);
  });

  it('lists the draw days of a month', async () => {
    const c = await get<{ drawDays: string[] }>('/app-api/lottery/calendar?gameId=1&month=2025-12');
    expect(c.drawDays).toContain('2025-12-28');
    expect(c.drawDays.every((d) => d.startsWith('2025-12-'))).toBe(true);
  });
});

describe('rng turns', () => {
  it('opens a turn with a published seed hash, reveals 7 balls 4 s apart, then publishes the seed', async () => {
    const start = Date.now();
    const info = await openTurn(70, start);
    expect(info.cur.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(info.plan.turnNum).toBe(info.cur.turnNum);
    const turn = (await repo.findTurn(t.pool, 70, info.cur.turnNum))!;
    expect(turn.closeAt.getTime()).toBeLessThan(turn.drawAt.getTime());

    // Betting closes before the draw.
    await t.app.modules.lottery.tick(turn.closeAt.getTime(), [70]);
    expect((await repo.findTurn(t.pool, 70, turn.turnNum))!.status).toBe('closed');

    const drawAt = turn.drawAt.getTime();
    await t.app.modules.lottery.tick(drawAt, [70]);
    let live = await openInfo(70);
    expect(live.pre).toMatchObject({ turnNum: turn.turnNum, isStreaming: true, openNum: '' });
    expect(live.pre.fairness).toEqual({ seedHash: info.cur.seedHash, seed: null });
    // The next turn opens right away with a new seed hash.
    expect(live.cur.turnNum).toBe(String(Number(turn.turnNum) + 1));
    expect(live.cur.seedHash).not.toBe(info.cur.seedHash);

    // Too early for the first ball.
    await t.app.modules.lottery.tick(drawAt + 3999, [70]);
    expect((await openInfo(70)).pre.openNum).toBe('');
    for (let ball = 1; ball <= 7; ball++) {
      await t.app.modules.lottery.tick(drawAt + ball * 4000, [70]);
      live = await openInfo(70);
      expect(live.pre.openNum.split(',')).toHaveLength(ball);
      expect(live.pre.isStreaming).toBe(ball < 7);
    }
    const seed = live.pre.fairness?.seed;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(sha256(seed!)).toBe(info.cur.seedHash);
    expect(live.pre.openNum).toBe(
      deriveNumbersSync(hexToBytes(seed!), (k, m) => createHmac('sha256', k).update(m).digest()).join(','),
    );
  });

  it('never re-rolls a result: the database refuses to change drawn numbers or a seed', async () => {
    const { rows } = await t.pool.query<{ id: string }>(
      `SELECT id FROM lottery_turns WHERE game_id = 70 AND status = 'drawn' LIMIT 1`,
    );
    await expect(
      t.pool.query(`UPDATE lottery_turns SET numbers = '{1,2,3,4,5,6,7}' WHERE id = $1`, [rows[0]!.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      t.pool.query(`UPDATE lottery_turns SET seed = repeat('0', 64) WHERE id = $1`, [rows[0]!.id]),
    ).rejects.toThrow(/is fixed/);
    await expect(t.pool.query(`DELETE FROM lottery_turns WHERE id = $1`, [rows[0]!.id])).rejects.toThrow(
      /cannot be deleted/,
    );
  });

  it('continues an interrupted reveal from the stored ball count', async () => {
    const info = await openTurn(90);
    const turn = (await repo.findTurn(t.pool, 90, info.cur.turnNum))!;
    const drawAt = turn.drawAt.getTime();
    await t.app.modules.lottery.tick(drawAt, [90]);
    await t.app.modules.lottery.tick(drawAt + 4000, [90]);
    await t.app.modules.lottery.tick(drawAt + 8000, [90]);
    // A restart much later reveals one ball per tick, never all at once.
    await t.app.modules.lottery.tick(drawAt + 600_000, [90]);
    expect((await repo.findTurn(t.pool, 90, turn.turnNum))!.revealed).toBe(3);
  });

  it('starts the draw at once through the audited draw-now call', async () => {
    await openTurn(110);
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/110/draw-now',
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { turnNum } = (res.json() as { data: { turnNum: string } }).data;
    expect((await openInfo(110)).pre).toMatchObject({ turnNum, isStreaming: true });
    const { rows } = await t.pool.query(
      `SELECT actor FROM audit_log WHERE action = 'lottery.draw-now' AND target_id = $1`,
      [`110:${turnNum}`],
    );
    expect(rows).toEqual([{ actor: 'admin:ops1' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/draw-now',
      headers: admin,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('manual results', () => {
  const hkTurn = async () => (await openTurn(1)).cur.turnNum;

  it('enters the official result with an audit row, and refuses a second entry', async () => {
    const turnNum = await hkTurn();
    const body = { turnNum, numbers: [3, 14, 22, 31, 40, 47, 9] };
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      headers: admin,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: { openNum: string } }).data.openNum).toBe('3,14,22,31,40,47,9');
    const info = await openInfo(1);
    expect(info.pre).toMatchObject({
      turnNum,
      openNum: '3,14,22,31,40,47,9',
      isStreaming: false,
      fairness: null,
    });
    expect(info.cur.turnNum).not.toBe(turnNum);
    const { rows } = await t.pool.query(
      `SELECT actor, detail FROM audit_log WHERE action = 'lottery.result.enter' AND target_id = $1`,
      [`1:${turnNum}`],
    );
    expect(rows).toEqual([
      { actor: 'admin:ops1', detail: { numbers: [3, 14, 22, 31, 40, 47, 9], source: 'manual' } },
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      headers: admin,
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'LOTTERY/ALREADY_DRAWN',
      msg: '该期已开奖，如需更正请使用更正接口',
    });
  });

  it('corrects a result only through the audited correction, keeping both versions', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/lottery/1/results/2025134',
      headers: admin,
      payload: { numbers: [7, 10, 11, 19, 25, 30, 46], reason: '录入错误' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.pool.query(
      `SELECT detail FROM audit_log WHERE action = 'lottery.result.correct' AND target_id = '1:2025134'`,
    );
    expect(rows[0]!.detail).toEqual({
      before: [7, 10, 11, 19, 25, 30, 45],
      after: [7, 10, 11, 19, 25, 30, 46],
      reason: '录入错误',
    });
    // Outside the correction path the same change is refused.
    await expect(
      t.pool.query(
        `UPDATE lottery_turns SET numbers = '{1,2,3,4,5,6,7}' WHERE game_id = 1 AND turn_num = '2025134'`,
      ),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('refuses bad numbers, rng games and a missing admin token', async () => {
    const dup = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      headers: admin,
      payload: { turnNum: '2026050', numbers: [1, 1, 2, 3, 4, 5, 6] },
    });
    expect(dup.statusCode).toBe(400);
    const range = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      headers: admin,
      payload: { turnNum: '2026050', numbers: [1, 2, 3, 4, 5, 6, 50] },
    });
    expect(range.statusCode).toBe(400);
    const rng = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/70/results',
      headers: admin,
      payload: { turnNum: '2026999', numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(rng.statusCode).toBe(409);
    expect(rng.json()).toMatchObject({ msg: '该游戏由系统随机开奖，不能手工录入结果' });
    const anon = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/1/results',
      payload: { turnNum: '2026050', numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(anon.statusCode).toBe(401);
    const corrRng = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/lottery/70/results/2026001',
      headers: admin,
      payload: { numbers: [1, 2, 3, 4, 5, 6, 7], reason: 'x' },
    });
    expect(corrRng.statusCode).toBe(409);
  });
});

describe('feed results', () => {
  let server: Server;
  let served: unknown = { results: [] };
  let hits = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(served));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await t.pool.query(
      `UPDATE lottery_games SET source = 'feed', feed_url = $1, feed_late_minutes = 10 WHERE game_id = 95`,
      [`http://127.0.0.1:${port}/results.json`],
    );
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('retries with backoff, records a late alert once, then accepts the next turn’s result', async () => {
    const deps = t.app.modules.lottery.deps;
    const game = (await repo.findGame(t.pool, 95))!;
    await t.app.modules.lottery.tick(Date.now(), [95]);
    // The app's own poller may already have asked when the draw is under a minute away.
    hits = 0;
    const cur = (await repo.currentTurn(t.pool, 95))!;
    expect(cur.source).toBe('feed');
    expect(cur.seedHash).toBeNull();
    const poller = new FeedPoller({
      leadMs: 60_000,
      baseBackoffMs: 5_000,
      maxBackoffMs: 60_000,
      timeoutMs: 2_000,
    });
    const drawAt = cur.drawAt.getTime();

    expect(await poller.poll(deps, game, drawAt - 120_000)).toBe('idle');
    expect(await poller.poll(deps, game, drawAt)).toBe('waiting');
    expect(hits).toBe(1);
    // Backing off: no request before 5 s, then 10 s.
    expect(await poller.poll(deps, game, drawAt + 4_000)).toBe('waiting');
    expect(hits).toBe(1);
    await poller.poll(deps, game, drawAt + 5_000);
    expect(hits).toBe(2);
    await poller.poll(deps, game, drawAt + 14_000);
    expect(hits).toBe(2);

    await poller.poll(deps, game, drawAt + 11 * 60_000);
    await poller.poll(deps, game, drawAt + 12 * 60_000);
    const alerts = await t.pool.query(
      `SELECT kind, message FROM lottery_alerts WHERE game_id = 95 AND turn_num = $1`,
      [cur.turnNum],
    );
    expect(alerts.rows).toEqual([
      { kind: 'late', message: `第 ${cur.turnNum} 期结果已超过开奖时间 10 分钟未到` },
    ]);

    served = {
      results: [
        { turnNum: 'other', numbers: [1, 2, 3, 4, 5, 6, 7] },
        { turnNum: cur.turnNum, openNum: '5,6,7,8,9,10,11' },
      ],
    };
    expect(await poller.poll(deps, game, drawAt + 20 * 60_000)).toBe('recorded');
    const info = await openInfo(95);
    expect(info.pre).toMatchObject({ turnNum: cur.turnNum, openNum: '5,6,7,8,9,10,11' });
    const { rows } = await t.pool.query(
      `SELECT actor FROM audit_log WHERE action = 'lottery.result.enter' AND target_id = $1`,
      [`95:${cur.turnNum}`],
    );
    expect(rows).toEqual([{ actor: 'feed' }]);
  });
});

describe('open info files', () => {
  it('serves openInfo and the static file from memory with an ETag, rebuilt on a state change', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/app-api/v/lottery/openInfo?gameId=110&_t=1' });
    const b = await t.app.inject({
      method: 'GET',
      url: '/app-api/v/lottery/openInfo?gameId=110&_t=2',
      headers: { 'if-none-match': a.headers.etag as string },
    });
    expect(a.headers.etag).toBeTruthy();
    // Within the same second the bytes are the same; 304 when the client has them.
    if (b.statusCode !== 304)
      expect(
        Number((b.json() as { data: OpenInfo }).data.serverTime) -
          Number((a.json() as { data: OpenInfo }).data.serverTime),
      ).toBeGreaterThanOrEqual(1000);

    const file = await t.app.inject({ method: 'GET', url: '/sys-upload/data/lotery/110.json?_t=3' });
    expect(file.statusCode).toBe(200);
    const parsed = openInfoSchema.parse(file.json());
    expect(parsed.gameId).toBe(110);
    expect(Math.abs(parsed.serverTime - Date.now())).toBeLessThan(5_000);

    const before = parsed.cur.turnNum;
    await t.app.inject({ method: 'POST', url: '/app-api/admin/lottery/110/draw-now', headers: admin });
    const after = openInfoSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/sys-upload/data/lotery/110.json' })).json(),
    );
    expect(after.pre).toMatchObject({ turnNum: before, isStreaming: true });
    expect((await t.app.inject({ method: 'GET', url: '/sys-upload/data/lotery/999.json' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/app-api/v/lottery/openInfo?gameId=999' })).statusCode,
    ).toBe(404);
  });
});

describe('game socket', () => {
  it('delivers each BALL and the RESULT to subscribers, answers PING with PONG', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const client = await connectGameClient(`ws://127.0.0.1:${port}/ws-game/90`);
    const { frames } = client;
    client.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 90, type: 'RESULT' }));
    await client.roundTrip();
    expect(frames).toContainEqual({ command: 'PONG', content: '' });

    // Finish the draw left half-revealed above, then draw the next one.
    const pendingDraw = (await repo.lockPendingTurns(t.pool, 90)).find((x) => x.status === 'drawing');
    let now = Date.now() + 700_000;
    for (let i = 0; i < 4 && pendingDraw; i++) await t.app.modules.lottery.tick((now += 4000), [90]);
    frames.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/app-api/admin/lottery/90/draw-now',
      headers: admin,
    });
    const { turnNum } = (res.json() as { data: { turnNum: string } }).data;
    now = Math.max(now, Date.now());
    for (let i = 1; i <= 7; i++) await t.app.modules.lottery.tick((now += 4000), [90]);
    // The draw is over once its final RESULT (no longer streaming) has arrived.
    await client.nextFrame((f) => {
      const c = f.content ? (JSON.parse(f.content) as GameContent) : null;
      return f.command === 'RESULT' && c?.turnNum === turnNum && c.isStreaming === false;
    });
    client.close();

    const contents = frames.map((f) => ({ command: f.command, ...(JSON.parse(f.content) as GameContent) }));
    const balls = contents.filter((c) => c.command === 'BALL' && c.turnNum === turnNum);
    expect(balls.map((b) => b.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(balls.every((b) => b.gameId === 90 && b.type === 'RESULT')).toBe(true);
    const final = contents.filter((c) => c.command === 'RESULT' && c.turnNum === turnNum).at(-1)!;
    expect(final.isStreaming).toBe(false);
    const next = await openInfo(90);
    expect(final).toMatchObject({ nextTurnNum: next.cur.turnNum, planTime: next.plan.planTime });
    expect(String(final.openNum).split(',')).toHaveLength(7);
    expect(sha256(String(final.seed))).toBe(final.seedHash);
    expect(balls.map((b) => b.num).join(',')).toBe(final.openNum);
  });

  it('sends VIDEO and LIVE_URL_HISTORY to their subscribers when the live address changes', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const client = await connectGameClient(`ws://127.0.0.1:${port}/ws-game/110`);
    client.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 110, type: 'VIDEO' }));
    client.ws.send(JSON.stringify({ command: 'SUBSCRIBE', gameId: 110, type: 'LIVE_URL_HISTORY' }));
    await client.roundTrip();
    const since = client.frames.length;
    const liveUrl = 'https://live.example.com/110/index.m3u8';
    const res = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/lottery/110/live-url',
      headers: admin,
      payload: { liveUrl },
    });
    expect(res.statusCode, res.body).toBe(200);
    await client.nextFrame((f) => f.command === 'VIDEO', { since });
    await client.nextFrame((f) => f.command === 'LIVE_URL_HISTORY', { since });
    // A last round trip lets anything else the change sent arrive before counting.
    await client.roundTrip();
    client.close();
    const frames = client.frames.slice(since).filter((f) => f.command !== 'PONG');
    expect(frames.map((f) => f.command).sort()).toEqual(['LIVE_URL_HISTORY', 'VIDEO']);
    expect(JSON.parse(frames.find((f) => f.command === 'VIDEO')!.content)).toEqual({
      gameId: 110,
      type: 'VIDEO',
      liveUrl,
    });
    expect((await openInfo(110)).cur.liveUrl).toBe(liveUrl);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/app-api/admin/lottery/110/live-url',
      headers: admin,
      payload: { liveUrl: 'not a url' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('demo seed', () => {
  it('adds nothing when run again', async () => {
    const count = async () =>
      (await t.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_turns')).rows[0]!.n;
    const before = await count();
    await seedLottery(t.app);
    expect(await count()).toBe(before);
    const games = await t.pool.query(`SELECT game_id, source, schedule FROM lottery_games ORDER BY game_id`);
    // 95 was switched to a feed above: re-seeding keeps an operator's change.
    expect(games.rows.map((g: { game_id: number; source: string }) => [g.game_id, g.source])).toEqual([
      [1, 'manual'],
      [70, 'rng'],
      [90, 'rng'],
      [95, 'feed'],
      [110, 'rng'],
    ]);
    expect(games.rows[0].schedule).toEqual({ kind: 'weekly', weekdays: [2, 4, 6], time: '21:30' });
  });

  it('turns the real Hong Kong ids into turn numbers', () => {
    expect(hkTurnNum('25/134')).toBe('2025134');
    expect(hkTurnNum('93/001')).toBe('1993001');
  });
});

describe('test clock', () => {
  const openNow = (gameId: number, seconds: unknown) =>
    t.app.inject({ method: 'POST', url: `/app-api/admin/lottery/${gameId}/open-now`, headers: admin, payload: { seconds } });

  it('opens a closed period for the seconds asked, audited, and leaves one open long enough alone', async () => {
    const { cur } = await openTurn(110);
    // The scheduler closes betting at the close time; the draw is still ahead.
    await t.app.modules.lottery.tick(cur.closeTime, [110]);
    expect((await repo.findTurn(t.pool, 110, cur.turnNum))!.status).toBe('closed');
    const res = await openNow(110, 60);
    expect(res.statusCode, res.body).toBe(200);
    const opened = (res.json() as { data: { turnNum: string; closeAt: number; drawAt: number } }).data;
    const left = opened.closeAt - Date.now();
    expect(opened.turnNum).toBe(cur.turnNum);
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(opened.drawAt).toBeGreaterThan(opened.closeAt);
    // What members read (the cached open info) shows it open at once.
    expect((await openInfo(110)).cur).toMatchObject({ turnNum: cur.turnNum, closeTime: opened.closeAt });
    expect((await repo.findTurn(t.pool, 110, cur.turnNum))!.status).toBe('open');
    const again = (await openNow(110, 30)).json() as { data: { turnNum: string; closeAt: number } };
    expect(again.data).toMatchObject({ turnNum: cur.turnNum, closeAt: opened.closeAt });
    const { rows } = await t.pool.query(`SELECT actor FROM audit_log WHERE action = 'lottery.open-now' AND target_id = $1`, [
      `110:${cur.turnNum}`,
    ]);
    expect(rows).toEqual([{ actor: 'admin:ops1' }]);
  });

  it('refuses games without our own draw and bounds the seconds', async () => {
    expect((await openNow(1, 60)).statusCode).toBe(409);
    for (const bad of [0, 9, 3601, '1e3', -5]) expect((await openNow(110, bad)).statusCode, String(bad)).toBe(400);
  });

  it('refuses a guest and a member: only an operator moves a period', async () => {
    const member = await createUser(t.app);
    for (const headers of [{}, member.headers]) {
      const res = await t.app.inject({ method: 'POST', url: '/app-api/admin/lottery/110/open-now', headers, payload: { seconds: 60 } });
      expect(res.statusCode).toBe(401);
    }
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'lottery.open-now'`);
    expect(rows[0].n).toBe(1);
  });
});
