import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { ErrorCode } from '@sixmark/shared';
import { AppError } from './errors';
import { safeEqual } from './tokens';

/**
 * The operator API authenticates with its own token (`X-Admin-Token`), never a user token.
 * Returns the operator's name (`X-Admin-Name`, default `admin`) for the audit log.
 */
export function requireAdmin(request: FastifyRequest): string {
  const token = request.headers['x-admin-token'];
  const given = Array.isArray(token) ? token[0] : token;
  if (!given || !safeEqual(given, request.server.config.adminToken)) {
    throw new AppError(ErrorCode.ADMIN_UNAUTHORIZED);
  }
  const name = request.headers['x-admin-name'];
  return `admin:${(Array.isArray(name) ? name[0] : name) || 'admin'}`;
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
