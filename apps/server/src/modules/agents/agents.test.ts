import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS, Bill, commissionSplit } from '@sixmark/shared';
import { assertLedgerBalanced, createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { drawPeriod, openPeriod, slipKey } from '../../../test/bets';
import { storeCaptcha } from '../accounts/captcha';
import { withTransaction } from '../../lib/tx';
import { settleTurn } from '../bets';
import { commissionEntries } from './commission';

// Agents through the real routes: access, subtree isolation, rebates, links, registration by
// code, sub-users, commission on settlement and the declaration page.
let t: TestApp;
let api: ReturnType<typeof requester>;
const GAME = 70;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 24 });
  api = requester(t.app);
});
afterEach(async () => {
  await assertLedgerBalanced(t.pool);
});
afterAll(async () => {
  await t.close();
});

const url = (path: string, query = '') => `/app-api${path}${query}`;
const setRebate = (id: number, rebate: number) => t.pool.query('UPDATE users SET rebate = $2 WHERE id = $1', [id, rebate]);

/** An agent with a rebate, optionally under a parent. */
async function agent(rebate: number, parent?: TestUser, money = 0): Promise<TestUser> {
  const u = await createUser(t.app, { isDl: true, ...(parent ? { parentId: parent.id } : {}), money });
  await setRebate(u.id, rebate);
  return u;
}
async function member(parent: TestUser, rebate: number, money = 0): Promise<TestUser> {
  const u = await createUser(t.app, { parentId: parent.id, money });
  await setRebate(u.id, rebate);
  return u;
}

const form = (payload: Record<string, string | number>) => new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString();
const postForm = async (path: string, payload: Record<string, string | number>, u: TestUser, query = '') => {
  const res = await t.app.inject({
    method: 'POST',
    url: url(path, query),
    payload: form(payload),
    headers: { ...u.headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() };
};

let regSeq = 0;
const CAPTCHA = 'k7mz';
async function register(account: string, code: string) {
  const clientId = `agents-reg-${Date.now()}-${regSeq++}`;
  await storeCaptcha(t.pool, clientId, 'reg', CAPTCHA);
  const res = await t.app.inject({
    method: 'POST',
    url: `/app-api/v/user/reg?code=${code}`,
    payload: form({ account, password: 'Secret123', confirmPassword: 'Secret123', vCode: CAPTCHA, clientId }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return res.json();
}
const newAccount = () => `ag${Date.now().toString(36).slice(-6)}${(regSeq++).toString(36)}`;

/** Every agent call with a valid input, for the access checks. */
const CALLS: { method: 'GET' | 'POST'; path: string; query?: string; body?: Record<string, string | number> }[] = [
  { method: 'GET', path: AGENT_PATHS.rebateRange },
  { method: 'POST', path: AGENT_PATHS.updateSubRebate, body: { userId: 1, rebate: 1 } },
  { method: 'POST', path: AGENT_PATHS.addSubUser, body: { account: 'abcdefg1', password: 'Secret123', confirmPassword: 'Secret123', rebate: 1 } },
  { method: 'GET', path: AGENT_PATHS.subUsers },
  { method: 'GET', path: AGENT_PATHS.memberInfo, query: '?userId=1' },
  { method: 'GET', path: AGENT_PATHS.teamRws },
  { method: 'GET', path: AGENT_PATHS.teamDaily },
  { method: 'POST', path: AGENT_PATHS.createLink, body: { userType: 'member', rebate: 1 } },
  { method: 'POST', path: AGENT_PATHS.updateLink, query: '?id=1', body: { rebate: 1 } },
  { method: 'POST', path: AGENT_PATHS.removeLink, body: { id: 1 } },
  { method: 'GET', path: AGENT_PATHS.linkPage },
  { method: 'GET', path: AGENT_PATHS.linkInfo, query: '?id=1' },
];

async function call(c: (typeof CALLS)[number], headers: Record<string, string>) {
  const res = await t.app.inject({
    method: c.method,
    url: url(c.path, c.query ?? ''),
    headers: c.body ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    ...(c.body ? { payload: form(c.body) } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

describe('access', () => {
  it('refuses guests (请先登录), trial accounts (试玩账户…) and members who are not agents (仅代理可访问) on every call', async () => {
    const plain = await createUser(t.app);
    const trial = await createUser(t.app, { type: 'TEST', isDl: true });
    for (const c of CALLS) {
      const guest = await call(c, {});
      expect(guest.status, c.path).toBe(401);
      expect(guest.body.msg).toBe('请先登录');
      const tr = await call(c, trial.headers);
      expect(tr.status, c.path).toBe(403);
      expect(tr.body).toMatchObject({ code: 'UC/TRIAL_FORBIDDEN', msg: '试玩账户无法进行该操作，请注册正式账户!' });
      const m = await call(c, plain.headers);
      expect(m.status, c.path).toBe(403);
      expect(m.body).toMatchObject({ code: 'UC/FORBIDDEN', msg: '仅代理可访问' });
    }
  });

  it('answers the public calls without a token', async () => {
    const a = await agent(8);
    const link = await postForm(AGENT_PATHS.createLink, { userType: 'agent', rebate: 3 }, a);
    const byCode = await api.get(url(AGENT_PATHS.agentByCode, `?code=${link.body.data.code}`));
    expect(byCode.body.data).toEqual({ id: a.id, code: link.body.data.code, userType: 'agent' });
    const unknown = await api.get(url(AGENT_PATHS.agentByCode, '?code=NOPE1234'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'DL/LINK_NOT_FOUND', msg: '推广链接不存在' });
    const page = await t.app.inject({ method: 'GET', url: AGENT_PATHS.declarationPage });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('代理说明');
  });
});

describe('subtree isolation', () => {
  it('answers 403 该用户不在您的团队中 for every id outside the caller subtree, on every call that takes one', async () => {
    const top = await agent(9);
    const a = await agent(8, top);
    const aChild = await agent(6, a);
    const aGrandchild = await member(aChild, 2);
    const b = await agent(8);
    const bChild = await member(b, 1);
    const bLink = (await postForm(AGENT_PATHS.createLink, { userType: 'member', rebate: 1 }, b)).body.data;
    const { rows } = await t.pool.query<{ id: number }>('SELECT max(id)::int AS id FROM users');
    const missing = rows[0]!.id + 1000;
    // Other team, its agent, the caller's own parent, itself (not below itself), an id that does not exist.
    for (const id of [bChild.id, b.id, top.id, missing]) {
      const checks = [
        await api.get(url(AGENT_PATHS.memberInfo, `?userId=${id}`), a.headers),
        await api.get(url(AGENT_PATHS.rebateRange, `?userId=${id}`), a.headers),
        await api.get(url(AGENT_PATHS.teamRws, `?userId=${id}`), a.headers),
        await api.get(url(AGENT_PATHS.teamDaily, `?userId=${id}`), a.headers),
        await postForm(AGENT_PATHS.updateSubRebate, { userId: id, rebate: 0 }, a),
      ];
      for (const r of checks) {
        expect(r.status, `user ${id}`).toBe(403);
        expect(r.body).toMatchObject({ code: 'DL/NOT_IN_TEAM', msg: '该用户不在您的团队中' });
      }
    }
    expect((await api.get(url(AGENT_PATHS.memberInfo, `?userId=${a.id}`), a.headers)).status).toBe(403);
    // Another agent's link: not found for the caller, and untouched.
    for (const r of [
      await api.get(url(AGENT_PATHS.linkInfo, `?id=${bLink.id}`), a.headers),
      await postForm(AGENT_PATHS.updateLink, { rebate: 0 }, a, `?id=${bLink.id}`),
      await postForm(AGENT_PATHS.removeLink, { id: bLink.id }, a),
    ]) {
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('DL/LINK_NOT_FOUND');
    }
    expect((await api.get(url(AGENT_PATHS.linkInfo, `?id=${bLink.id}`), b.headers)).body.data.rebate).toBe(1);
    // Its own subtree at any depth is fine; the list shows exactly its subtree.
    expect((await api.get(url(AGENT_PATHS.memberInfo, `?userId=${aGrandchild.id}`), a.headers)).body.data).toMatchObject({
      account: aGrandchild.account,
      level: 2,
      parentAccount: aChild.account,
    });
    const list = (await api.get(url(AGENT_PATHS.subUsers), a.headers)).body.data;
    expect(list.data.map((u: { userId: number }) => u.userId).sort()).toEqual([aChild.id, aGrandchild.id].sort());
    expect(list.otherData).toMatchObject({ teamCount: 2, directCount: 1 });
    // Audit shows no change was made to other teams.
    const audited = await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'agents.rebate' AND target_id = ANY($1)`, [
      [bChild.id, b.id, top.id].map(String),
    ]);
    expect(audited.rowCount).toBe(0);
  });
});

describe('rebates', () => {
  it('keeps a child within its parent and above its own children, audited', async () => {
    const a = await agent(8);
    expect((await api.get(url(AGENT_PATHS.rebateRange), a.headers)).body.data).toEqual({ min: 0, max: 8, step: 0.1, own: 8 });
    const tooHigh = await postForm(AGENT_PATHS.addSubUser, { account: newAccount(), password: 'Secret123', confirmPassword: 'Secret123', userType: 'agent', rebate: 8.5 }, a);
    expect(tooHigh.body).toMatchObject({ code: 'DL/REBATE_RANGE', msg: '返点需在0-8之间' });
    const badStep = await postForm(AGENT_PATHS.addSubUser, { account: newAccount(), password: 'Secret123', confirmPassword: 'Secret123', rebate: '6.55' }, a);
    expect(badStep.status).toBe(400);
    const subAccount = newAccount();
    const sub = await postForm(AGENT_PATHS.addSubUser, { account: subAccount, password: 'Secret123', confirmPassword: 'Secret123', userType: 'agent', rebate: 6.5 }, a);
    expect(sub.body).toMatchObject({ success: true, msg: '添加成功', data: { account: subAccount } });
    const subId = sub.body.data.userId as number;
    const login = await t.app.inject({ method: 'POST', url: '/app-api/v/user/login', payload: form({ account: subAccount, password: 'Secret123' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const subToken = login.json().data.token as string;
    const subHeaders = { token: subToken };
    expect((await api.get(url(AGENT_PATHS.rebateRange), subHeaders)).body.data).toMatchObject({ min: 0, max: 6.5 });
    // The sub-agent cannot give more than it has, to a user or a link.
    const over = await t.app.inject({ method: 'POST', url: url(AGENT_PATHS.createLink), payload: { userType: 'member', rebate: 7 }, headers: subHeaders });
    expect(over.json()).toMatchObject({ code: 'DL/REBATE_RANGE', msg: '返点需在0-6.5之间' });
    const child = await t.app.inject({ method: 'POST', url: url(AGENT_PATHS.addSubUser), payload: { account: newAccount(), password: 'Secret123', confirmPassword: 'Secret123', rebate: 5 }, headers: subHeaders });
    expect(child.json().success).toBe(true);
    // a may lower its sub-agent no further than its child's 5, nor raise it above its own 8.
    expect((await api.get(url(AGENT_PATHS.rebateRange, `?userId=${subId}`), a.headers)).body.data).toMatchObject({ min: 5, max: 8 });
    const below = await postForm(AGENT_PATHS.updateSubRebate, { userId: subId, rebate: 4.9 }, a);
    expect(below.body).toMatchObject({ code: 'DL/REBATE_RANGE', msg: '返点需在5-8之间' });
    const above = await postForm(AGENT_PATHS.updateSubRebate, { userId: subId, rebate: 8.1 }, a);
    expect(above.status).toBe(400);
    const okChange = await postForm(AGENT_PATHS.updateSubRebate, { userId: subId, rebate: 5.5 }, a);
    expect(okChange.body).toMatchObject({ success: true, msg: '修改成功', data: { userId: subId, rebate: 5.5 } });
    const audit = await t.pool.query<{ actor: string; detail: { before: number; after: number } }>(
      `SELECT actor, detail FROM audit_log WHERE action = 'agents.rebate' AND target_id = $1`,
      [String(subId)],
    );
    expect(audit.rows).toEqual([{ actor: `user:${a.id}`, detail: { before: 6.5, after: 5.5 } }]);
    // Nothing in the tree exceeds its parent.
    const broken = await t.pool.query('SELECT 1 FROM users c JOIN users p ON p.id = c.parent_id WHERE c.rebate > p.rebate AND c.agent_path @> ARRAY[$1::bigint]', [a.id]);
    expect(broken.rowCount).toBe(0);
  });

  it('dl/add uses the registration rules and messages', async () => {
    const a = await agent(8);
    const bad = await postForm(AGENT_PATHS.addSubUser, { account: '1abc', password: 'Secret123', confirmPassword: 'Secret123', rebate: 1 }, a);
    expect(bad.body).toMatchObject({ code: 'UC/REG_INVALID', msg: '用户名必须是字母开头的6-15位的字母或者数字' });
    const weak = await postForm(AGENT_PATHS.addSubUser, { account: newAccount(), password: 'secret', confirmPassword: 'secret', rebate: 1 }, a);
    expect(weak.body.msg).toBe('为了您的账户安全，密码长度应至少为8个字符，并且必须包含大写字母、小写字母和数字。');
    const mismatch = await postForm(AGENT_PATHS.addSubUser, { account: newAccount(), password: 'Secret123', confirmPassword: 'Secret124', rebate: 1 }, a);
    expect(mismatch.body.msg).toBe('登录密码与确认密码不一致');
    const taken = await postForm(AGENT_PATHS.addSubUser, { account: 'DEMO01', password: 'Secret123', confirmPassword: 'Secret123', rebate: 1 }, a);
    expect(taken.body).toMatchObject({ code: 'UC/ACCOUNT_TAKEN', msg: '该用户名已被注册' });
  });
});

describe('invite links and registration by code', () => {
  it('registers through a link under its agent with its type and rebate, counting visits and registrations', async () => {
    const a = await agent(7);
    const created = await postForm(AGENT_PATHS.createLink, { userType: 'agent', rebate: 4.5, remark: '朋友圈' }, a);
    expect(created.body).toMatchObject({ success: true, msg: '创建成功', data: { userType: 'agent', rebate: 4.5, remark: '朋友圈', visitCount: 0, registCount: 0 } });
    const link = created.body.data;
    expect(link.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link.path).toBe(`/auth/register?code=${link.code}`);
    await api.get(url(AGENT_PATHS.agentByCode, `?code=${link.code}`));
    await api.get(url(AGENT_PATHS.agentByCode, `?code=${link.code}`));
    const account = newAccount();
    const reg = await register(account, link.code);
    expect(reg).toMatchObject({ success: true, msg: '注册成功!' });
    const { rows } = await t.pool.query(
      'SELECT parent_id::int AS parent, is_dl, rebate::float8 AS rebate, spread_link_id::int AS link, agent_path::int[] AS path FROM users WHERE account = $1',
      [account],
    );
    expect(rows[0]).toEqual({ parent: a.id, is_dl: true, rebate: 4.5, link: link.id, path: [a.id] });
    const info = (await api.get(url(AGENT_PATHS.linkInfo, `?id=${link.id}`), a.headers)).body.data;
    expect(info).toMatchObject({ visitCount: 2, registCount: 1 });
    // A member link, then updated and removed: its code stops working.
    const memberLink = (await postForm(AGENT_PATHS.createLink, { userType: 'member', rebate: 2 }, a)).body.data;
    const updated = await postForm(AGENT_PATHS.updateLink, { rebate: 3 }, a, `?id=${memberLink.id}`);
    expect(updated.body).toMatchObject({ msg: '修改成功', data: { rebate: 3, userType: 'member' } });
    const m = newAccount();
    expect((await register(m, memberLink.code)).success).toBe(true);
    const mRow = await t.pool.query('SELECT is_dl, rebate::float8 AS rebate FROM users WHERE account = $1', [m]);
    expect(mRow.rows[0]).toEqual({ is_dl: false, rebate: 3 });
    const page = (await api.get(url(AGENT_PATHS.linkPage), a.headers)).body.data;
    expect(page.totalCount).toBe(2);
    expect(page.data.map((l: { id: number }) => l.id)).toEqual([memberLink.id, link.id]);
    expect((await postForm(AGENT_PATHS.removeLink, { id: memberLink.id }, a)).body.msg).toBe('删除成功');
    expect((await register(newAccount(), memberLink.code)).code).toBe('UC/INTR_CODE_MISSING');
    expect((await api.get(url(AGENT_PATHS.linkPage), a.headers)).body.data.totalCount).toBe(1);
  });

  it('an agent personal code registers a member with rebate 0; agent01 sees the seeded and new team', async () => {
    const account = newAccount();
    expect((await register(account, 'AAGENT01')).success).toBe(true);
    const { rows } = await t.pool.query(
      `SELECT u.is_dl, u.rebate::float8 AS rebate, p.account FROM users u JOIN users p ON p.id = u.parent_id WHERE u.account = $1`,
      [account],
    );
    expect(rows[0]).toEqual({ is_dl: false, rebate: 0, account: 'agent01' });
  });

  it('counts 20 registrations through one link at once exactly', async () => {
    const a = await agent(8);
    const link = (await postForm(AGENT_PATHS.createLink, { userType: 'member', rebate: 1 }, a)).body.data;
    const accounts = Array.from({ length: 20 }, () => newAccount());
    const results = await Promise.all(accounts.map((acc) => register(acc, link.code)));
    expect(results.every((r) => r.success)).toBe(true);
    const info = (await api.get(url(AGENT_PATHS.linkInfo, `?id=${link.id}`), a.headers)).body.data;
    expect(info.registCount).toBe(20);
    const n = await t.pool.query('SELECT count(*)::int AS n FROM users WHERE spread_link_id = $1 AND parent_id = $2', [link.id, a.id]);
    expect(n.rows[0].n).toBe(20);
  });

  it('holds at most 50 links when 60 are created at once', async () => {
    const a = await agent(8);
    const results = await Promise.all(Array.from({ length: 60 }, () => postForm(AGENT_PATHS.createLink, { userType: 'member', rebate: 1 }, a)));
    expect(results.filter((r) => r.body.success)).toHaveLength(50);
    const refused = results.filter((r) => !r.body.success);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body).toMatchObject({ code: 'DL/LINK_LIMIT', msg: '推广链接最多50个' });
  });
});

describe('sub-users', () => {
  it('filters by account, level, registration date and online, with paging', async () => {
    const a = await agent(8);
    const s = await agent(5, a);
    const m1 = await member(a, 1);
    const m2 = await member(s, 1);
    const m3 = await member(s, 1);
    await t.pool.query(`UPDATE users SET created_at = now() - interval '10 days' WHERE id = $1`, [m3.id]);
    await t.pool.query('UPDATE user_tokens SET revoked_at = now(), revoke_reason = $2 WHERE user_id = $1', [m2.id, 'logout']);
    const get = async (q: string) => (await api.get(url(AGENT_PATHS.subUsers, q), a.headers)).body.data;
    const all = await get('');
    expect(all.totalCount).toBe(4);
    expect(all.otherData).toEqual({ teamCount: 4, directCount: 2, onlineCount: 3 });
    expect((await get('?level=1')).data.map((u: { userId: number }) => u.userId).sort()).toEqual([s.id, m1.id].sort());
    const level2 = await get('?level=2');
    expect(level2.data.map((u: { userId: number }) => u.userId).sort()).toEqual([m2.id, m3.id].sort());
    expect(level2.data[0]).toMatchObject({ level: 2, parentAccount: s.account, userType: 'member' });
    expect((await get(`?account=${m1.account.slice(2, 8)}`)).data.map((u: { userId: number }) => u.userId)).toEqual([m1.id]);
    expect((await get('?online=0')).data.map((u: { userId: number }) => u.userId)).toEqual([m2.id]);
    const d = new Date(Date.now() - 10 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(`?beginDate=${d}&endDate=${d}`)).data.map((u: { userId: number }) => u.userId)).toEqual([m3.id]);
    const p1 = await get('?rows=3&page=1');
    const p2 = await get('?rows=3&page=2');
    expect(p1.data).toHaveLength(3);
    expect(p2.data).toHaveLength(1);
    expect(p2.totalCount).toBe(4);
    const sRow = all.data.find((u: { userId: number }) => u.userId === s.id);
    expect(sRow).toMatchObject({ userType: 'agent', isDl: true, rebate: 5, teamCount: 2, online: true });
  });
});

describe('commission on settlement', () => {
  it('pays the rebate differential of one bet up a 4-level chain, exactly once, through the ledger', async () => {
    const top = await agent(8);
    const a2 = await agent(6, top);
    const a3 = await agent(4.5, a2);
    const bettor = await member(a3, 2, 1_000_000);
    const turnNum = await openPeriod(t.app, GAME);
    const res = await api.post(
      '/app-api/api/cp/bet',
      { gameId: GAME, turnNum, idempotencyKey: slipKey('dl'), items: [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 100 }] },
      bettor.headers,
    );
    expect(res.body.success).toBe(true);
    const orderNo = (await t.pool.query<{ order_no: string }>('SELECT order_no FROM bet_orders WHERE user_id = $1', [bettor.id])).rows[0]!.order_no;
    await drawPeriod(t.pool, GAME, turnNum, [1, 2, 3, 4, 5, 6, 8]);
    await settleTurn({ pool: t.pool }, GAME, turnNum);
    await settleTurn({ pool: t.pool }, GAME, turnNum);
    const { rows } = await t.pool.query<{ user_id: number; amount: number; reference: string }>(
      'SELECT user_id::int, amount::int, reference FROM wallet_ledger WHERE bill_type = $1 AND reference = $2 ORDER BY amount',
      [Bill.agentRebate, `dl-rebate:${orderNo}`],
    );
    // 100 yuan valid: a3 (4.5 − 2)% = 2.50, a2 (6 − 4.5)% = 1.50, top (8 − 6)% = 2.00.
    expect(rows).toEqual([
      { user_id: a2.id, amount: 1500, reference: `dl-rebate:${orderNo}` },
      { user_id: top.id, amount: 2000, reference: `dl-rebate:${orderNo}` },
      { user_id: a3.id, amount: 2500, reference: `dl-rebate:${orderNo}` },
    ]);
    const total = rows.reduce((s, r) => s + r.amount, 0);
    expect(total).toBe(6000); // (8 − 2)% of 100 yuan: never above the top agent's 8%
    const split = commissionSplit(100_000, 2, [
      { userId: a3.id, rebate: 4.5 },
      { userId: a2.id, rebate: 6 },
      { userId: top.id, rebate: 8 },
    ]);
    expect(split.map((s) => s.amount).reduce((x, y) => x + y, 0)).toBe(total);
    // The agent sees it as its dlRebate.
    const rws = (await api.get(url(AGENT_PATHS.teamRws), a3.headers)).body.data;
    expect(rws.dlRebate).toBe(2.5);
    expect(rws.lottery).toMatchObject({ bettingMoney: 100, winMoney: 0, winOrcloseMoney: -100 });
  });

  it('gives the bettor its play 返水 first and the chain the rest, never more than the top rebate', async () => {
    const top = await agent(5);
    const a2 = await agent(3, top);
    const bettor = await member(a2, 0.5, 1_000_000);
    const company = await t.app.companyId();
    await t.pool.query(
      `INSERT INTO bet_play_settings (company_id, game_id, play, rebate) VALUES ($1, $2, 'TM_NUM', 1)
       ON CONFLICT (company_id, game_id, play) DO UPDATE SET rebate = 1`,
      [company, GAME],
    );
    try {
      const turnNum = await openPeriod(t.app, GAME);
      const bet = await api.post(
        '/app-api/api/cp/bet',
        { gameId: GAME, turnNum, idempotencyKey: slipKey('dl'), items: [{ selection: { play: 'TM_NUM', numbers: [9] }, unitAmount: 33.33 }] },
        bettor.headers,
      );
      expect(bet.body.success).toBe(true);
      await drawPeriod(t.pool, GAME, turnNum, [1, 2, 3, 4, 5, 6, 8]);
      await settleTurn({ pool: t.pool }, GAME, turnNum);
      const paid = await t.pool.query<{ user_id: number; bill_type: number; amount: number }>(
        `SELECT user_id::int, bill_type, amount::int FROM wallet_ledger WHERE user_id = ANY($1) AND bill_type IN (15, 16) ORDER BY bill_type, amount, user_id`,
        [[bettor.id, a2.id, top.id]],
      );
      // 33.33 yuan: 返水 1% = 0.33; a2 (3 − 1)% = 0.66; top (5 − 3)% = 0.66 (each rounded down to the cent).
      expect(paid.rows).toEqual([
        { user_id: bettor.id, bill_type: 15, amount: 330 },
        ...[a2.id, top.id].sort((x, y) => x - y).map((id) => ({ user_id: id, bill_type: 16, amount: 660 })),
      ]);
      expect(paid.rows.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(Math.floor((33_330 * 5) / 100));
    } finally {
      await t.pool.query(`UPDATE bet_play_settings SET rebate = 0 WHERE company_id = $1 AND game_id = $2 AND play = 'TM_NUM'`, [company, GAME]);
    }
  });

  it('computes in SQL exactly what the shared rule computes, also for chains an operator left out of order', async () => {
    // Rebates as an operator may have left them (not monotone), two decimals, a play 返水 in between.
    const rebates = [9, 9, 3.25, 7.5, 2];
    const chain: TestUser[] = [];
    for (const r of rebates) chain.push(await agent(r, chain[chain.length - 1]));
    const bettor = await member(chain[chain.length - 1]!, 1.25);
    const ancestors = [...chain].reverse().map((u, i) => ({ userId: u.id, rebate: [...rebates].reverse()[i]! }));
    const cases = [
      { valid: 100_000, play: 0 },
      { valid: 33_330, play: 1.5 },
      { valid: 7_770, play: 2.75 },
      { valid: 123_456_780, play: 0.5 },
      { valid: 10, play: 0 },
    ];
    const inputs = cases.map((c, i) => ({ orderNo: `SQLCHK${i}`, userId: bettor.id, valid: c.valid, playRebate: c.play }));
    // Read-only: it answers the entries, the settlement posts them.
    const got = await withTransaction(t.pool, (tx) => commissionEntries(tx, inputs));
    for (const [i, c] of cases.entries()) {
      const want = commissionSplit(c.valid, 1.25, ancestors, c.play).map((s) => ({ userId: s.userId, amount: s.amount }));
      const mine = got.filter((e) => e.reference === `dl-rebate:SQLCHK${i}`).map((e) => ({ userId: e.userId, amount: e.amount }));
      const byUser = (a: { userId: number }, b: { userId: number }) => a.userId - b.userId;
      expect(mine.sort(byUser), `case ${i}`).toEqual(want.sort(byUser));
      expect(mine.reduce((s, e) => s + e.amount, 0)).toBeLessThanOrEqual((c.valid * (9 - Math.max(1.25, c.play))) / 100);
    }
    expect(got.length).toBeGreaterThan(0);
  });

  it('pays each bet once when ten settlements of the period run at once', async () => {
    const top = await agent(8);
    const mid = await agent(5, top);
    const bettors = await Promise.all(Array.from({ length: 20 }, () => member(mid, 1, 1_000_000)));
    const turnNum = await openPeriod(t.app, GAME);
    for (const b of bettors) {
      const res = await api.post(
        '/app-api/api/cp/bet',
        { gameId: GAME, turnNum, idempotencyKey: slipKey('dl'), items: [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 10 }] },
        b.headers,
      );
      expect(res.body.success).toBe(true);
    }
    await drawPeriod(t.pool, GAME, turnNum, [1, 2, 3, 4, 5, 6, 8]);
    const settled = await Promise.all(Array.from({ length: 10 }, () => settleTurn({ pool: t.pool }, GAME, turnNum, { batchSize: 3 })));
    expect(settled.reduce((a, b) => a + b, 0)).toBe(20);
    const { rows } = await t.pool.query<{ user_id: number; n: number; total: number }>(
      `SELECT user_id::int, count(*)::int AS n, sum(amount)::int AS total FROM wallet_ledger
        WHERE bill_type = $1 AND user_id = ANY($2) GROUP BY user_id ORDER BY user_id`,
      [Bill.agentRebate, [top.id, mid.id]],
    );
    // 20 bets of 10 yuan: mid (5 − 1)% = 0.40 each, top (8 − 5)% = 0.30 each.
    expect(rows).toEqual([
      { user_id: top.id, n: 20, total: 6000 },
      { user_id: mid.id, n: 20, total: 8000 },
    ].sort((a, b) => a.user_id - b.user_id));
  });

  it('pays nothing for trial bets or bettors without an agent', async () => {
    const loner = await createUser(t.app, { money: 1_000_000 });
    const turnNum = await openPeriod(t.app, GAME);
    await api.post(
      '/app-api/api/cp/bet',
      { gameId: GAME, turnNum, idempotencyKey: slipKey('dl'), items: [{ selection: { play: 'TM_NUM', numbers: [7] }, unitAmount: 10 }] },
      loner.headers,
    );
    await drawPeriod(t.pool, GAME, turnNum, [1, 2, 3, 4, 5, 6, 8]);
    await settleTurn({ pool: t.pool }, GAME, turnNum);
    const { rows } = await t.pool.query(
      `SELECT 1 FROM wallet_ledger l JOIN bet_orders o ON l.reference = 'dl-rebate:' || o.order_no WHERE o.user_id = $1`,
      [loner.id],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('declaration', () => {
  it('serves operator content, sanitised and audited; refuses without the operator token', async () => {
    const admin = { 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'ops1' };
    const refused = await t.app.inject({ method: 'PUT', url: url(AGENT_PATHS.adminDeclaration), payload: { title: 'x', content: 'y' } });
    expect(refused.statusCode).toBe(401);
    const saved = await t.app.inject({
      method: 'PUT',
      url: url(AGENT_PATHS.adminDeclaration),
      payload: { title: '代理合作说明', content: '<p>返点最高 8%</p><script>alert(1)</script>' },
      headers: admin,
    });
    expect(saved.json().data).toMatchObject({ title: '代理合作说明', content: '<p>返点最高 8%</p>' });
    const page = await t.app.inject({ method: 'GET', url: AGENT_PATHS.declarationPage });
    expect(page.body).toContain('代理合作说明');
    expect(page.body).toContain('<p>返点最高 8%</p>');
    expect(page.body).not.toContain('<script>alert');
    const audit = await t.pool.query(`SELECT actor FROM audit_log WHERE action = 'agents.declaration'`);
    expect(audit.rows).toEqual([{ actor: 'admin:ops1' }]);
  });

  it('lets the operator make a user an agent within its parent rebate, audited', async () => {
    const admin = { 'x-admin-token': t.app.config.adminToken };
    const a = await agent(6);
    const u = await member(a, 1);
    const over = await t.app.inject({ method: 'POST', url: url(AGENT_PATHS.adminAgent), payload: { userId: u.id, isDl: true, rebate: 7 }, headers: admin });
    expect(over.json()).toMatchObject({ code: 'DL/REBATE_RANGE', msg: '返点需在0-6之间' });
    const okRes = await t.app.inject({ method: 'POST', url: url(AGENT_PATHS.adminAgent), payload: { userId: u.id, isDl: true, rebate: 4 }, headers: admin });
    expect(okRes.json().data).toEqual({ userId: u.id, isDl: true, rebate: 4 });
    const audit = await t.pool.query(`SELECT 1 FROM audit_log WHERE action = 'agents.set_agent' AND target_id = $1`, [String(u.id)]);
    expect(audit.rowCount).toBe(1);
  });
});

describe('tree paths', () => {
  it('moves a subtree with its parent and refuses a cycle', async () => {
    const a = await agent(8);
    const b = await agent(8);
    const c = await agent(5, a);
    const d = await member(c, 1);
    await t.pool.query('UPDATE users SET parent_id = $2 WHERE id = $1', [c.id, b.id]);
    const { rows } = await t.pool.query<{ path: number[] }>('SELECT agent_path::int[] AS path FROM users WHERE id = $1', [d.id]);
    expect(rows[0]!.path).toEqual([b.id, c.id]);
    await expect(t.pool.query('UPDATE users SET parent_id = $2 WHERE id = $1', [b.id, d.id])).rejects.toThrow(/own downline/);
  });
});

describe('demo seed', () => {
  it('gives agent01 a three-level team, two links and a week of figures with 代理返点', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/app-api/v/user/login',
      payload: form({ account: 'agent01', password: 'Agent12345' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const headers = { token: login.json().data.token as string };
    const subs = (await api.get(url(AGENT_PATHS.subUsers, '?rows=100'), headers)).body.data;
    expect(subs.totalCount).toBeGreaterThanOrEqual(6);
    expect(Math.max(...subs.data.map((u: { level: number }) => u.level))).toBe(3);
    const links = (await api.get(url(AGENT_PATHS.linkPage), headers)).body.data;
    expect(links.data.map((l: { code: string }) => l.code).sort()).toEqual(['DEMODL66', 'DEMOVIP8']);
    const rws = (await api.get(url(AGENT_PATHS.teamRws), headers)).body.data;
    expect(rws.lottery.bettingMoney).toBeGreaterThan(0);
    expect(rws.dlRebate).toBeGreaterThan(0);
    expect(rws.teamCount).toBeGreaterThanOrEqual(6);
    const daily = (await api.get(url(AGENT_PATHS.teamDaily), headers)).body.data;
    expect(daily.days.filter((d: { bettingMoney: number }) => d.bettingMoney > 0).length).toBeGreaterThanOrEqual(5);
    // Every seeded rebate is within its parent's.
    const broken = await t.pool.query(
      `SELECT 1 FROM users c JOIN users p ON p.id = c.parent_id
        WHERE c.rebate > p.rebate AND c.agent_path @> ARRAY[(SELECT id FROM users WHERE account = 'agent01')]`,
    );
    expect(broken.rowCount).toBe(0);
  });
});
