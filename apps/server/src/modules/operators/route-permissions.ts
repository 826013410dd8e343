import type { OperatorPermission } from '@sixmark/shared';

/** What a route needs: a permission, a signed-in operator of any role, or nothing. */
export type Access = OperatorPermission | 'signed-in' | 'public';

export interface RouteRule {
  /** Route pattern prefix after `/app-api/`, on whole path segments. */
  prefix: string;
  /** GET and HEAD. */
  read: Access;
  /** POST, PUT, PATCH, DELETE. */
  write: Access;
  /**
   * Writes that move members' money by an operator's decision: only a signed-in operator, never
   * the static token. The token is one shared secret for automation; whoever holds it could
   * play both sides of the four-eyes rule.
   */
  moneyWrite?: true;
}

/**
 * The one table of operator access (docs/operators.md). The longest matching prefix wins, so a
 * narrower entry (users/:id/adjust) overrides its module's (users). A route under
 * `/app-api/admin/` matching no entry is refused: a new module's operator routes stay closed
 * until someone decides who may call them.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  { prefix: 'admin/auth/sign-in', read: 'public', write: 'public' },
  { prefix: 'admin/auth', read: 'signed-in', write: 'signed-in' },
  { prefix: 'admin/operators', read: 'operators', write: 'operators' },
  { prefix: 'admin/operator-settings', read: 'operators', write: 'operators' },
  { prefix: 'admin/audit', read: 'audit', write: 'audit' },
  { prefix: 'admin/dashboard', read: 'read', write: 'operators' },
  { prefix: 'admin/adjust-requests', read: 'read', write: 'finance', moneyWrite: true },
  { prefix: 'admin/recharge', read: 'read', write: 'finance' },
  { prefix: 'admin/recharge/:orderNo', read: 'read', write: 'finance', moneyWrite: true },
  { prefix: 'admin/withdraw', read: 'read', write: 'finance' },
  { prefix: 'admin/withdraw/:id', read: 'read', write: 'finance', moneyWrite: true },
  { prefix: 'admin/users/:id/adjust', read: 'read', write: 'finance', moneyWrite: true },
  { prefix: 'admin/users', read: 'read', write: 'risk' },
  { prefix: 'admin/bets', read: 'read', write: 'risk' },
  { prefix: 'admin/lottery', read: 'read', write: 'lottery' },
  { prefix: 'admin/content', read: 'read', write: 'content' },
  { prefix: 'admin/gallery', read: 'read', write: 'content' },
  { prefix: 'admin/uploads', read: 'read', write: 'content' },
  { prefix: 'admin/games', read: 'read', write: 'content' },
  { prefix: 'admin/games-hot', read: 'read', write: 'content' },
  { prefix: 'admin/game-providers', read: 'read', write: 'content' },
  { prefix: 'admin/chat', read: 'read', write: 'support' },
  { prefix: 'admin/agents', read: 'read', write: 'finance' },
  { prefix: 'admin/hongbao', read: 'read', write: 'finance' },
  { prefix: 'admin/bonus', read: 'read', write: 'finance' },
  // Site settings the member app reads (issue 15 console): a super admin's decision.
  { prefix: 'admin/settings', read: 'read', write: 'operators' },
  // Forum moderation (issue 19).
  { prefix: 'admin/forum', read: 'read', write: 'content' },
  // inbox (issue 18): operator messages to one member or all
  { prefix: 'admin/notifications', read: 'read', write: 'content' },
  // Encrypted transport flag and key rotation (issue 18): a super admin's decision.
  { prefix: 'admin/encrypt', read: 'read', write: 'operators' },
  // Background jobs: their error texts name tables and hosts, so they are for the operators
  // who run the deployment.
  { prefix: 'admin/jobs', read: 'operators', write: 'operators' },
];

const ADMIN_ROOT = '/app-api/admin/';

export const isAdminRoute = (url: string): boolean => url.startsWith(ADMIN_ROOT);

const segments = (path: string) => path.split('/').filter(Boolean);

/** The rule of a route pattern (`/app-api/admin/users/:id/adjust`), or null when unmapped. */
export function ruleOf(routeUrl: string): RouteRule | null {
  const path = segments(routeUrl.replace(/^\/app-api\//, ''));
  let best: RouteRule | null = null;
  let bestLen = -1;
  for (const rule of ROUTE_RULES) {
    const p = segments(rule.prefix);
    if (p.length > path.length || p.length <= bestLen) continue;
    // Parameter names differ between modules (:id, :userId); any parameter matches any.
    if (p.every((seg, i) => seg === path[i] || (seg.startsWith(':') && path[i]!.startsWith(':')))) {
      best = rule;
      bestLen = p.length;
    }
  }
  return best;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** What calling `method` on the route needs, or null when the route is unmapped (refused). */
export function accessOf(method: string, routeUrl: string): Access | null {
  const rule = ruleOf(routeUrl);
  if (!rule) return null;
  return READ_METHODS.has(method.toUpperCase()) ? rule.read : rule.write;
}

/** Whether calling `method` on the route moves money by an operator's decision (session only). */
export function movesMoney(method: string, routeUrl: string): boolean {
  return !READ_METHODS.has(method.toUpperCase()) && ruleOf(routeUrl)?.moneyWrite === true;
}
