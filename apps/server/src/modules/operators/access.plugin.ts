import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode, OPERATOR_TOKEN_HEADER, hasPermission } from '@sixmark/shared';
import { staticAdminOf, type OperatorIdentity } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { sessionOf } from './operators.service';
import { accessOf, isAdminRoute, movesMoney } from './route-permissions';

/** Routes an operator still on its one-time password may call (to change it). */
const PASSWORD_ROUTES = new Set(['/app-api/admin/auth/me', '/app-api/admin/auth/sign-out', '/app-api/admin/auth/password']);

/** Routes a production operator without TOTP may call (to enrol it). */
const ENROL_ROUTES = new Set([...PASSWORD_ROUTES, '/app-api/admin/auth/totp/enrol', '/app-api/admin/auth/totp/confirm']);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The one access check of the operator API. For every request it resolves the caller (a
 * session token, else the static token) into `request.operator`; for every route under
 * `/app-api/admin/` it then applies the route table (route-permissions.ts): unmapped routes
 * are refused, the rest need the table's permission. Module routes need no change of their own.
 */
export const operatorAccessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    const token = header(request, OPERATOR_TOKEN_HEADER);
    const routeUrl = request.routeOptions.url;
    const admin = routeUrl !== undefined && isAdminRoute(routeUrl);
    let operator: OperatorIdentity | null = null;
    if (token && token.length <= 200) operator = await sessionOf(app.pool, token);
    request.operator = operator;
    if (!admin) return;
    const access = accessOf(request.method, routeUrl);
    if (access === null) throw new AppError(ErrorCode.OPERATOR_ROUTE_UNMAPPED);
    if (access === 'public') return;
    if (!operator) {
      if (token) throw new AppError(ErrorCode.OPERATOR_SESSION_INVALID);
      operator = staticAdminOf(request);
      if (!operator) throw new AppError(ErrorCode.ADMIN_UNAUTHORIZED);
      request.operator = operator;
      if (movesMoney(request.method, routeUrl)) throw new AppError(ErrorCode.OPERATOR_SESSION_REQUIRED);
    }
    // The one-time password came back to whoever created or reset the account: until it is
    // changed, that person could be acting under this name.
    if (operator.mustChangePassword && !PASSWORD_ROUTES.has(routeUrl)) throw new AppError(ErrorCode.OPERATOR_PASSWORD_CHANGE_REQUIRED);
    if (operator.enrolOnly && !ENROL_ROUTES.has(routeUrl)) throw new AppError(ErrorCode.OPERATOR_TOTP_ENROL_REQUIRED);
    if (access === 'signed-in') return;
    if (!hasPermission(operator.role, access)) throw new AppError(ErrorCode.OPERATOR_FORBIDDEN);
  });
});
