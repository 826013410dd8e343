import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_MSG, INT32_MAX } from '@sixmark/shared';
import { createUser, type TestUser } from './factories';
import { createTestApp, operatorHeaders, type TestApp } from './helper';

/**
 * The input classes that once answered 500 (integers above 2^31-1, NUL bytes, year 0) now
 * answer 400 with the Chinese message naming the field, or are cleaned where the field is
 * free text. The fuzz test checks "no 5xx" broadly; this names the answers.
 */
let t: TestApp;
let member: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app);
});
afterAll(async () => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, msg: res.json().msg as string };
};
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, msg: res.json().msg as string, data: res.json().data };
};
const refused = (field: string, message: string) => ({ status: 400, msg: `参数「${field}」不正确：${message}` });
const idMsg = INPUT_MSG.int(1, INT32_MAX);
const dateMsg = INPUT_MSG.date('2000-01-01', '2100-12-31');

describe('bounded inputs', () => {
  it('refuses ids above 2^31-1 in queries and paths, naming the field', async () => {
    expect(await get('/app-api/lottery/history?gameId=2147483648')).toEqual(refused('gameId', idMsg));
    expect(await get('/app-api/promotion/2147483648')).toEqual(refused('id', idMsg));
    expect(await get('/app-api/gallery/play-category?gameId=9007199254740993')).toEqual(
      refused('gameId', INPUT_MSG.int(0, INT32_MAX)),
    );
    expect(await get('/app-api/lottery/history?gameId=0x10')).toEqual(refused('gameId', idMsg));
  });

  it('caps deep pages and large page sizes', async () => {
    expect(await get('/app-api/api/bills?page=10001', member.headers)).toEqual(refused('page', INPUT_MSG.int(1, 10_000)));
    expect(await get('/app-api/api/bills?rows=201', member.headers)).toEqual(refused('rows', INPUT_MSG.int(1, 200)));
    expect((await get('/app-api/api/bills?page=10000&rows=200', member.headers)).status).toBe(200);
  });

  it('refuses year 0 and impossible days', async () => {
    expect(await get('/app-api/api/bills?startDate=0000-01-01', member.headers)).toEqual(refused('startDate', dateMsg));
    expect(await get('/app-api/lottery/history?gameId=1&date=2025-02-30')).toEqual(refused('date', dateMsg));
    expect(await get('/app-api/lottery/calendar?gameId=1&month=0000-00')).toEqual(
      refused('month', INPUT_MSG.month('2000-01', '2100-12')),
    );
  });

  it('refuses a NUL byte in an account name and password instead of storing a different secret', async () => {
    expect(await post('/app-api/v/user/login', { account: 'demo\u000001', password: 'x' })).toMatchObject(
      refused('account', INPUT_MSG.control),
    );
    expect(await post('/app-api/v/user/login', { account: 'demo01', password: 'pass\u0000word' })).toMatchObject(
      refused('password', INPUT_MSG.control),
    );
  });

  it('strips NUL and other control characters from free text before it is stored', async () => {
    const u = await createUser(t.app);
    const res = await post(`/app-api/admin/users/${u.id}/adjust`, { amount: '1', reason: '补\u0000发\u001b奖金\u0085' }, await operatorHeaders(t.app, 'finance'));
    expect(res.status).toBe(200);
    const { rows } = await t.pool.query<{ remark: string }>('SELECT remark FROM wallet_ledger WHERE user_id = $1', [u.id]);
    expect(rows.map((r) => r.remark)).toEqual(['补发奖金']);
  });
});
