import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Bill, GAME_ID } from '@sixmark/shared';
import { drawPeriod, openPeriod } from '../../../test/bets';
import { createUser, type TestUser } from '../../../test/factories';
import { assertLedgerBalanced, createTestApp, type TestApp } from '../../../test/helper';
import { assertMoneyAccounted } from '../../../test/money-flows';
import { scoreDue } from './forum.service';

// Paid unlocks under attack: an author who moves the income out and edits to trigger refunds,
// with requests racing each other on a 24-connection pool.
let t: TestApp;
const GAME = GAME_ID.macau;
beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
  await assertMoneyAccounted(t.pool);
});
afterAll(async () => t.close());

const call = async (u: TestUser, url: string, payload: object = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, headers: { ...u.headers, ...headers }, payload });
  return { status: res.statusCode, body: res.json() };
};
/** Everything a member holds: main balance, game wallet and frozen. */
const holdings = async (id: number) => {
  const { rows } = await t.pool.query<{ total: string }>('SELECT (money + live_money + frozen)::text AS total FROM wallets WHERE user_id = $1', [id]);
  return Number(rows[0]!.total);
};
const forumNet = async (ids: number[]) => {
  const { rows } = await t.pool.query<{ net: string }>(
    'SELECT COALESCE(sum(amount), 0)::text AS net FROM wallet_ledger WHERE user_id = ANY($1) AND bill_type BETWEEN $2 AND $3',
    [ids, Bill.forumUnlock, Bill.forumIncomeReversal],
  );
  return Number(rows[0]!.net);
};

/** A 100-yuan forecast of `author` on the open period; answers the post id. */
const pricedForecast = async (author: TestUser, title: string) => {
  const created = await call(author, '/app-api/api/forum/posts', { board: 'master', title, content: '分析', forecast: { gameId: GAME, picks: { number: [1, 2, 3] }, price: 100 } });
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};

describe('forum unlock money', () => {
  it('an author who moves unlock income out and edits three times gains nothing; the buyer is refunded in full', async () => {
    const turnNum = await openPeriod(t.app, GAME);
    const author = await createUser(t.app);
    const buyer = await createUser(t.app, { money: 100_000 });
    const id = await pricedForecast(author, '付费预测');
    for (let cycle = 0; cycle < 3; cycle++) {
      const unlocked = await call(buyer, `/app-api/api/forum/posts/${id}/unlock`);
      expect(unlocked.body.data.charged).toBe(100);
      // The author tries to move the income out while editing: the income is held, so there is
      // nothing to move, and the edit refunds the buyer from the hold.
      const [moved, edit] = await Promise.all([
        call(author, '/app-api/api/wallet/transfer', { amount: 80, direction: 'in' }, { 'idempotency-key': `move-${cycle}` }),
        call(author, `/app-api/api/forum/posts/${id}/edit`, { title: `付费预测 ${cycle}`, content: '分析', picks: { number: [cycle + 4] } }),
      ]);
      expect(moved.status).toBe(400);
      expect(moved.body.msg).toBe('余额不足');
      expect(edit.body.data).toEqual({ refunded: 1 });
      expect(await holdings(buyer.id)).toBe(100_000);
      expect(await holdings(author.id)).toBe(0);
    }
    expect(await forumNet([author.id, buyer.id])).toBe(0);

    // The last unlock stands; the author is paid its share only once the draw is final.
    expect((await call(buyer, `/app-api/api/forum/posts/${id}/unlock`)).body.data.charged).toBe(100);
    const me = async () => (await t.app.inject({ method: 'GET', url: `/app-api/api/forum/authors/${author.id}`, headers: author.headers })).json().data.earnings;
    expect(await me()).toEqual({ total: 0, pending: 80, unlocks: 1 });
    await drawPeriod(t.pool, GAME, turnNum, [10, 11, 12, 13, 14, 15, 16]);
    await Promise.all([scoreDue(t.pool), scoreDue(t.pool), scoreDue(t.pool)]);
    await scoreDue(t.pool);
    expect(await holdings(author.id)).toBe(80_000);
    expect(await holdings(buyer.id)).toBe(0);
    expect(await me()).toEqual({ total: 80, pending: 0, unlocks: 1 });
    // The house kept its 20 %: the forum bills of the two net to minus the house share.
    expect(await forumNet([author.id, buyer.id])).toBe(-20_000);
    const edit = await call(author, `/app-api/api/forum/posts/${id}/edit`, { title: '开奖后改', content: '分析', picks: { number: [9] } });
    expect(edit.status).toBe(409);
  }, 60_000);

  it('an unlock bought before the hold (already credited) refunds only the house share and what is taken back', async () => {
    await openPeriod(t.app, GAME);
    const author = await createUser(t.app);
    const buyer = await createUser(t.app, { money: 100_000 });
    const id = await pricedForecast(author, '旧规则解锁');
    expect((await call(buyer, `/app-api/api/forum/posts/${id}/unlock`)).body.data.charged).toBe(100);
    // What the earlier rule did at unlock time: credited the author's 80 at once.
    const { rows } = await t.pool.query<{ id: string }>('UPDATE forum_unlocks SET released_at = now() WHERE post_id = $1 RETURNING id', [id]);
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      const { postLedger } = await import('../wallet');
      await postLedger(client, { userId: author.id, account: 'money', billType: Bill.forumUnlockIncome, amount: 80_000, reference: `forum-income:${rows[0]!.id}` });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    // The author moves 50 of it into the game wallet, then edits.
    expect((await call(author, '/app-api/api/wallet/transfer', { amount: 50, direction: 'in' }, { 'idempotency-key': 'legacy-move' })).status).toBe(200);
    expect((await call(author, `/app-api/api/forum/posts/${id}/edit`, { title: '改', content: '分析', picks: { number: [2] } })).body.data).toEqual({ refunded: 1 });
    // Taken back: the 30 left in the main balance; refunded: that 30 plus the house's 20.
    expect(await holdings(author.id)).toBe(50_000);
    expect(await holdings(buyer.id)).toBe(50_000);
    expect(await forumNet([author.id, buyer.id])).toBe(0);
  }, 60_000);
});
