import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { ErrorCode, hasPermission, type OperatorRole } from '@sixmark/shared';
import { AppError } from './errors';
import { safeEqual } from './tokens';

/** Who is calling the operator API: a signed-in operator, or the static automation token. */
export interface OperatorIdentity {
  /** Null for the static token. */
  id: number | null;
  name: string;
  role: OperatorRole;
  /** `operator:<id>:<name>` or `admin:<name>`: what the audit log records. */
  actor: string;
  /** Session id (null for the static token). */
  sessionId: number | null;
  /** A production operator without TOTP: may only enrol. */
  enrolOnly: boolean;
  totpEnabled: boolean;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operators module's access hook when the request carries a live session. */
    operator: OperatorIdentity | null;
  }
}

/**
 * The static `X-Admin-Token` identity (super admin rights), when the token is configured and
 * matches. `config.adminToken` is empty in production unless ADMIN_TOKEN was set explicitly.
 */
export function staticAdminOf(request: FastifyRequest): OperatorIdentity | null {
  const configured = request.server.config.adminToken;
  const token = request.headers['x-admin-token'];
  const given = Array.isArray(token) ? token[0] : token;
  if (!configured || !given || !safeEqual(given, configured)) return null;
  const header = request.headers['x-admin-name'];
  const name = (Array.isArray(header) ? header[0] : header) || 'admin';
  return {
    id: null,
    name,
    role: 'super_admin',
    actor: `admin:${name}`,
    sessionId: null,
    enrolOnly: false,
    totpEnabled: false,
    mustChangePassword: false,
  };
}

/**
 * The operator calling, as the actor string for the audit log (`operator:<id>:<name>` for a
 * session, `admin:<name>` for the static token). Permissions are checked once, centrally, by
 * the operators module's hook on every `/app-api/admin/*` route; this only refuses a caller
 * without any operator credentials.
 */
export function requireAdmin(request: FastifyRequest): string {
  const operator = request.operator ?? staticAdminOf(request);
  if (!operator || operator.enrolOnly) throw new AppError(ErrorCode.ADMIN_UNAUTHORIZED);
  // The access hook's one-time-password rule covers /app-api/admin/ only; the same holds here.
  if (operator.mustChangePassword) throw new AppError(ErrorCode.OPERATOR_PASSWORD_CHANGE_REQUIRED);
  // Outside /app-api/admin/ the route table does not apply; the only operator calls there are
  // chat moderation on /chat-api (chat-social), so a session needs the support permission.
  const url = request.routeOptions.url ?? '';
  if (!url.startsWith('/app-api/admin/') && !hasPermission(operator.role, 'support')) {
    throw new AppError(ErrorCode.OPERATOR_FORBIDDEN);
  }
  return operator.actor;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Appends one row to the audit log (inside the caller's transaction when given one). */
export async function audit(
  db: Queryable,
  entry: { actor: string; action: string; targetType?: string; targetId?: string | number; detail?: object; ip?: string },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor, action, target_type, target_id, detail, ip) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.actor,
      entry.action,
      entry.targetType ?? '',
      String(entry.targetId ?? ''),
      JSON.stringify(entry.detail ?? {}),
      entry.ip ?? '',
    ],
  );
}
