import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  ErrorCode,
  OPERATOR_LIMITS,
  OPERATOR_ROLE_NAMES,
  ROLE_PERMISSIONS,
  operatorMsg,
  type OperatorMe,
  type OperatorRole,
  type OperatorRow,
  type OperatorSession,
  type SignInBody,
  type SignInResult,
} from '@sixmark/shared';
import { audit, type OperatorIdentity } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { withTransaction } from '../../lib/tx';
import type { FailureCounter } from './failure-counter';
import * as repo from './operators.repo';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

export interface OperatorsDeps {
  pool: pg.Pool;
  counter: FailureCounter;
  /** TOTP required for every operator (NODE_ENV=production). */
  requireTotp: boolean;
  scryptLogN: number;
}

export interface Caller {
  ip: string;
  userAgent: string;
}

const failKey = (name: string) => `op-signin:${name.toLowerCase()}`;

// A fixed hash to verify against for unknown names, so a missing account costs the same time.
let dummyHash: Promise<string> | null = null;

/** A one-time password for create/reset: 16 characters of base64url (96 bits). */
export const oneTimePassword = (): string => randomBytes(12).toString('base64url');

export const actorOf = (id: number, name: string) => `operator:${id}:${name}`;

export function identityOf(s: repo.SessionRow): OperatorIdentity {
  return {
    id: s.operator_id,
    name: s.name,
    role: s.role,
    actor: actorOf(s.operator_id, s.name),
    sessionId: s.session_id,
    enrolOnly: s.enrol_only,
    totpEnabled: s.totp_enabled,
    mustChangePassword: s.must_change_password,
  };
}

export function meOf(op: Pick<OperatorIdentity, 'id' | 'name' | 'role' | 'totpEnabled' | 'mustChangePassword' | 'enrolOnly'>): OperatorMe {
  return {
    id: op.id ?? 0,
    name: op.name,
    role: op.role,
    roleName: OPERATOR_ROLE_NAMES[op.role],
    permissions: [...ROLE_PERMISSIONS[op.role]],
    totpEnabled: op.totpEnabled,
    mustEnrolTotp: op.enrolOnly,
    mustChangePassword: op.mustChangePassword,
  };
}

export const rowOf = (r: repo.OperatorRecord): OperatorRow => ({
  id: r.id,
  name: r.name,
  role: r.role,
  disabled: r.disabled,
  totpEnabled: r.totp_enabled,
  createdAt: r.created_at.toISOString(),
  lastSignInAt: r.last_sign_in_at?.toISOString() ?? null,
});

/**
 * Password (and TOTP) sign-in. The attempt is counted before anything is checked; past
 * OPERATOR_LIMITS.maxFailures in the window the name is locked and nothing more is checked.
 */
export async function signIn(deps: OperatorsDeps, body: SignInBody, caller: Caller): Promise<SignInResult> {
  const key = failKey(body.name);
  const record = (operatorId: number | null, result: string) =>
    repo.recordSignIn(deps.pool, { operatorId, name: body.name, result, ...caller });
  const hit = await deps.counter.hit(key, OPERATOR_LIMITS.failureWindowSec);
  if (hit.count > OPERATOR_LIMITS.maxFailures) {
    await record(null, 'locked');
    const minutes = Math.ceil(hit.retryAfterSec / 60);
    throw new AppError(ErrorCode.OPERATOR_LOCKED, { message: operatorMsg.locked(minutes) });
  }
  const op = await repo.findByName(deps.pool, body.name);
  if (!op) {
    dummyHash ??= hashPassword('not-a-password', deps.scryptLogN);
    await verifyPassword(body.password, await dummyHash, deps.scryptLogN);
    await record(null, 'unknown');
    throw new AppError(ErrorCode.OPERATOR_SIGN_IN_FAILED);
  }
  const { ok } = await verifyPassword(body.password, op.password_hash, deps.scryptLogN);
  if (!ok) {
    await record(op.id, 'bad_password');
    throw new AppError(ErrorCode.OPERATOR_SIGN_IN_FAILED);
  }
  if (op.disabled) {
    await record(op.id, 'disabled');
    throw new AppError(ErrorCode.OPERATOR_SIGN_IN_FAILED, { message: operatorMsg.disabled });
  }
  if (op.totp_enabled && op.totp_secret) {
    if (!body.totp) {
      // The password was right: asking for the code is not a failed guess.
      await deps.counter.undo(key);
      await record(op.id, 'totp_required');
      throw new AppError(ErrorCode.OPERATOR_TOTP_REQUIRED);
    }
    const step = verifyTotp(op.totp_secret, body.totp, Date.now());
    if (step === null || !(await repo.claimTotpStep(deps.pool, op.id, step))) {
      await record(op.id, 'bad_totp');
      throw new AppError(ErrorCode.OPERATOR_TOTP_INVALID);
    }
  }
  await deps.counter.clear(key);
  const token = newToken();
  const enrolOnly = deps.requireTotp && !op.totp_enabled;
  const session = await withTransaction(deps.pool, async (tx) => {
    const s = await repo.insertSession(tx, {
      operatorId: op.id,
      tokenHash: hashToken(token),
      enrolOnly,
      ...caller,
      idleSec: OPERATOR_LIMITS.sessionIdleSec,
      maxSec: OPERATOR_LIMITS.sessionMaxSec,
    });
    await tx.query('UPDATE operators SET last_sign_in_at = now() WHERE id = $1', [op.id]);
    await repo.recordSignIn(tx, { operatorId: op.id, name: op.name, result: 'ok', ...caller });
    return s;
  });
  return {
    token,
    expiresAt: session.expires_at.toISOString(),
    operator: meOf({
      id: op.id,
      name: op.name,
      role: op.role,
      totpEnabled: op.totp_enabled,
      mustChangePassword: op.must_change_password,
      enrolOnly,
    }),
  };
}

/** The operator of a session token, extending the session; null when none is live. */
export async function sessionOf(pool: pg.Pool, token: string): Promise<OperatorIdentity | null> {
  const row = await repo.touchSession(pool, hashToken(token), OPERATOR_LIMITS.sessionIdleSec);
  return row && identityOf(row);
}

const sessionOnly = (op: OperatorIdentity): { id: number; sessionId: number } => {
  if (op.id === null || op.sessionId === null) throw new AppError(ErrorCode.OPERATOR_SESSION_INVALID);
  return { id: op.id, sessionId: op.sessionId };
};

export async function signOut(pool: pg.Pool, op: OperatorIdentity, ip: string): Promise<void> {
  if (op.sessionId === null) return;
  const sessionId = op.sessionId;
  await withTransaction(pool, async (tx) => {
    await tx.query('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    await audit(tx, { actor: op.actor, action: 'operator.signed_out', targetType: 'operator_session', targetId: sessionId, ip });
  });
}

/** A new (pending) TOTP secret; TOTP is on only after `confirmTotp`. */
export async function enrolTotp(pool: pg.Pool, op: OperatorIdentity, ip: string): Promise<{ secret: string; otpauthUri: string }> {
  const { id } = sessionOnly(op);
  const fresh = await repo.findById(pool, id);
  if (!fresh) throw new AppError(ErrorCode.OPERATOR_SESSION_INVALID);
  if (fresh.totp_enabled && fresh.totp_secret) {
    // Re-enrolling an active factor would let a stolen session replace it: reset-totp is for that.
    throw new AppError(ErrorCode.OPERATOR_FORBIDDEN, { message: '已绑定动态验证码；如需更换请由管理员重置' });
  }
  const secret = newTotpSecret();
  await withTransaction(pool, async (tx) => {
    await tx.query('UPDATE operators SET totp_secret = $2, totp_last_step = 0 WHERE id = $1 AND NOT totp_enabled', [id, secret]);
    await audit(tx, { actor: op.actor, action: 'operator.totp_enrol_started', targetType: 'operator', targetId: id, ip });
  });
  return { secret, otpauthUri: otpauthUri('sixmark', fresh.name, secret) };
}

export async function confirmTotp(pool: pg.Pool, op: OperatorIdentity, code: string, ip: string): Promise<OperatorMe> {
  const { id, sessionId } = sessionOnly(op);
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ totp_secret: string | null; totp_enabled: boolean }>(
      'SELECT totp_secret, totp_enabled FROM operators WHERE id = $1 FOR UPDATE',
      [id],
    );
    const secret = rows[0]?.totp_secret;
    const step = secret && !rows[0]!.totp_enabled ? verifyTotp(secret, code, Date.now()) : null;
    if (step === null) throw new AppError(ErrorCode.OPERATOR_TOTP_INVALID);
    await tx.query('UPDATE operators SET totp_enabled = true, totp_last_step = $2 WHERE id = $1', [id, step]);
    await tx.query('UPDATE operator_sessions SET enrol_only = false WHERE id = $1', [sessionId]);
    await audit(tx, { actor: op.actor, action: 'operator.totp_enabled', targetType: 'operator', targetId: id, ip });
    return meOf({ ...op, totpEnabled: true, enrolOnly: false });
  });
}

export async function changePassword(
  deps: OperatorsDeps,
  op: OperatorIdentity,
  body: { oldPassword: string; newPassword: string },
  ip: string,
): Promise<void> {
  const { id, sessionId } = sessionOnly(op);
  const fresh = await repo.findById(deps.pool, id);
  if (!fresh || !(await verifyPassword(body.oldPassword, fresh.password_hash, deps.scryptLogN)).ok) {
    throw new AppError(ErrorCode.OPERATOR_SIGN_IN_FAILED, { message: '原密码错误' });
  }
  const hash = await hashPassword(body.newPassword, deps.scryptLogN);
  await withTransaction(deps.pool, async (tx) => {
    // Changing a one-time password does not untie it from whoever set it: that person knew the
    // one-time password and could have made this change. Only a change of a chosen password does.
    await tx.query(
      `UPDATE operators SET password_hash = $2, password_set_by = CASE WHEN must_change_password THEN password_set_by ELSE $3 END,
              must_change_password = false WHERE id = $1`,
      [id, hash, op.actor],
    );
    await repo.revokeSessions(tx, id, sessionId);
    await audit(tx, { actor: op.actor, action: 'operator.password_changed', targetType: 'operator', targetId: id, ip });
  });
}

export async function listSessions(pool: pg.Pool, op: OperatorIdentity): Promise<OperatorSession[]> {
  const { id, sessionId } = sessionOnly(op);
  return liveSessions(pool, id, sessionId);
}

/** An operator's live (unrevoked, unexpired) sessions, newest first; `current` marks the caller's. */
export async function liveSessions(pool: pg.Pool, operatorId: number, callerSessionId: number | null): Promise<OperatorSession[]> {
  const { rows } = await pool.query<{ id: number; created_at: Date; last_seen_at: Date; expires_at: Date; ip: string; user_agent: string }>(
    `SELECT id::int, created_at, last_seen_at, expires_at, ip, user_agent FROM operator_sessions
      WHERE operator_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 100`,
    [operatorId],
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
    ip: r.ip,
    userAgent: r.user_agent,
    current: r.id === callerSessionId,
  }));
}

/** A super admin's list of another operator's sessions (404 for an unknown operator). */
export async function operatorSessions(pool: pg.Pool, operatorId: number, caller: OperatorIdentity): Promise<OperatorSession[]> {
  if (!(await repo.findById(pool, operatorId))) throw notFound('运营账号不存在');
  return liveSessions(pool, operatorId, caller.sessionId);
}

/**
 * Ends one live session of any operator (a lost laptop, a shared screen), audited with whose
 * session it was. The caller's own current session is refused: signing out is the way to end it.
 */
export async function revokeOperatorSession(pool: pg.Pool, caller: OperatorIdentity, operatorId: number, sessionId: number, ip: string): Promise<void> {
  if (caller.sessionId === sessionId) throw new AppError(ErrorCode.OPERATOR_FORBIDDEN, { message: '不能在此结束当前会话，请退出登录' });
  await withTransaction(pool, async (tx) => {
    const res = await tx.query<{ ip: string; user_agent: string }>(
      `UPDATE operator_sessions SET revoked_at = now()
        WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING ip, user_agent`,
      [sessionId, operatorId],
    );
    const ended = res.rows[0];
    if (!ended) throw notFound('会话不存在或已结束');
    await audit(tx, {
      actor: caller.actor,
      action: 'operator.session_revoked',
      targetType: 'operator_session',
      targetId: sessionId,
      detail: { operatorId, ip: ended.ip, userAgent: ended.user_agent },
      ip,
    });
  });
}

export async function revokeOwnSession(pool: pg.Pool, op: OperatorIdentity, sessionId: number, ip: string): Promise<void> {
  const { id } = sessionOnly(op);
  await withTransaction(pool, async (tx) => {
    const res = await tx.query('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL', [
      sessionId,
      id,
    ]);
    if (!res.rowCount) throw notFound('会话不存在');
    await audit(tx, { actor: op.actor, action: 'operator.session_revoked', targetType: 'operator_session', targetId: sessionId, ip });
  });
}

export async function listSignIns(
  pool: pg.Pool,
  operatorId: number | null,
  page: { page: number; rows: number },
): Promise<{ data: import('@sixmark/shared').SignInRow[]; totalCount: number }> {
  const { rows } = await pool.query<{ id: number; operator_id: number | null; name: string; created_at: Date; ip: string; user_agent: string; result: string; total: number }>(
    `SELECT id::int, operator_id::int, name, created_at, ip, user_agent, result, count(*) OVER ()::int AS total
       FROM operator_sign_ins WHERE ($1::bigint IS NULL OR operator_id = $1)
      ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [operatorId, page.rows, (page.page - 1) * page.rows],
  );
  return {
    data: rows.map((r) => ({ id: r.id, operatorId: r.operator_id, name: r.name, at: r.created_at.toISOString(), ip: r.ip, userAgent: r.user_agent, result: r.result })),
    totalCount: rows[0]?.total ?? 0,
  };
}

/**
 * The actors an operator is tied to: who created it and who last set its password. Either knew
 * its password, so neither may have it approve their four-eyes requests. The static token has none.
 */
export async function tiesOf(pool: pg.Pool, op: OperatorIdentity): Promise<string[]> {
  if (op.id === null) return [];
  const origin = await repo.originOf(pool, op.id);
  return origin ? [origin.created_by, origin.password_set_by].filter(Boolean) : [];
}

// ---- account administration ------------------------------------------------------------------

/** Creates an operator with a generated (or given) password it must change. Used by the API and the CLI. */
export async function createOperator(
  pool: pg.Pool,
  scryptLogN: number,
  input: { name: string; role: OperatorRole; password?: string; mustChangePassword?: boolean },
  actor: string,
  ip: string,
): Promise<{ operator: OperatorRow; password: string }> {
  const password = input.password ?? oneTimePassword();
  const passwordHash = await hashPassword(password, scryptLogN);
  return withTransaction(pool, async (tx) => {
    const created = await repo.insertOperator(tx, {
      name: input.name,
      role: input.role,
      passwordHash,
      mustChangePassword: input.mustChangePassword ?? true,
      createdBy: actor,
    });
    if (!created) throw new AppError(ErrorCode.OPERATOR_NAME_TAKEN);
    await audit(tx, { actor, action: 'operator.created', targetType: 'operator', targetId: created.id, detail: { after: { name: created.name, role: created.role } }, ip });
    return { operator: rowOf(created), password };
  });
}

export async function updateOperator(
  pool: pg.Pool,
  id: number,
  body: { role?: OperatorRole; disabled?: boolean },
  actor: string,
  ip: string,
): Promise<OperatorRow> {
  // An operator cannot demote or disable itself: the last super admin could lock everyone out.
  if (actor.startsWith(`operator:${id}:`)) throw new AppError(ErrorCode.OPERATOR_FORBIDDEN, { message: '不能修改自己的角色或停用自己' });
  return withTransaction(pool, async (tx) => {
    const before = (await tx.query<repo.OperatorRecord>('SELECT id::int, role, disabled FROM operators WHERE id = $1 FOR UPDATE', [id])).rows[0];
    if (!before) throw notFound('运营账号不存在');
    await tx.query('UPDATE operators SET role = COALESCE($2, role), disabled = COALESCE($3, disabled) WHERE id = $1', [id, body.role ?? null, body.disabled ?? null]);
    await repo.revokeSessions(tx, id);
    const after = (await repo.findById(tx, id))!;
    await audit(tx, {
      actor,
      action: 'operator.updated',
      targetType: 'operator',
      targetId: id,
      detail: { before: { role: before.role, disabled: before.disabled }, after: { role: after.role, disabled: after.disabled } },
      ip,
    });
    return rowOf(after);
  });
}

export async function resetPassword(pool: pg.Pool, scryptLogN: number, id: number, actor: string, ip: string): Promise<{ password: string }> {
  const password = oneTimePassword();
  const hash = await hashPassword(password, scryptLogN);
  await withTransaction(pool, async (tx) => {
    const res = await tx.query('UPDATE operators SET password_hash = $2, must_change_password = true, password_set_by = $3 WHERE id = $1', [id, hash, actor]);
    if (!res.rowCount) throw notFound('运营账号不存在');
    await repo.revokeSessions(tx, id);
    await audit(tx, { actor, action: 'operator.password_reset', targetType: 'operator', targetId: id, ip });
  });
  return { password };
}

export async function resetTotp(pool: pg.Pool, id: number, actor: string, ip: string): Promise<OperatorRow> {
  return withTransaction(pool, async (tx) => {
    const res = await tx.query('UPDATE operators SET totp_secret = NULL, totp_enabled = false, totp_last_step = 0 WHERE id = $1', [id]);
    if (!res.rowCount) throw notFound('运营账号不存在');
    await repo.revokeSessions(tx, id);
    await audit(tx, { actor, action: 'operator.totp_reset', targetType: 'operator', targetId: id, ip });
    return rowOf((await repo.findById(tx, id))!);
  });
}
