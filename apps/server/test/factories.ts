import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Bill } from '@sixmark/shared';
import { hashPassword } from '../src/lib/password';
import { hashToken, newToken } from '../src/lib/tokens';
import { withTransaction } from '../src/lib/tx';
import { createWallet, postLedger } from '../src/modules/wallet';

export interface TestUser {
  id: number;
  account: string;
  password: string;
  /** A live access token for the `token` header. */
  token: string;
  chatToken: string;
  headers: { token: string; authorization: string };
}

let seq = 0;

/**
 * Creates a user straight in the database with a wallet, an optional starting balance
 * (through the ledger, so balances always match it) and a live token.
 */
export async function createUser(
  app: FastifyInstance,
  opts: {
    type?: 'NORMAL' | 'TEST';
    isDl?: boolean;
    money?: number;
    parentId?: number;
    account?: string;
    password?: string;
    fundPwd?: string;
  } = {},
): Promise<TestUser> {
  const account = opts.account ?? `u${Date.now().toString(36).slice(-5)}${(seq++).toString(36)}${randomBytes(1).toString('hex')}`;
  const password = opts.password ?? 'Passw0rd1';
  const companyId = await app.companyId();
  const hash = await hashPassword(password, app.config.scryptLogN);
  const fundHash = opts.fundPwd ? await hashPassword(opts.fundPwd, app.config.scryptLogN) : null;
  const token = newToken();
  const chatToken = newToken();
  const id = await withTransaction(app.pool, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (company_id, account, password_hash, fund_pwd_hash, type, is_dl, parent_id, intr_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [companyId, account, hash, fundHash, opts.type ?? 'NORMAL', opts.isDl ?? false, opts.parentId ?? null, opts.isDl ? `P${account.toUpperCase()}` : null],
    );
    const userId = rows[0]!.id;
    await createWallet(tx, userId);
    if (opts.money) {
      await postLedger(tx, { userId, account: 'money', billType: Bill.manualDeposit, amount: opts.money, reference: 'test:initial' });
    }
    await tx.query(
      `INSERT INTO user_tokens (user_id, token_hash, chat_token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '7 days')`,
      [userId, hashToken(token), hashToken(chatToken)],
    );
    return userId;
  });
  return { id, account, password, token, chatToken, headers: { token, authorization: token } };
}
