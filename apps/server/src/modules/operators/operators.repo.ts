import type pg from 'pg';
import type { OperatorRole } from '@sixmark/shared';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

export interface OperatorRecord {
  id: number;
  name: string;
  role: OperatorRole;
  password_hash: string;
  must_change_password: boolean;
  totp_secret: string | null;
  totp_enabled: boolean;
  disabled: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const COLUMNS = `id::int, name, role, password_hash, must_change_password, totp_secret, totp_enabled, disabled, created_at, last_sign_in_at`;

export async function findByName(db: Q, name: string): Promise<OperatorRecord | null> {
  const { rows } = await db.query<OperatorRecord>(`SELECT ${COLUMNS} FROM operators WHERE lower(name) = lower($1)`, [name]);
  return rows[0] ?? null;
}

export async function findById(db: Q, id: number): Promise<OperatorRecord | null> {
  const { rows } = await db.query<OperatorRecord>(`SELECT ${COLUMNS} FROM operators WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listOperators(db: Q): Promise<OperatorRecord[]> {
  const { rows } = await db.query<OperatorRecord>(`SELECT ${COLUMNS} FROM operators ORDER BY id`);
  return rows;
}

/** Inserts an operator; null when the name is taken (case-insensitively). */
export async function insertOperator(
  db: Q,
  op: { name: string; role: OperatorRole; passwordHash: string; mustChangePassword: boolean; createdBy: string },
): Promise<OperatorRecord | null> {
  const taken = await db.query('SELECT 1 FROM operators WHERE lower(name) = lower($1)', [op.name]);
  if (taken.rowCount) return null;
  const { rows } = await db.query<OperatorRecord>(
    `INSERT INTO operators (name, role, password_hash, must_change_password, created_by, password_set_by) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (name) DO NOTHING RETURNING ${COLUMNS}`,
    [op.name, op.role, op.passwordHash, op.mustChangePassword, op.createdBy],
  );
  return rows[0] ?? null;
}

/** The actors who created an operator and last set its password (empty for seeded ones). */
export async function originOf(db: Q, id: number): Promise<{ created_by: string; password_set_by: string } | null> {
  const { rows } = await db.query<{ created_by: string; password_set_by: string }>('SELECT created_by, password_set_by FROM operators WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function recordSignIn(
  db: Q,
  row: { operatorId: number | null; name: string; result: string; ip: string; userAgent: string },
): Promise<void> {
  await db.query(`INSERT INTO operator_sign_ins (operator_id, name, result, ip, user_agent) VALUES ($1, $2, $3, $4, $5)`, [
    row.operatorId,
    row.name,
    row.result,
    row.ip,
    row.userAgent.slice(0, 300),
  ]);
}

/** Marks a TOTP step as used; false when this or a later step was already used (a replay). */
export async function claimTotpStep(db: Q, operatorId: number, step: number): Promise<boolean> {
  const res = await db.query('UPDATE operators SET totp_last_step = $2 WHERE id = $1 AND totp_last_step < $2', [operatorId, step]);
  return res.rowCount === 1;
}

export interface SessionRow {
  session_id: number;
  enrol_only: boolean;
  operator_id: number;
  name: string;
  role: OperatorRole;
  totp_enabled: boolean;
  must_change_password: boolean;
}

/** The live session of a token hash, extended by `idleSec` (never past its hard end); null if none. */
export async function touchSession(db: Q, tokenHash: string, idleSec: number): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>({
    name: 'operator-session-touch',
    text: `UPDATE operator_sessions s
              SET last_seen_at = now(), expires_at = LEAST(s.hard_expires_at, now() + make_interval(secs => $2))
             FROM operators o
            WHERE s.token_hash = $1 AND o.id = s.operator_id AND s.revoked_at IS NULL
              AND s.expires_at > now() AND NOT o.disabled
        RETURNING s.id::int AS session_id, s.enrol_only, o.id::int AS operator_id, o.name, o.role, o.totp_enabled, o.must_change_password`,
    values: [tokenHash, idleSec],
  });
  return rows[0] ?? null;
}

export async function insertSession(
  db: Q,
  s: { operatorId: number; tokenHash: string; enrolOnly: boolean; ip: string; userAgent: string; idleSec: number; maxSec: number },
): Promise<{ id: number; expires_at: Date }> {
  const { rows } = await db.query<{ id: number; expires_at: Date }>(
    `INSERT INTO operator_sessions (operator_id, token_hash, enrol_only, ip, user_agent, expires_at, hard_expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6), now() + make_interval(secs => $7))
     RETURNING id::int, expires_at`,
    [s.operatorId, s.tokenHash, s.enrolOnly, s.ip, s.userAgent.slice(0, 300), s.idleSec, s.maxSec],
  );
  return rows[0]!;
}

/** Revokes sessions of an operator (all, or all but `keep`). */
export async function revokeSessions(db: Q, operatorId: number, keep: number | null = null): Promise<void> {
  await db.query(
    `UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2)`,
    [operatorId, keep],
  );
}
