import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { APIRequestContext, APIResponse, BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { OWN_SCREEN_COOKIE } from '@sixmark/shared';
import { DEMO_OPERATORS } from '../../server/src/db/seed/demo-operators';
import { registerViaApi } from './accounts-helpers';
import { baseURL } from './browser';

/**
 * Every journey works on a member of its own, registered through the API in its setup: a
 * shared seed account (demo01) carries what earlier journeys left (orders, votes, favourites,
 * sessions), so a journey passed alone and failed in the full run.
 */
export interface Member {
  account: string;
  password: string;
  token: string;
  tokenChat: string;
  userId: number;
}

/** The fund password new members get (the one registration sets when its form asks for it). */
export const FUND_PASSWORD = '1357';

export const authHeaders = (token: string) => ({ authorization: token, token });

async function data<T>(res: APIResponse, what: string): Promise<T> {
  const body = (await res.json()) as { success: boolean; code: string; msg: string; data: T };
  if (!body.success) throw new Error(`${what}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A bank card number of its own (12-19 digits), so members never collide on one card. */
const cardNo = () => `621660${BigInt(`0x${randomBytes(6).toString('hex')}`).toString().padStart(13, '0').slice(0, 13)}`;

/**
 * Registers a fresh member through `request` (a browser context's, so it carries that
 * context's client address) and prepares what the journey needs: a fund password, a bound
 * bank card, money credited by an operator (no turnover requirement), the sign-up gift's
 * turnover met.
 */
export async function newMember(
  request: APIRequestContext,
  opts: { fundPassword?: boolean; bankCard?: boolean; money?: number; turnoverMet?: boolean } = {},
): Promise<Member & { cardNo?: string }> {
  const user = await registerViaApi(request);
  const headers = authHeaders(user.token);
  const info = await data<{ userInfo: { userId: number }; extInfo: { fundPwd: boolean } }>(
    await request.get('/app-api/api/user/info', { headers }),
    'profile',
  );
  if ((opts.fundPassword || opts.bankCard) && !info.extInfo.fundPwd) {
    await data(
      await request.post('/app-api/api/user/updateFundPwd', {
        form: { fundPwd: FUND_PASSWORD, confirmFundPwd: FUND_PASSWORD, password: user.password },
        headers,
      }),
      'fund password',
    );
  }
  let card: string | undefined;
  if (opts.bankCard) {
    card = cardNo();
    await data(
      await request.post('/app-api/api/user/updateBank', {
        form: { bankName: '中国银行', bankBranch: '北京分行', cardNo: card, holderName: '张伟', isDefault: 1, cashPassword: FUND_PASSWORD },
        headers,
      }),
      'bank card',
    );
  }
  if (opts.money) await credit(request, info.userInfo.userId, opts.money);
  if (opts.turnoverMet) await meetTurnover({ userId: info.userInfo.userId });
  return { ...user, userId: info.userInfo.userId, cardNo: card };
}

/**
 * Marks the member's turnover requirements as wagered (the sign-up gift must be bet 3 times
 * before any withdrawal). This stands in for the bets the member would place: no betting API
 * exists yet, and it is the only fixture written straight to the database. Replace it with
 * real bets once the bets module lands (issue 10).
 */
export async function meetTurnover(member: Pick<Member, 'userId'>): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('UPDATE turnover_requirements SET valid_dml = require_dml WHERE user_id = $1', [member.userId]);
  } finally {
    await client.end();
  }
}

/**
 * Session headers of the seeded demo finance operator: manual adjustments refuse the static
 * token and need a signed-in operator.
 */
export async function financeHeaders(): Promise<Record<string, string>> {
  const finance = DEMO_OPERATORS.find((o) => o.name === 'finance')!;
  const res = await fetch(`${baseURL()}/app-api/admin/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: finance.name, password: finance.password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`finance operator sign-in failed: ${JSON.stringify(body)}`);
  return { 'x-operator-token': body.data.token };
}

/** Credits `yuan` to a member through the operator API (no turnover requirement). */
export async function credit(request: APIRequestContext, userId: number, yuan: number): Promise<void> {
  await data(
    await request.post(`/app-api/admin/users/${userId}/adjust`, {
      headers: { ...(await financeHeaders()), 'idempotency-key': randomBytes(12).toString('hex') },
      data: { amount: yuan, reason: 'e2e 测试入金', turnover: 'none' },
    }),
    'credit',
  );
}

/** The member's balance in yuan (money and live money, as the screens add them). */
export async function balanceOf(request: APIRequestContext, member: Member): Promise<number> {
  const w = await data<{ money: number; liveMoney: number }>(
    await request.post('/app-api/api/v2/user/tellerMachine', { headers: authHeaders(member.token) }),
    'balance',
  );
  return w.money + w.liveMoney;
}

/** Puts the member's tokens where the app keeps them, before any app script runs. */
export async function signInAs(context: BrowserContext, member: Pick<Member, 'token' | 'tokenChat'>): Promise<void> {
  // What the app keeps beside the token once signed in (lib/own-screen-hint.ts): the server then
  // sends its pages without a guest's screen drawn in them.
  await context.addCookies([{ name: OWN_SCREEN_COOKIE, value: '1', url: baseURL() }]);
  await context.addInitScript(
    ([token, chat]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('tokenChat', chat);
    },
    [member.token, member.tokenChat] as const,
  );
}
