import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PATHS, ErrorCode } from '@sixmark/shared';
import { createTestApp, requester, type TestApp } from '../../../test/helper';
import { createUser, type TestUser } from '../../../test/factories';
import { DEMO_OPERATORS } from '../../db/seed/operators';

// The operator's 转移上级 (issue 15): a user and its whole downline under another agent, the
// path column rewritten for the subtree, every refusal leaving the tree and the audit log as they were.
let t: TestApp;
let http: ReturnType<typeof requester>;
const admin = () => ({ 'x-admin-token': t.app.config.adminToken, 'x-admin-name': 'mover' });
const MOVE = `/app-api${AGENT_PATHS.adminMove}`;

beforeAll(async () => {
  t = await createTestApp({}, { poolSize: 12 });
  http = requester(t.app);
});
afterAll(async () => t.close());

async function user(opts: { agent?: boolean; parent?: TestUser; rebate: number; type?: 'TEST' }): Promise<TestUser> {
  const u = await createUser(t.app, { isDl: opts.agent ?? false, ...(opts.parent ? { parentId: opts.parent.id } : {}), ...(opts.type ? { type: opts.type } : {}) });
  await t.pool.query('UPDATE users SET rebate = $2 WHERE id = $1', [u.id, opts.rebate]);
  return u;
}
const pathOf = async (id: number) =>
  (await t.pool.query<{ p: string[] }>('SELECT agent_path::text[] AS p FROM users WHERE id = $1', [id])).rows[0]!.p.map(Number);
const auditCount = async () => Number((await t.pool.query<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE action = 'agents.move'`)).rows[0]!.n);

/** root(8) → mid agent(6) → low agent(3) → leaf member(1), and a target agent elsewhere. */
async function team() {
  const root = await user({ agent: true, rebate: 8 });
  const mid = await user({ agent: true, parent: root, rebate: 6 });
  const low = await user({ agent: true, parent: mid, rebate: 3 });
  const leaf = await user({ parent: low, rebate: 1 });
  const otherRoot = await user({ agent: true, rebate: 9 });
  const target = await user({ agent: true, parent: otherRoot, rebate: 7 });
  return { root, mid, low, leaf, otherRoot, target };
}

describe('POST admin/agents/move', () => {
  it('moves an agent with its whole downline: paths rewritten, old team no longer counts it, audited with before/after parent and reason', async () => {
    const { root, mid, low, leaf, otherRoot, target } = await team();
    const res = await http.post(MOVE, { userId: mid.id, parentId: target.id, reason: '  代理申请合并团队 ' }, admin());
    expect(res.body).toMatchObject({ code: 'OK', data: { userId: mid.id, previousParentId: root.id, parentId: target.id, moved: 3 } });
    expect(await pathOf(mid.id)).toEqual([otherRoot.id, target.id]);
    expect(await pathOf(low.id)).toEqual([otherRoot.id, target.id, mid.id]);
    expect(await pathOf(leaf.id)).toEqual([otherRoot.id, target.id, mid.id, low.id]);
    const teamOf = async (id: number) =>
      (await t.pool.query<{ id: string }>('SELECT id FROM users WHERE agent_path @> ARRAY[$1::bigint] ORDER BY id', [id])).rows.map((r) => Number(r.id));
    expect(await teamOf(root.id)).toEqual([]);
    expect(await teamOf(target.id)).toEqual([mid.id, low.id, leaf.id]);
    // The console's tree answers the new shape.
    const children = await http.get(`/app-api/admin/agents/children?parentId=${target.id}`, admin());
    expect(children.body.data.items.map((c: { id: number; teamCount: number }) => [c.id, c.teamCount])).toEqual([[mid.id, 2]]);
    const { rows } = await t.pool.query(`SELECT actor, target_type, target_id, detail FROM audit_log WHERE action = 'agents.move' ORDER BY id DESC LIMIT 1`);
    expect(rows[0]).toMatchObject({ actor: 'admin:mover', target_type: 'user', target_id: String(mid.id) });
    expect(rows[0].detail).toEqual({
      before: { parentId: root.id, parentAccount: root.account },
      after: { parentId: target.id, parentAccount: target.account },
      moved: 3,
      reason: '代理申请合并团队',
    });
  });

  it('moves a top-level member under an agent', async () => {
    const agent = await user({ agent: true, rebate: 5 });
    const loner = await user({ rebate: 2 });
    const res = await http.post(MOVE, { userId: loner.id, parentId: agent.id, reason: '客服核实后归属' }, admin());
    expect(res.body.data).toEqual({ userId: loner.id, previousParentId: null, parentId: agent.id, moved: 1 });
    expect(await pathOf(loner.id)).toEqual([agent.id]);
  });

  it('refuses each impossible move with its Chinese message and changes nothing', async () => {
    const { mid, low, leaf, target } = await team();
    const trialAgent = await user({ agent: true, rebate: 8, type: 'TEST' });
    const trial = await user({ parent: target, rebate: 0, type: 'TEST' });
    const lowRebateAgent = await user({ agent: true, rebate: 5 });
    const before = await auditCount();
    const paths = await Promise.all([mid, low, leaf].map((u) => pathOf(u.id)));
    const cases: [object, number, string, string][] = [
      [{ userId: mid.id, parentId: low.id }, 409, ErrorCode.AGENT_MOVE_CONFLICT, '不能转移到自己或自己的下级名下'],
      [{ userId: mid.id, parentId: leaf.id }, 409, ErrorCode.AGENT_MOVE_CONFLICT, '不能转移到自己或自己的下级名下'],
      [{ userId: mid.id, parentId: mid.id }, 409, ErrorCode.AGENT_MOVE_CONFLICT, '不能转移到自己或自己的下级名下'],
      [{ userId: low.id, parentId: mid.id }, 409, ErrorCode.AGENT_MOVE_CONFLICT, '该用户已在此上级名下'],
      [{ userId: low.id, parentId: leaf.id + 100_000 }, 400, ErrorCode.AGENT_MOVE_INVALID, '目标上级不存在'],
      [{ userId: leaf.id, parentId: (await user({ rebate: 8 })).id }, 400, ErrorCode.AGENT_MOVE_INVALID, '目标上级不是代理，只能转移到代理名下'],
      [{ userId: leaf.id, parentId: trialAgent.id }, 400, ErrorCode.AGENT_MOVE_INVALID, '试玩账户不能作为上级'],
      [{ userId: trial.id, parentId: mid.id }, 400, ErrorCode.AGENT_MOVE_INVALID, '试玩账户不能转移'],
      [{ userId: mid.id, parentId: lowRebateAgent.id }, 400, ErrorCode.AGENT_REBATE_RANGE, '该用户返点6高于新上级返点5，请先调低返点再转移'],
      [{ userId: leaf.id + 100_000, parentId: target.id }, 404, ErrorCode.USER_NOT_FOUND, '用户不存在'],
    ];
    for (const [body, status, code, msg] of cases) {
      const res = await http.post(MOVE, { ...body, reason: '测试' }, admin());
      expect([res.status, res.body.code, res.body.msg], JSON.stringify(body)).toEqual([status, code, msg]);
    }
    expect(await Promise.all([mid, low, leaf].map((u) => pathOf(u.id)))).toEqual(paths);
    expect(await auditCount()).toBe(before);
  });

  it('requires a reason and bounded ids', async () => {
    const { mid, target } = await team();
    const noReason = await http.post(MOVE, { userId: mid.id, parentId: target.id, reason: '   ' }, admin());
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('请填写转移原因');
    expect((await http.post(MOVE, { userId: 2 ** 31, parentId: target.id, reason: 'x' }, admin())).status).toBe(400);
  });

  it('lets finance move and refuses content and read-only operators with 403', async () => {
    const { low, target } = await team();
    const tokenOf = async (name: string) => {
      const pw = DEMO_OPERATORS.find((o) => o.name === name)!.password;
      const res = await http.post('/app-api/admin/auth/sign-in', { name, password: pw });
      return { 'x-operator-token': res.body.data.token as string };
    };
    const readOnly = DEMO_OPERATORS.find((o) => o.role === 'read_only')!.name;
    for (const name of ['content', readOnly]) {
      const res = await http.post(MOVE, { userId: low.id, parentId: target.id, reason: '越权' }, await tokenOf(name));
      expect([res.status, res.body.code]).toEqual([403, ErrorCode.OPERATOR_FORBIDDEN]);
    }
    const finance = await tokenOf('finance');
    const ok = await http.post(MOVE, { userId: low.id, parentId: target.id, reason: '财务调整' }, finance);
    expect(ok.body.code).toBe('OK');
    const { rows } = await t.pool.query(`SELECT actor FROM audit_log WHERE action = 'agents.move' ORDER BY id DESC LIMIT 1`);
    expect(rows[0].actor).toMatch(/^operator:\d+:finance$/);
  });

  it('serialises crossing moves: of P under Q and Q under P sent together exactly one succeeds and no cycle forms', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await user({ agent: true, rebate: 5 });
      const q = await user({ agent: true, rebate: 5 });
      const [a, b] = await Promise.all([
        http.post(MOVE, { userId: p.id, parentId: q.id, reason: '并发' }, admin()),
        http.post(MOVE, { userId: q.id, parentId: p.id, reason: '并发' }, admin()),
      ]);
      expect([a.body.code, b.body.code].sort()).toEqual([ErrorCode.AGENT_MOVE_CONFLICT, 'OK'].sort());
      const winner = a.body.code === 'OK' ? p : q;
      const other = winner === p ? q : p;
      expect(await pathOf(winner.id)).toEqual([other.id]);
      expect(await pathOf(other.id)).toEqual([]);
    }
  });
});
