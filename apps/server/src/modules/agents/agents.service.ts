import { randomInt } from 'node:crypto';
import type pg from 'pg';
import {
  AGENT_LIMITS,
  ErrorCode,
  REG_MSG,
  agentMsg,
  formatSystemTime,
  rebateInRange,
  rebateRangeFor,
  validateRegistration,
  type AddSubUserBody,
  type AgentByCode,
  type AgentUserType,
  type MemberInfo,
  type RebateRange,
  type SpreadLink,
  type SubUsers,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { withTransaction } from '../../lib/tx';
import type { AuthUser } from '../../plugins/auth';
import { timeZoneOf } from '../system';
import { createWallet } from '../wallet';
import * as repo from './agents.repo';
import { DEPOSIT_BILLS, WITHDRAW_PAID_BILL, dayBounds } from './report-bills';

type Db = pg.Pool | pg.PoolClient;

const notInTeam = () => new AppError(ErrorCode.AGENT_NOT_IN_TEAM);
const rebateError = (r: { min: number; max: number }) =>
  new AppError(ErrorCode.AGENT_REBATE_RANGE, { message: agentMsg.rebateRange(r.min, r.max) });
const userTypeOf = (isDl: boolean): AgentUserType => (isDl ? 'agent' : 'member');
const fmt = (at: Date | null, tz: string) => (at ? formatSystemTime(at, 'YYYY-MM-DD HH:mm:ss', tz) : '');
const actorOf = (user: AuthUser) => `user:${user.id}`;

/** The caller's own row (rebate, depth). */
async function self(db: Db, user: AuthUser): Promise<repo.TreeUser> {
  const me = await repo.findUser(db, user.id);
  if (!me) throw new AppError(ErrorCode.USER_NOT_FOUND);
  return me;
}

/**
 * A user of the caller's subtree (strictly below it), or 403 该用户不在您的团队中 — the same
 * answer for a user of another team and for an id that does not exist, so ids cannot be probed.
 */
export async function requireOwnDownline(db: Db, agent: AuthUser, userId: number, lock = false): Promise<repo.TreeUser> {
  const u = await repo.findInSubtree(db, agent.id, userId, lock);
  if (!u) throw notInTeam();
  return u;
}

/** A team root the caller may report on: itself or an agent/member of its subtree. */
export async function requireSelfOrDownline(db: Db, agent: AuthUser, userId: number | undefined): Promise<repo.TreeUser> {
  if (userId === undefined || userId === agent.id) return self(db, agent);
  return requireOwnDownline(db, agent, userId);
}

/* ---------------- rebates ---------------- */

/** The range the caller may give: a new sub-user or link (0 … own), or an existing sub-user. */
export async function rebateRange(pool: pg.Pool, agent: AuthUser, userId: number | undefined): Promise<RebateRange> {
  const me = await self(pool, agent);
  if (userId === undefined) return { ...rebateRangeFor(me.rebate), step: AGENT_LIMITS.rebateStep, own: me.rebate };
  const u = await requireOwnDownline(pool, agent, userId);
  return { ...(await rangeOfExisting(pool, u)), step: AGENT_LIMITS.rebateStep, own: me.rebate };
}

async function rangeOfExisting(db: Db, u: repo.TreeUser): Promise<{ min: number; max: number }> {
  const parent = await repo.findUser(db, u.parentId!);
  return rebateRangeFor(parent?.rebate ?? 0, await repo.childrenRebateFloor(db, u.id));
}

/**
 * Sets a sub-user's rebate within its parent's and above its own children's, audited. The
 * parent row is locked first (the same order as link creation and dl/add), so a parent that
 * lowers its rebate and a child raised at the same moment cannot cross.
 */
export async function updateSubRebate(pool: pg.Pool, agent: AuthUser, userId: number, rebate: number, ip: string) {
  return withTransaction(pool, async (tx) => {
    const u = await requireOwnDownline(tx, agent, userId);
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [u.parentId]);
    const locked = (await repo.findInSubtree(tx, agent.id, userId, true))!;
    const range = await rangeOfExisting(tx, locked);
    if (!rebateInRange(rebate, range)) throw rebateError(range);
    await repo.setRebate(tx, userId, rebate);
    await audit(tx, {
      actor: actorOf(agent),
      action: 'agents.rebate',
      targetType: 'user',
      targetId: userId,
      detail: { before: locked.rebate, after: rebate },
      ip,
    });
    return { userId, rebate };
  });
}

/* ---------------- sub-users ---------------- */

export interface AddCtx {
  pool: pg.Pool;
  scryptLogN: number;
}

/** `POST /api/dl/add`: a member or sub-agent created directly under the caller, registration rules. */
export async function addSubUser(ctx: AddCtx, agent: AuthUser, body: Required<Pick<AddSubUserBody, 'account' | 'password'>> & { confirmPassword?: string | undefined; userType: AgentUserType; rebate: number }, ip: string) {
  const account = body.account.trim();
  const error = validateRegistration({ account, password: body.password, confirmPassword: body.confirmPassword }, {});
  if (error) throw new AppError(ErrorCode.REG_INVALID, { message: error });
  const passwordHash = await hashPassword(body.password, ctx.scryptLogN);
  try {
    return await withTransaction(ctx.pool, async (tx) => {
      const { rows } = await tx.query<{ rebate: number }>('SELECT rebate::float8 AS rebate FROM users WHERE id = $1 FOR NO KEY UPDATE', [agent.id]);
      const range = rebateRangeFor(rows[0]?.rebate ?? 0);
      if (!rebateInRange(body.rebate, range)) throw rebateError(range);
      const taken = await tx.query('SELECT 1 FROM users WHERE company_id = $1 AND lower(account) = lower($2)', [agent.companyId, account]);
      if (taken.rowCount) throw new AppError(ErrorCode.ACCOUNT_TAKEN);
      const isDl = body.userType === 'agent';
      const ins = await tx.query<{ id: string }>(
        `INSERT INTO users (company_id, account, password_hash, parent_id, is_dl, rebate, intr_code)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 THEN 'A' || upper($2) END) RETURNING id`,
        [agent.companyId, account, passwordHash, agent.id, isDl, body.rebate],
      );
      const userId = Number(ins.rows[0]!.id);
      await createWallet(tx, userId);
      await audit(tx, {
        actor: actorOf(agent),
        action: 'agents.add_user',
        targetType: 'user',
        targetId: userId,
        detail: { account, userType: body.userType, rebate: body.rebate },
        ip,
      });
      return { userId, account };
    });
  } catch (err) {
    // Two adds racing for one name: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw new AppError(ErrorCode.ACCOUNT_TAKEN, { message: REG_MSG.accountTaken });
    throw err;
  }
}

export async function querySubUsers(
  pool: pg.Pool,
  agent: AuthUser,
  q: { account?: string | undefined; level?: number | undefined; beginDate?: string | undefined; endDate?: string | undefined; online?: string | undefined; page: number; rows: number },
): Promise<SubUsers> {
  const me = await self(pool, agent);
  const tz = await timeZoneOf(pool, agent.companyId);
  const from = q.beginDate ? dayBounds(q.beginDate, tz).start : undefined;
  const to = q.endDate ? dayBounds(q.endDate, tz).end : undefined;
  const online = q.online === '1' ? true : q.online === '0' ? false : undefined;
  const [page, counts] = await Promise.all([
    repo.querySubUsers(pool, { agentId: agent.id, agentDepth: me.depth, account: q.account || undefined, level: q.level, from, to, online, page: q.page, rows: q.rows }),
    repo.teamCounts(pool, agent.id),
  ]);
  return {
    data: page.data.map((r) => ({
      userId: r.userId,
      account: r.account,
      level: r.level,
      userType: userTypeOf(r.isDl),
      isDl: r.isDl,
      rebate: r.rebate,
      parentId: r.parentId,
      parentAccount: r.parentAccount,
      money: milliToYuan(r.money),
      teamCount: r.teamCount,
      registerTime: fmt(r.createdAt, tz),
      lastLoginTime: fmt(r.lastLoginAt, tz),
      online: r.online,
    })),
    otherData: counts,
    totalCount: page.total,
  };
}

/** `GET /api/agent/memberInformation`: one sub-user's all-time figures. */
export async function memberInformation(pool: pg.Pool, agent: AuthUser, userId: number): Promise<MemberInfo> {
  const me = await self(pool, agent);
  const u = await requireOwnDownline(pool, agent, userId);
  const tz = await timeZoneOf(pool, agent.companyId);
  const f = await repo.memberFigures(pool, userId, DEPOSIT_BILLS, WITHDRAW_PAID_BILL);
  if (!f) throw notInTeam();
  return {
    userId,
    account: u.account,
    level: u.depth - me.depth,
    userType: userTypeOf(u.isDl),
    isDl: u.isDl,
    rebate: u.rebate,
    rebateRange: await rangeOfExisting(pool, u),
    parentAccount: f.parentAccount,
    teamCount: f.teamCount,
    registerTime: fmt(f.createdAt, tz),
    lastLoginTime: fmt(f.lastLoginAt, tz),
    online: f.online,
    money: milliToYuan(f.money),
    liveMoney: milliToYuan(f.liveMoney),
    rechargeMoney: milliToYuan(f.rechargeMoney),
    rechargeCount: f.rechargeCount,
    withdrawMoney: milliToYuan(f.withdrawMoney),
    withdrawCount: f.withdrawCount,
    bettingMoney: milliToYuan(f.bettingMoney),
    betCount: f.betCount,
    validBetMoney: milliToYuan(f.validBetMoney),
    winMoney: milliToYuan(f.winMoney),
    winOrcloseMoney: milliToYuan(f.netMoney),
  };
}

/* ---------------- links ---------------- */

// No 0/O, 1/I/L: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const toLink = (l: repo.LinkRow, tz: string): SpreadLink => ({
  id: l.id,
  code: l.code,
  userType: l.userType,
  rebate: l.rebate,
  remark: l.remark,
  visitCount: l.visitCount,
  registCount: l.registCount,
  createdAt: fmt(l.createdAt, tz),
  path: `/auth/register?code=${l.code}`,
});

/** The caller's rebate, its row locked (links and children are checked against it). */
async function lockOwnRebate(tx: pg.PoolClient, agent: AuthUser): Promise<number> {
  const { rows } = await tx.query<{ rebate: number }>('SELECT rebate::float8 AS rebate FROM users WHERE id = $1 FOR NO KEY UPDATE', [agent.id]);
  return rows[0]?.rebate ?? 0;
}

export async function createLink(pool: pg.Pool, agent: AuthUser, body: { userType: AgentUserType; rebate: number; remark: string }): Promise<SpreadLink> {
  const tz = await timeZoneOf(pool, agent.companyId);
  for (let attempt = 0; ; attempt++) {
    try {
      const link = await withTransaction(pool, async (tx) => {
        const range = rebateRangeFor(await lockOwnRebate(tx, agent));
        if (!rebateInRange(body.rebate, range)) throw rebateError(range);
        if ((await repo.countLiveLinks(tx, agent.id)) >= AGENT_LIMITS.maxLinks)
          throw new AppError(ErrorCode.AGENT_LINK_LIMIT, { message: agentMsg.linkLimit(AGENT_LIMITS.maxLinks) });
        return repo.insertLink(tx, { companyId: agent.companyId, agentId: agent.id, code: newCode(), ...body });
      });
      return toLink(link, tz);
    } catch (err) {
      // A code already taken (one in 31^8): draw another.
      if ((err as { code?: string }).code === '23505' && attempt < 5) continue;
      throw err;
    }
  }
}

const linkNotFound = () => new AppError(ErrorCode.AGENT_LINK_NOT_FOUND);

export async function updateLink(
  pool: pg.Pool,
  agent: AuthUser,
  id: number,
  patch: { userType?: AgentUserType | undefined; rebate?: number | undefined; remark?: string | undefined },
): Promise<SpreadLink> {
  const tz = await timeZoneOf(pool, agent.companyId);
  const link = await withTransaction(pool, async (tx) => {
    const own = await lockOwnRebate(tx, agent);
    if (!(await repo.findOwnLink(tx, agent.id, id, true))) throw linkNotFound();
    if (patch.rebate !== undefined) {
      const range = rebateRangeFor(own);
      if (!rebateInRange(patch.rebate, range)) throw rebateError(range);
    }
    return repo.updateLink(tx, id, patch);
  });
  return toLink(link, tz);
}

export async function removeLink(pool: pg.Pool, agent: AuthUser, id: number): Promise<void> {
  if (!(await repo.removeLink(pool, agent.id, id))) throw linkNotFound();
}

export async function linkInfo(pool: pg.Pool, agent: AuthUser, id: number): Promise<SpreadLink> {
  const link = await repo.findOwnLink(pool, agent.id, id);
  if (!link) throw linkNotFound();
  return toLink(link, await timeZoneOf(pool, agent.companyId));
}

export async function pageLinks(pool: pg.Pool, agent: AuthUser, page: number, rows: number) {
  const tz = await timeZoneOf(pool, agent.companyId);
  const r = await repo.pageLinks(pool, agent.id, page, rows);
  return { data: r.data.map((l) => toLink(l, tz)), totalCount: r.total };
}

/** Public: who a code belongs to (a link code counts one visit). */
export async function agentByCode(pool: pg.Pool, companyId: number, code: string): Promise<AgentByCode> {
  const link = await repo.visitLink(pool, companyId, code);
  if (link) return { id: link.agentId, code: link.code, userType: link.userType };
  const agent = await repo.findAgentByPersonalCode(pool, companyId, code);
  if (agent) return { id: agent.id, code, userType: 'member' };
  throw linkNotFound();
}

/* ---------------- registration by code (called by accounts) ---------------- */

/** Where a registration with a promotion code lands. */
export interface Attachment {
  parentId: number;
  isDl: boolean;
  rebate: number;
  linkId: number | null;
}

/**
 * Resolves a promotion code at registration: a live link's code (its agent, user type and
 * rebate) or an agent's personal code (a member with rebate 0). Null when neither exists.
 */
export async function resolvePromotionCode(db: Db, companyId: number, code: string): Promise<Attachment | null> {
  const link = await repo.findLinkByCode(db, companyId, code);
  if (link) {
    const agent = await repo.findUser(db, link.agentId);
    if (agent?.isDl) return { parentId: agent.id, isDl: link.userType === 'agent', rebate: link.rebate, linkId: link.id };
  }
  const agent = await repo.findAgentByPersonalCode(db, companyId, code);
  return agent ? { parentId: agent.id, isDl: false, rebate: 0, linkId: null } : null;
}

/**
 * In the registering transaction, after the user row exists: its type and rebate (clamped to
 * the agent's rebate at this moment, the agent row locked) and the link's registration count.
 */
export async function attachToAgent(tx: pg.PoolClient, userId: number, a: Attachment): Promise<void> {
  const { rows } = await tx.query<{ rebate: number }>('SELECT rebate::float8 AS rebate FROM users WHERE id = $1 FOR NO KEY UPDATE', [a.parentId]);
  const rebate = Math.min(a.rebate, rows[0]?.rebate ?? 0);
  await repo.attach(tx, userId, { ...a, rebate });
}

/* ---------------- operator ---------------- */

/** Operator: makes a user an agent (or not) and sets its rebate within its parent's and above its children's. */
export async function adminSetAgent(pool: pg.Pool, actor: string, ip: string, body: { userId: number; isDl: boolean; rebate: number }) {
  return withTransaction(pool, async (tx) => {
    const u = await repo.findUser(tx, body.userId);
    if (!u) throw new AppError(ErrorCode.USER_NOT_FOUND);
    if (u.parentId !== null) await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [u.parentId]);
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [u.id]);
    const parent = u.parentId === null ? null : await repo.findUser(tx, u.parentId);
    const range = rebateRangeFor(parent ? parent.rebate : AGENT_LIMITS.rebateMax, await repo.childrenRebateFloor(tx, u.id));
    if (!rebateInRange(body.rebate, range)) throw rebateError(range);
    await repo.setAgent(tx, u.id, body.isDl, body.rebate);
    await audit(tx, {
      actor,
      action: 'agents.set_agent',
      targetType: 'user',
      targetId: u.id,
      detail: { before: { isDl: u.isDl, rebate: u.rebate }, after: { isDl: body.isDl, rebate: body.rebate } },
      ip,
    });
    return { userId: u.id, isDl: body.isDl, rebate: body.rebate };
  });
}

const moveInvalid = (message: string) => new AppError(ErrorCode.AGENT_MOVE_INVALID, { message });
const moveConflict = (message: string) => new AppError(ErrorCode.AGENT_MOVE_CONFLICT, { message });

/**
 * Operator: moves a user, with its whole downline, under another agent of the same company.
 * `users.agent_path` is rewritten for the subtree by the trigger of migration 0800; this only
 * decides whether the move is allowed and makes it safe against concurrent changes:
 * - one move at a time per company (advisory lock), so two crossing moves cannot build a cycle;
 * - every row of the moved subtree and the new parent are locked `FOR UPDATE` (top-down, as the
 *   rebate code locks parent then child): registrations, dl/add and rebate changes lock their
 *   parent `FOR NO KEY UPDATE` first, so none of them reads a path or rebate the move is changing;
 * - the user's rebate must not exceed the new parent's (children are already bounded by the user).
 */
export async function adminMoveUser(pool: pg.Pool, companyId: number, actor: string, ip: string, body: { userId: number; parentId: number; reason: string }) {
  return withTransaction(pool, async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('agents-move:' || $1::text))`, [companyId]);
    const u = await repo.findUser(tx, body.userId);
    if (!u || u.companyId !== companyId) throw new AppError(ErrorCode.USER_NOT_FOUND);
    if (u.type === 'TEST') throw moveInvalid(agentMsg.moveTrial);
    const target = await repo.findUser(tx, body.parentId);
    if (!target || target.companyId !== companyId) throw moveInvalid(agentMsg.moveParentMissing);
    if (target.id === u.id || (await repo.findInSubtree(tx, u.id, target.id))) throw moveConflict(agentMsg.moveIntoOwnTeam);
    if (target.id === u.parentId) throw moveConflict(agentMsg.moveSameParent);
    if (target.type === 'TEST') throw moveInvalid(agentMsg.moveParentTrial);
    if (!target.isDl) throw moveInvalid(agentMsg.moveParentNotAgent);
    const team = await repo.lockSubtree(tx, u.id);
    const parent = (await repo.lockUser(tx, target.id))!;
    const locked = (await repo.findUser(tx, u.id))!;
    // Read again under the locks: a rebate lowered or an agent flag removed meanwhile decides.
    if (!parent.isDl) throw moveInvalid(agentMsg.moveParentNotAgent);
    if (!rebateInRange(locked.rebate, { min: 0, max: parent.rebate }))
      throw new AppError(ErrorCode.AGENT_REBATE_RANGE, { message: agentMsg.moveRebateAbove(locked.rebate, parent.rebate) });
    const previous = locked.parentId === null ? null : await repo.findUser(tx, locked.parentId);
    await repo.setParent(tx, u.id, parent.id);
    await audit(tx, {
      actor,
      action: 'agents.move',
      targetType: 'user',
      targetId: u.id,
      detail: {
        before: { parentId: previous?.id ?? null, parentAccount: previous?.account ?? null },
        after: { parentId: parent.id, parentAccount: parent.account },
        moved: team,
        reason: body.reason,
      },
      ip,
    });
    return { userId: u.id, previousParentId: previous?.id ?? null, parentId: parent.id, moved: team };
  });
}
