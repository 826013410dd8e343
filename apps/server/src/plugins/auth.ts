import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { ErrorCode, msg } from '@sixmark/shared';
import { AppError, unauthorized } from '../lib/errors';
import { hashToken } from '../lib/tokens';

export interface AuthUser {
  id: number;
  companyId: number;
  account: string;
  type: 'NORMAL' | 'TEST';
  isDl: boolean;
  tokenId: number;
}

/** The access token of a request: `token` header, else `Authorization` (with or without Bearer). */
export function accessTokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers.token ?? request.headers.authorization;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const token = value?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : undefined;
}

type TokenColumn = 'token_hash' | 'chat_token_hash';

/**
 * The user of a stored token hash. A token revoked because the account logged in elsewhere
 * answers UC/LOGIN_ELSEWHERE (401) so the old device can say so; any other unknown, expired
 * or revoked token answers UC/TOKEN_INVALID (400).
 */
async function userOfTokenHash(pool: pg.Pool, column: TokenColumn, hash: string): Promise<AuthUser> {
  const { rows } = await pool.query<{
    token_id: number;
    revoked_at: Date | null;
    revoke_reason: string | null;
    expires_at: Date;
    id: number;
    company_id: number;
    account: string;
    type: 'NORMAL' | 'TEST';
    is_dl: boolean;
    status: string;
  }>({
    // Named: prepared once per connection, as every authenticated request runs it.
    name: `auth.userOf.${column}`,
    text: `SELECT t.id AS token_id, t.revoked_at, t.revoke_reason, t.expires_at,
            u.id, u.company_id, u.account, u.type, u.is_dl, u.status
       FROM user_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.${column} = $1`,
    values: [hash],
  });
  const row = rows[0];
  if (!row) throw new AppError(ErrorCode.TOKEN_INVALID);
  // A frozen account (its tokens were revoked by the freeze) hears why: 账号已被停用，请联系客服.
  if (row.status === 'disabled') throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR, { status: 401 });
  if (row.revoked_at) {
    if (row.revoke_reason === 'elsewhere') throw new AppError(ErrorCode.LOGIN_ELSEWHERE);
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
  if (row.expires_at.getTime() < Date.now()) throw new AppError(ErrorCode.TOKEN_INVALID);
  return {
    id: row.id,
    companyId: row.company_id,
    account: row.account,
    type: row.type,
    isDl: row.is_dl,
    tokenId: row.token_id,
  };
}

/**
 * The user of a chat token (the chat socket's Bearer), with the same answers as access
 * tokens: a chat socket of a device logged out elsewhere gets UC/LOGIN_ELSEWHERE.
 */
export const resolveChatToken = (pool: pg.Pool, chatToken: string): Promise<AuthUser> =>
  userOfTokenHash(pool, 'chat_token_hash', hashToken(chatToken));

/**
 * Resolves the caller from the access token once per request. A token revoked because the
 * account logged in elsewhere answers UC/LOGIN_ELSEWHERE (401) so the old device can say so;
 * any other unknown, expired or revoked token answers UC/TOKEN_INVALID (400).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authCache', null);
  app.decorate('resolveUser', async (request: FastifyRequest): Promise<AuthUser | null> => {
    if (request.authCache) return request.authCache.user;
    const token = accessTokenOf(request);
    if (!token) {
      request.authCache = { user: null };
      return null;
    }
    const user = await userOfTokenHash(app.pool, 'token_hash', hashToken(token));
    request.authCache = { user };
    return user;
  });
});

/** The logged-in caller, or 401 `请先登录`. */
export async function requireLogin(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.server.resolveUser(request);
  if (!user) throw unauthorized();
  return user;
}

/** The caller if a valid token was sent, else null (bad tokens still fail loudly). */
export const optionalUser = (request: FastifyRequest): Promise<AuthUser | null> =>
  request.server.resolveUser(request);

/** A formal member (not a trial account), or `试玩账户无法进行该操作，请注册正式账户!`. */
export async function requireFormalMember(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireLogin(request);
  if (user.type === 'TEST') throw new AppError(ErrorCode.TRIAL_FORBIDDEN);
  return user;
}

/**
 * `onRequest` hook of every money call (withdraw, recharge, bank cards, fund password,
 * transfers): it runs before the body is parsed and validated, so a trial account always hears
 * 试玩账户无法进行该操作 rather than an error about an amount it could never use.
 */
export async function formalMemberFirst(request: FastifyRequest): Promise<void> {
  await requireFormalMember(request);
}

/** An agent (isDl), or 403. */
export async function requireAgent(request: FastifyRequest): Promise<AuthUser> {
  const user = await requireLogin(request);
  if (!user.isDl) throw new AppError(ErrorCode.FORBIDDEN, { message: msg.agentOnly });
  return user;
}
