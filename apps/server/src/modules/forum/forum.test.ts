import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bill, GAME_ID, tablesForDrawDate, zodiacIn } from '@sixmark/shared';
import { closePeriod, drawPeriod, openPeriod } from '../../../test/bets';
import { createUser, type TestUser } from '../../../test/factories';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { scoreDue } from './forum.service';

let t: TestApp;
const GAME = GAME_ID.taiwan;
const admin = () => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'mod' });

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) => {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};
const post = (u: TestUser | null, url: string, payload: object = {}) => call('POST', `/app-api/api/forum${url}`, u?.headers ?? {}, payload);
const get = (u: TestUser | null, url: string) => call('GET', `/app-api/api/forum${url}`, u?.headers ?? {});
const money = async (id: number) => Number((await t.pool.query('SELECT money FROM wallets WHERE user_id = $1', [id])).rows[0].money);
const inbox = async (id: number) => (await t.pool.query<{ content: string }>('SELECT content FROM push_messages WHERE user_id = $1 ORDER BY id', [id])).rows.map((r) => r.content);

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 30 });
});
afterAll(async () => t.close());

describe('forum posts, replies and reactions', () => {
  it('guests read; guests and trial accounts cannot write (the existing texts)', async () => {
    const list = await get(null, '/posts?board=water');
    expect(list.status).toBe(200);
    expect(list.body.data.totalCount).toBeGreaterThan(0);
    const guest = await post(null, '/posts', { board: 'water', title: 'x', content: 'y' });
    expect(guest.status).toBe(401);
    expect(guest.body.msg).toBe('请先登录');
    const trial = await createUser(t.app, { type: 'TEST' });
    for (const url of ['/posts', '/posts/1/replies', '/posts/1/like', '/posts/1/unlock', '/authors/1/follow']) {
      const r = await post(trial, url, { board: 'water', title: 'x', content: 'y', on: true });
      expect(r.status, url).toBe(403);
      expect(r.body.msg).toBe('试玩账户无法进行该操作，请注册正式账户!');
    }
  });

  it('posts with sanitised rich text and word filter; replies quote; likes and favourites are set-state; follows notify', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await t.pool.query(`INSERT INTO chat_word_filters (company_id, word, replacement) VALUES ($1, '坏词', '**')`, [await t.app.companyId()]);
    const follow = await post(b, `/authors/${a.id}/follow`, { on: true });
    expect(follow.body.data).toEqual({ on: true, count: 1 });
    expect((await post(b, `/authors/${a.id}/follow`, { on: true })).body.data.count).toBe(1);
    const created = await post(a, '/posts', { board: 'water', title: '标题<b>坏词</b>', content: '<p onclick="x()">正文 坏词</p><script>alert(1)</script><img src="/sys-upload/uploads/a.png">' });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const detail = (await get(b, `/posts/${id}`)).body.data;
    expect(detail.title).toBe('标题**');
    expect(detail.content).not.toMatch(/script|onclick|坏词/);
    expect(detail.content).toContain('<img');
    expect(detail.followingAuthor).toBe(true);
    expect((await inbox(b.id)).some((m) => m.includes('发布了新帖'))).toBe(true);

    const r1 = await post(b, `/posts/${id}/replies`, { content: '第一条回复' });
    expect(r1.status).toBe(200);
    const r2 = await post(a, `/posts/${id}/replies`, { content: '回复你', quoteReplyId: r1.body.data.id });
    expect(r2.status).toBe(200);
    const replies = (await get(null, `/posts/${id}/replies`)).body.data;
    expect(replies.totalCount).toBe(2);
    expect(replies.data[1].quote).toMatchObject({ id: r1.body.data.id, content: '第一条回复' });
    expect((await inbox(a.id)).some((m) => m.includes('回复了您的帖子'))).toBe(true);

    for (let i = 0; i < 2; i++) expect((await post(b, `/posts/${id}/like`, { on: true })).body.data).toEqual({ on: true, count: 1 });
    expect((await post(b, `/posts/${id}/favourite`, { on: true })).body.data).toEqual({ on: true, count: 1 });
    expect((await get(b, '/posts?favourites=1')).body.data.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await post(b, `/posts/${id}/like`, { on: false })).body.data).toEqual({ on: false, count: 0 });
    expect((await post(b, `/posts/${id}/like`, { on: false })).body.data).toEqual({ on: false, count: 0 });

    // Search by title and by author; hot sort answers.
    expect((await get(null, `/posts?keyword=${encodeURIComponent('标题')}`)).body.data.data.some((p: { id: number }) => p.id === id)).toBe(true);
    expect((await get(null, `/posts?keyword=${a.account}`)).body.data.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await get(null, '/posts?sort=hot&board=water')).status).toBe(200);

    expect((await post(b, `/posts/${id}/report`, { reason: '广告' })).status).toBe(200);
  });

  it('a moderator hides a post: gone for everyone, audited; lock refuses replies; ban refuses posting', async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const id = (await post(a, '/posts', { board: 'water', title: '将被隐藏', content: '内容' })).body.data.id;
    expect((await call('POST', `/app-api/admin/forum/posts/${id}/lock`, admin(), { on: true })).status).toBe(200);
    const locked = await post(b, `/posts/${id}/replies`, { content: '试试' });
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('该帖已锁定，不能回复');
    expect((await call('POST', `/app-api/admin/forum/posts/${id}/hide`, admin(), { on: true })).status).toBe(200);
    for (const u of [null, a, b]) expect((await get(u, `/posts/${id}`)).status).toBe(404);
    expect((await get(null, '/posts?board=water&rows=50')).body.data.data.some((p: { id: number }) => p.id === id)).toBe(false);
    const audit = await t.pool.query(`SELECT actor FROM audit_log WHERE action = 'forum.post.hide' AND target_id = $1`, [String(id)]);
    expect(audit.rowCount).toBe(1);
    expect((await call('POST', `/app-api/admin/forum/users/${a.id}/ban`, admin(), { on: true, reason: '刷屏' })).status).toBe(200);
    const banned = await post(a, '/posts', { board: 'water', title: 't', content: 'c' });
    expect(banned.status).toBe(403);
    expect(banned.body.msg).toBe('您已被禁止在论坛发言');
  });

  it('counts posts per member before the check: of 50 concurrent posts over a limit of 3, exactly 3 pass', async () => {
    const companyId = await t.app.companyId();
    await t.pool.query('UPDATE forum_settings SET posts_per_hour_user = 3 WHERE company_id = $1', [companyId]);
    const a = await createUser(t.app);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => post(a, '/posts', { board: 'water', title: `第${i}帖`, content: '内容' })));
    expect(res.filter((r) => r.status === 200)).toHaveLength(3);
    expect(res.filter((r) => r.status === 429).every((r) => r.body.msg === '发帖太频繁，请稍后再试')).toBe(true);
    await t.pool.query('UPDATE forum_settings SET posts_per_hour_user = 20 WHERE company_id = $1', [companyId]);
  });

  it('lists the games the forum takes from the lottery games (no 幸运牛牛, none disabled) and refuses posts about any other', async () => {
    const lottery = (await call('GET', '/app-api/game/play-cate')).body.data as { gameId: number; gameName: string }[];
    const games = (await get(null, '/games')).body.data as { gameId: number; gameName: string }[];
    expect(lottery.some((g) => g.gameId === GAME_ID.luckyNiuNiu)).toBe(true);
    expect(games).toEqual(lottery.filter((g) => g.gameId !== GAME_ID.luckyNiuNiu).map(({ gameId, gameName }) => ({ gameId, gameName })));
    expect(games.map((g) => g.gameId)).toEqual(expect.arrayContaining([GAME_ID.macau, GAME_ID.hongKong, GAME]));
    expect(games.every((g) => g.gameName !== '')).toBe(true);

    const a = await createUser(t.app);
    const count = async () => Number((await t.pool.query('SELECT count(*) FROM forum_posts WHERE user_id = $1', [a.id])).rows[0].count);
    // From an address of its own: the other tests here use up most of the shared address's hourly posts.
    const postFrom = async (u: TestUser, url: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/app-api/api/forum${url}`, headers: u.headers, payload, remoteAddress: '10.20.30.40' });
      return { status: res.statusCode, body: res.json() };
    };
    for (const body of [
      { board: 'public', gameId: GAME_ID.luckyNiuNiu, title: '牛牛资料', content: '内容' },
      { board: 'public', gameId: 4242, title: '没有的游戏', content: '内容' },
      { board: 'master', title: '牛牛预测', content: '', forecast: { gameId: GAME_ID.luckyNiuNiu, picks: { number: [1] } } },
    ]) {
      const r = await postFrom(a, '/posts', body);
      expect(r.status, body.title).toBe(400);
      expect(r.body.msg).toBe('该游戏不能发布资料或预测');
    }
    expect(await count()).toBe(0);
    expect((await postFrom(a, '/posts', { board: 'public', gameId: GAME, title: '台湾资料', content: '内容' })).status).toBe(200);

    // A game the operator disables leaves the list and takes no new posts.
    await t.pool.query('UPDATE lottery_games SET enabled = false WHERE game_id = $1', [GAME_ID.liveStream]);
    try {
      expect(((await get(null, '/games')).body.data as { gameId: number }[]).some((g) => g.gameId === GAME_ID.liveStream)).toBe(false);
      expect((await postFrom(a, '/posts', { board: 'public', gameId: GAME_ID.liveStream, title: '直播资料', content: '内容' })).status).toBe(400);
    } finally {
      await t.pool.query('UPDATE lottery_games SET enabled = true WHERE game_id = $1', [GAME_ID.liveStream]);
    }
    expect(await count()).toBe(1);
  });

  it('holds a new account first post for review when the operator wants, until approved', async () => {
    const companyId = await t.app.companyId();
    await t.pool.query('UPDATE forum_settings SET hold_new_accounts = true WHERE company_id = $1', [companyId]);
    const a = await createUser(t.app);
    const r = await post(a, '/posts', { board: 'water', title: '新人首帖', content: '内容' });
    expect(r.body.data.status).toBe('held');
    expect(r.body.msg).toBe('您的帖子已提交，审核通过后显示');
    expect((await get(null, `/posts/${r.body.data.id}`)).status).toBe(404);
    expect((await get(a, `/posts/${r.body.data.id}`)).body.data.status).toBe('held');
    expect((await call('POST', `/app-api/admin/forum/posts/${r.body.data.id}/approve`, admin())).status).toBe(200);
    expect((await get(null, `/posts/${r.body.data.id}`)).status).toBe(200);
    await t.pool.query('UPDATE forum_settings SET hold_new_accounts = false WHERE company_id = $1', [companyId]);
  });
});

describe('forecast posts', () => {
  it('binds to the next period, refuses edits after close, scores only the final result, records and leaderboard', async () => {
    const turnNum = await openPeriod(t.app, GAME);
    const a = await createUser(t.app);
    const forecast = { gameId: GAME, picks: { number: [7, 8, 9], zodiac: ['马'], colour: ['green'], tail: [9], lm: ['大'] } };
    const wrongBoard = await post(a, '/posts', { board: 'water', title: 'x', content: '', forecast });
    expect(wrongBoard.status).toBe(400);
    const bad = await post(a, '/posts', { board: 'master', title: 'x', content: '', forecast: { gameId: GAME, picks: { lm: ['大', '小'] } } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('大小、单双各只能选一个');
    const created = await post(a, '/posts', { board: 'master', title: '本期预测', content: '', forecast });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    let d = (await get(null, `/posts/${id}`)).body.data;
    expect(d.forecast).toMatchObject({ gameId: GAME, turnNum, locked: false, result: null, picks: forecast.picks });
    const dup = await post(a, '/posts', { board: 'master', title: '再来', content: '', forecast });
    expect(dup.status).toBe(400);

    // Only the author edits: another member, a trial account and a guest are refused, nothing changes.
    const other = await createUser(t.app);
    const foreign = await post(other, `/posts/${id}/edit`, { title: '别人改', content: '', picks: { zodiac: ['鼠'] } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.msg).toBe('只能修改自己的帖子');
    expect((await post(await createUser(t.app, { type: 'TEST' }), `/posts/${id}/edit`, { title: '试玩改', content: '', picks: { zodiac: ['鼠'] } })).status).toBe(403);
    expect((await post(null, `/posts/${id}/edit`, { title: '游客改', content: '', picks: { zodiac: ['鼠'] } })).status).toBe(401);
    expect((await get(null, `/posts/${id}`)).body.data.forecast.picks).toEqual(forecast.picks);
    expect((await post(a, `/posts/${id}/edit`, { title: '改一下', content: '', picks: { zodiac: ['马', '羊'] } })).status).toBe(200);
    await closePeriod(t.pool, GAME, turnNum);
    const late = await post(a, `/posts/${id}/edit`, { title: '封盘后改', content: '', picks: { zodiac: ['鼠'] } });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('该期已封盘，预测不能再修改');

    // A provisional result (still revealing) is never scored.
    await t.pool.query(`UPDATE lottery_turns SET status = 'drawing', numbers = $3, revealed = 3 WHERE game_id = $1 AND turn_num = $2`, [GAME, turnNum, [1, 2, 3, 4, 5, 6, 49]]);
    await scoreDue(t.pool);
    expect((await get(null, `/posts/${id}`)).body.data.forecast.result).toBeNull();
    await drawPeriod(t.pool, GAME, turnNum, [1, 2, 3, 4, 5, 6, 49]);
    expect(await scoreDue(t.pool)).toBeGreaterThanOrEqual(1);
    d = (await get(null, `/posts/${id}`)).body.data;
    // Picks were edited to zodiac 马/羊 only; 49 belongs to the year's own animal (本命).
    const yearAnimal = zodiacIn(tablesForDrawDate(Date.now()), 49);
    expect(d.forecast.openNum).toBe('1,2,3,4,5,6,49');
    expect(d.forecast.result).toEqual({ zodiac: ['马', '羊'].includes(yearAnimal) ? 'hit' : 'miss' });
    expect(d.forecast.records[0]).toMatchObject({ pickType: 'zodiac', record: { periods: 1 } });
    const profile = (await get(null, `/authors/${a.id}`)).body.data;
    expect(profile.records).toEqual([expect.objectContaining({ gameId: GAME, pickType: 'zodiac' })]);
    const board = (await get(null, `/leaderboard?gameId=${GAME}&pickType=zodiac`)).body.data;
    expect(board.some((r: { author: { id: number } }) => r.author.id === a.id)).toBe(true);

    // A corrected result (the audited manual correction) is scored again.
    const special = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((n) => !['马', '羊'].includes(zodiacIn(tablesForDrawDate(Date.now()), n)))!;
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('sixmark.lottery_correction', 'on', true)`);
      // Only a manual game's result can be corrected: this period stands in for one.
      await client.query(`UPDATE lottery_turns SET source = 'manual' WHERE game_id = $1 AND turn_num = $2`, [GAME, turnNum]);
      await client.query(`UPDATE lottery_turns SET numbers = $3 WHERE game_id = $1 AND turn_num = $2`, [GAME, turnNum, [13, 14, 15, 16, 17, 18, special]]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await scoreDue(t.pool)).toBe(1);
    expect((await get(null, `/posts/${id}`)).body.data.forecast.result).toEqual({ zodiac: 'miss' });
    expect(await scoreDue(t.pool)).toBe(0);
  });

  it('unlock charges once under 50 concurrent calls, pays author and house share, refunds on edit, ledger balanced', async () => {
    const turnNum = await openPeriod(t.app, GAME_ID.macau);
    const author = await createUser(t.app);
    const buyer = await createUser(t.app, { money: 100_000 });
    const price = 10; // yuan
    const created = await post(author, '/posts', { board: 'master', title: '付费预测', content: '分析', forecast: { gameId: GAME_ID.macau, picks: { number: [1, 2, 3] }, price } });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await get(buyer, `/posts/${id}`)).body.data.forecast).toMatchObject({ picks: null, price, turnNum });
    const res = await Promise.all(Array.from({ length: 50 }, () => post(buyer, `/posts/${id}/unlock`)));
    expect(res.every((r) => r.status === 200)).toBe(true);
    expect(res.filter((r) => r.body.data.charged > 0)).toHaveLength(1);
    expect(await money(buyer.id)).toBe(100_000 - 10_000);
    // The author's share (80 %, the house keeps 20 % by default) is held until the draw is final.
    expect(await money(author.id)).toBe(0);
    const bills = async () =>
      (await t.pool.query('SELECT bill_type, amount FROM wallet_ledger WHERE user_id = ANY($1) AND bill_type >= 40 ORDER BY id', [[buyer.id, author.id]])).rows.map((r) => [
        r.bill_type,
        Number(r.amount),
      ]);
    expect(await bills()).toEqual([[Bill.forumUnlock, -10_000]]);
    expect((await get(buyer, `/posts/${id}`)).body.data.forecast).toMatchObject({ unlocked: true, picks: { number: [1, 2, 3] } });
    expect((await get(author, `/authors/${author.id}`)).body.data.earnings).toEqual({ total: 0, pending: 8, unlocks: 1 });
    expect((await get(buyer, `/authors/${author.id}`)).body.data.earnings).toBeNull();

    const edit = await post(author, `/posts/${id}/edit`, { title: '付费预测（更新）', content: '分析', picks: { number: [4, 5, 6] } });
    expect(edit.body.data).toEqual({ refunded: 1 });
    expect(await money(buyer.id)).toBe(100_000);
    expect(await money(author.id)).toBe(0);
    expect(await bills()).toEqual([
      [Bill.forumUnlock, -10_000],
      [Bill.forumUnlockRefund, 10_000],
    ]);
    expect((await get(buyer, `/posts/${id}`)).body.data.forecast).toMatchObject({ unlocked: false, picks: null });
    expect((await get(author, `/authors/${author.id}`)).body.data.earnings).toEqual({ total: 0, pending: 0, unlocks: 0 });
    // The new version can be bought again, once.
    expect((await post(buyer, `/posts/${id}/unlock`)).body.data.charged).toBe(price);
    expect((await post(buyer, `/posts/${id}/unlock`)).body.data.charged).toBe(0);
    // Own forecast and over the cap are refused.
    expect((await post(author, `/posts/${id}/unlock`)).status).toBe(400);
    await t.pool.query(`UPDATE lottery_turns SET close_at = now() + interval '1 hour' WHERE game_id = $1 AND turn_num = $2`, [GAME_ID.macau, turnNum]);
    const other = await createUser(t.app);
    const tooDear = await post(other, '/posts', { board: 'master', title: '太贵', content: 'x', forecast: { gameId: GAME_ID.macau, picks: { number: [1] }, price: 5000 } });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body.msg).toBe('解锁价格不能超过100元');
    const poor = await createUser(t.app);
    const broke = await post(poor, `/posts/${id}/unlock`);
    expect(broke.status).toBe(400);
    await assertLedgerBalanced(t.pool);
  });
});
