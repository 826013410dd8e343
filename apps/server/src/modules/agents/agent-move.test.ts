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

  it('50 concurrent moves of interleaved members and agents leave a tree: no cycle, paths and counts match, each move audited as it ran', async () => {
    // Agents all with rebate 5, so any agent may take any other; two members under each.
    const agents: TestUser[] = [];
    const shape = [null, null, 0, 0, 1, 1, 2, 4];
    for (const parent of shape) agents.push(await user({ agent: true, rebate: 5, ...(parent === null ? {} : { parent: agents[parent]! }) }));
    const members: TestUser[] = [];
    for (const a of agents) for (let i = 0; i < 2; i++) members.push(await user({ parent: a, rebate: 1 }));
    const everyone = [...agents, ...members];
    const ids = everyone.map((u) => u.id);
    const parentsNow = async () =>
      new Map(
        (await t.pool.query<{ id: string; parent_id: string | null }>('SELECT id, parent_id FROM users WHERE id = ANY($1::bigint[])', [ids])).rows.map((r) => [
          Number(r.id),
          r.parent_id === null ? null : Number(r.parent_id),
        ]),
      );
    const initial = await parentsNow();
    const firstAudit = Number((await t.pool.query<{ n: string }>('SELECT coalesce(max(id), 0) AS n FROM audit_log')).rows[0]!.n);

    // A fixed pseudo-random order, so a failure can be replayed.
    let seed = 20261124;
    const pick = <T>(xs: T[]) => xs[Math.floor(((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * xs.length)]!;
    const moves = Array.from({ length: 50 }, () => ({ userId: pick(everyone).id, parentId: pick(agents).id }));
    const answers = await Promise.all(moves.map((m) => http.post(MOVE, { ...m, reason: '并发转移' }, admin())));
    for (const a of answers)
      expect([a.status, a.body.msg], JSON.stringify(a.body)).toSatisfy(
        ([status, msg]: [number, string]) => status === 200 || (status === 409 && ['不能转移到自己或自己的下级名下', '该用户已在此上级名下'].includes(msg)),
      );
    const done = answers.filter((a) => a.status === 200);
    expect(done.length).toBeGreaterThan(5);
    expect(done.length).toBeLessThan(50);

    // Replay the audited moves in the order they committed (the lock orders them): each saw the
    // parent and downline the one before left, and the replay ends where the database is.
    const audits = (
      await t.pool.query<{ target_id: string; detail: { before: { parentId: number | null }; after: { parentId: number }; moved: number } }>(
        `SELECT target_id, detail FROM audit_log WHERE action = 'agents.move' AND id > $1 AND target_id = ANY($2::text[]) ORDER BY id`,
        [firstAudit, ids.map(String)],
      )
    ).rows;
    expect(audits).toHaveLength(done.length);
    const replay = new Map(initial);
    /** How many users have `id` above them. */
    const downline = (tree: Map<number, number | null>, id: number) => {
      let n = 0;
      for (const other of tree.keys()) for (let p = tree.get(other) ?? null; p !== null; p = tree.get(p) ?? null) if (p === id) n++;
      return n;
    };
    for (const { target_id, detail } of audits) {
      const id = Number(target_id);
      expect(detail.before.parentId).toBe(replay.get(id));
      // `moved` counts the user with its downline.
      expect(detail.moved).toBe(downline(replay, id) + 1);
      replay.set(id, detail.after.parentId);
    }
    const final = await parentsNow();
    expect(final).toEqual(replay);

    // A tree: every chain of parents ends within as many steps as there are users, and each
    // path is exactly that chain, root first.
    for (const id of ids) {
      const chain: number[] = [];
      for (let p = final.get(id) ?? null; p !== null; p = final.get(p) ?? null) {
        chain.unshift(p);
        expect(chain.length, `cycle above ${id}`).toBeLessThanOrEqual(ids.length);
      }
      expect(await pathOf(id)).toEqual(chain);
    }
    // The console's counts agree with the tree.
    for (const a of agents) {
      const parent = final.get(a.id);
      const listed = await http.get(parent === null ? `/app-api/admin/agents/children?account=${a.account}` : `/app-api/admin/agents/children?parentId=${parent}&account=${a.account}`, admin());
      const node = listed.body.data.items[0];
      expect([node.id, node.childCount, node.teamCount, node.depth]).toEqual([
        a.id,
        [...final.values()].filter((p) => p === a.id).length,
        downline(final, a.id),
        (await pathOf(a.id)).length,
      ]);
    }
  });
});
