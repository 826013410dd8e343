import { randomBytes, randomInt } from 'node:crypto';
import type pg from 'pg';
import {
  ACCOUNT_MSG,
  Bill,
  BANK_LIMITS,
  ErrorCode,
  isFieldShown,
  LOGIN_LIMITS,
  loginCaptchaThreshold,
  REG_MSG,
  normalizePhone,
  regValidators,
  validateRegistration,
  type Bank,
  type LoginBody,
  type Profile,
  type PushMessage,
  type RegisterBody,
  type RegisterField,
  type RegisterFlags,
  type TokenPair,
} from '@sixmark/shared';
import { audit } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { milliToYuan, yuanToMilli } from '@sixmark/shared/domain/money';
import { hashPassword, verifyPassword } from '../../lib/password';
import { newToken } from '../../lib/tokens';
import { withTransaction } from '../../lib/tx';
import type { Bus } from '../../realtime/bus';
import { attachToAgent, resolvePromotionCode, type Attachment } from '../agents';
import { addTurnoverRequirement, createWallet, postLedger } from '../wallet';
import * as repo from './accounts.repo';
import { consumeCaptcha } from './captcha';
import { verifyFundPassword, verifyFundPasswordIfSet } from './fund-password';
import { clearCounter, counterKeys, hitCounter, lockCounterRow, peekCounter } from './rate-limits';

export interface Ctx {
  pool: pg.Pool;
  bus: Bus;
  scryptLogN: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
  clientId: string | undefined;
}

/** Play money of a trial account: 2,000 yuan. */
export const TRIAL_MONEY_MILLI = 2_000_000;
/** Token lifetimes in days (spec: remember keeps the session for a month). */
export const TOKEN_DAYS = { normal: 7, remember: 30 } as const;
/** Channel that tells socket hubs to drop a user's sessions. */
export const TOKENS_REVOKED_CHANNEL = 'accounts.tokens-revoked';

const TRIAL_PASSWORD_HASH = '!trial';
const FAIL_WINDOW_SEC = LOGIN_LIMITS.failureWindowMin * 60;
const TRIALS_PER_HOUR = 20;
const WELCOME = { title: '欢迎加入六合宝典', content: '恭喜您注册成功！祝您游戏愉快，理性购彩，量力而行。' };

const loginFailed = () => new AppError(ErrorCode.LOGIN_FAILED);
const tooFrequent = (retryAfterSec: number) =>
  new AppError(ErrorCode.RATE_LIMITED, { headers: { 'retry-after': String(retryAfterSec) } });

// A fixed hash to verify against when the account does not exist, so both failures cost the same.
const dummyHashes = new Map<number, Promise<string>>();
const dummy = (logN: number): Promise<string> => {
  let hash = dummyHashes.get(logN);
  if (!hash) dummyHashes.set(logN, (hash = hashPassword(randomBytes(12).toString('hex'), logN)));
  return hash;
};

async function issueTokens(
  tx: pg.PoolClient,
  userId: number,
  client: ClientInfo,
  remember: boolean,
): Promise<TokenPair> {
  const token = newToken();
  const tokenChat = newToken();
  await repo.insertToken(tx, {
    userId,
    token,
    chatToken: tokenChat,
    userAgent: client.userAgent,
    ip: client.ip,
    days: remember ? TOKEN_DAYS.remember : TOKEN_DAYS.normal,
  });
  return { token, tokenChat };
}

async function announceRevoked(ctx: Ctx, userId: number, reason: repo.RevokeReason): Promise<void> {
  await ctx.bus.publish(TOKENS_REVOKED_CHANNEL, { userId, reason }).catch(() => undefined);
}

async function companyOrFail(companyId: number | null): Promise<number> {
  if (companyId === null) throw new AppError(ErrorCode.BAD_REQUEST, { message: '公司代码不存在' });
  return companyId;
}

/** Login-limit data for a client: vCode 1 when the company always asks, or after the stored number of failures (default 5). */
export async function loginLimit(ctx: Ctx, companyId: number, account: string | undefined, ip: string) {
  const config = await repo.loadLimit(ctx.pool, companyId, 'login');
  const needed = await captchaNeeded(ctx, companyId, account, ip, config);
  return { vCode: needed ? 1 : 0, failTimesForVCode: loginCaptchaThreshold(config) };
}

async function captchaNeeded(
  ctx: Ctx,
  companyId: number,
  account: string | undefined,
  ip: string,
  config: Record<string, unknown>,
): Promise<boolean> {
  if (Number(config.vCode) === 1) return true;
  const threshold = loginCaptchaThreshold(config);
  const byIp = await peekCounter(ctx.pool, counterKeys.loginFailAddress(ip), FAIL_WINDOW_SEC);
  if (byIp.count >= threshold) return true;
  if (!account) return false;
  const byAccount = await peekCounter(ctx.pool, counterKeys.loginFailAccount(companyId, account), FAIL_WINDOW_SEC);
  return byAccount.count >= threshold;
}

/** Every login attempt of an address counts; past 20 a minute the address waits (429). */
async function throttleAddress(ctx: Ctx, ip: string): Promise<void> {
  const perMinute = await hitCounter(ctx.pool, counterKeys.loginPerMinute(ip), 60);
  if (perMinute.count > LOGIN_LIMITS.attemptsPerAddressPerMinute) throw tooFrequent(perMinute.retryAfterSec);
}

export interface PasswordAttempt {
  account: string;
  password: string;
  /** The image captcha's answer and the client id it was issued to (see /v/vCode). */
  valiCode?: string | undefined;
  clientId?: string | undefined;
}

/**
 * The brute-force rules of every check of a login password (login, and changing a password by
 * account): checks of one account run one at a time under its counter's row lock, so parallel
 * guesses each see the failures before them and, past 5, need the captcha; the address's
 * failures count too. Unknown account and wrong password fail alike; a right password clears
 * the account's count and upgrades a weak hash. Nothing is thrown inside the transaction, so
 * a failure's count and a used captcha stay written.
 */
async function checkPasswordAttempt(ctx: Ctx, companyId: number, attempt: PasswordAttempt, client: ClientInfo) {
  const { account, password } = attempt;
  const config = await repo.loadLimit(ctx.pool, companyId, 'login');
  const accountKey = counterKeys.loginFailAccount(companyId, account);
  const addressKey = counterKeys.loginFailAddress(client.ip);
  const outcome = await withTransaction(ctx.pool, async (tx) => {
    const byAccount = await lockCounterRow(tx, accountKey, FAIL_WINDOW_SEC);
    if (!byAccount) return { error: tooFrequent(5) };
    const byIp = await peekCounter(tx, addressKey, FAIL_WINDOW_SEC);
    const threshold = loginCaptchaThreshold(config);
    const needsCaptcha = Number(config.vCode) === 1 || byIp.count >= threshold || byAccount.count >= threshold;
    if (needsCaptcha) {
      if (!attempt.valiCode) return { error: new AppError(ErrorCode.VCODE_REQUIRED) };
      try {
        await consumeCaptcha(tx, attempt.clientId ?? client.clientId, 'login', attempt.valiCode);
      } catch (err) {
        return { error: err as Error };
      }
    }
    const user = await repo.findUserByAccount(tx, companyId, account);
    const check = await verifyPassword(password, user?.password_hash ?? (await dummy(ctx.scryptLogN)), ctx.scryptLogN);
    if (!user || !check.ok) {
      await hitCounter(tx, accountKey, FAIL_WINDOW_SEC);
      await hitCounter(tx, addressKey, FAIL_WINDOW_SEC);
      if (user) await repo.recordSignIn(tx, user.id, 'bad_password', client);
      return { error: loginFailed() };
    }
    await clearCounter(tx, accountKey);
    if (check.needsRehash) await repo.updatePasswordHash(tx, user.id, await hashPassword(password, ctx.scryptLogN));
    return { user };
  });
  if (!outcome.user) throw outcome.error;
  return outcome.user;
}

/**
 * Login: throttle by address, captcha after repeated failures, same answer for an unknown
 * account and a wrong password, then one live session per account (older devices are told
 * they were logged out elsewhere).
 */
export async function login(ctx: Ctx, companyId: number | null, body: LoginBody, client: ClientInfo): Promise<TokenPair> {
  await throttleAddress(ctx, client.ip);
  const cid = await companyOrFail(companyId);
  const account = body.account.trim();
  const user = await checkPasswordAttempt(ctx, cid, { ...body, account }, client);
  if (user.status === 'reset_password') {
    await repo.recordSignIn(ctx.pool, user.id, 'reset_password', client);
    throw new AppError(ErrorCode.RESET_PASSWORD, { message: user.status_message || ACCOUNT_MSG.resetPasswordDefault });
  }
  if (user.status === 'disabled') {
    await repo.recordSignIn(ctx.pool, user.id, 'disabled', client);
    throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR);
  }
  const { pair, revoked } = await withTransaction(ctx.pool, async (tx) => {
    // Concurrent logins of one account queue here, so exactly one session stays live.
    const { rows: locked } = await tx.query<{ status: string }>('SELECT status FROM users WHERE id = $1 FOR UPDATE', [user.id]);
    // Frozen between the password check and here: refused all the same.
    if (locked[0]?.status === 'disabled') throw new AppError(ErrorCode.ACCOUNT_STATE_ERROR);
    await repo.recordSignIn(tx, user.id, 'ok', client);
    const revoked = await repo.revokeUserTokens(tx, user.id, 'elsewhere');
    await repo.touchLogin(tx, user.id, client.ip);
    return { pair: await issueTokens(tx, user.id, client, body.remember ?? false), revoked };
  });
  if (revoked > 0) await announceRevoked(ctx, user.id, 'elsewhere');
  return pair;
}

/** Ends this session only; an unknown or already ended token is fine. */
export async function logout(ctx: Ctx, token: string | undefined): Promise<void> {
  if (!token) return;
  const userId = await repo.revokeToken(ctx.pool, token, 'logout');
  if (userId !== null) await announceRevoked(ctx, userId, 'logout');
}

const registerFlags = async (ctx: Ctx, companyId: number): Promise<RegisterFlags> =>
  (await repo.loadLimit(ctx.pool, companyId, 'register')) as RegisterFlags;

/**
 * Registration with every rule of spec 1 §5, the captcha, the promotion code and the sign-up
 * gift, which is credited in the same transaction that creates the user and the wallet.
 */
export async function register(ctx: Ctx, companyId: number | null, body: RegisterBody, client: ClientInfo): Promise<TokenPair> {
  const cid = await companyOrFail(companyId);
  const flags = await registerFlags(ctx, cid);
  const intrCode = (body.intrCode || body.code || '').trim();
  const form = { ...body, intrCode };
  const error = validateRegistration(form, flags);
  if (error) throw new AppError(ErrorCode.REG_INVALID, { message: error });
  if (flags.vCode === 1 || (flags.vCode === 0 && body.vCode)) {
    await consumeCaptcha(ctx.pool, body.clientId ?? client.clientId, 'reg', body.vCode);
  }
  const account = body.account.trim();
  // A hidden promotion field still honours a code from the link (?code=).
  // A link code places the user with the link's type and rebate; an agent's own code as a member.
  let attachment: Attachment | null = null;
  if (intrCode) {
    attachment = await resolvePromotionCode(ctx.pool, cid, intrCode);
    if (attachment === null) throw new AppError(ErrorCode.INTR_CODE_MISSING);
  }
  const taken = () => new AppError(ErrorCode.ACCOUNT_TAKEN);
  if (await repo.accountExists(ctx.pool, cid, account)) throw taken();
  const passwordHash = await hashPassword(body.password, ctx.scryptLogN);
  // Hidden fields are not validated, so they are not stored either.
  const shown = (field: RegisterField) => (isFieldShown(flags, field) ? (body[field] ?? '').trim() : '');
  const fundPwdHash = shown('fundPwd') ? await hashPassword(shown('fundPwd'), ctx.scryptLogN) : null;
  const giftYuan = Number(flags.sendMenoy ?? 0);
  try {
    return await withTransaction(ctx.pool, async (tx) => {
      const userId = await repo.insertUser(tx, {
        companyId: cid,
        account,
        passwordHash,
        fundPwdHash,
        type: 'NORMAL',
        parentId: attachment?.parentId ?? null,
        fullName: shown('fullName'),
        email: shown('email'),
        phone: normalizePhone(shown('phone')),
        qq: shown('qq'),
        weixin: shown('weixin'),
        birthday: shown('birthday') || null,
        ip: client.ip,
      });
      await createWallet(tx, userId);
      if (attachment) await attachToAgent(tx, userId, attachment);
      if (Number.isFinite(giftYuan) && giftYuan > 0) {
        await postLedger(tx, {
          userId,
          account: 'money',
          billType: Bill.signUpGift,
          amount: yuanToMilli(giftYuan),
          reference: 'signup-gift',
          remark: REG_MSG.signUpGift(giftYuan),
        });
        // A gift is a bonus: it must be wagered before it can be withdrawn.
        await addTurnoverRequirement(tx, {
          userId,
          source: 'bonus',
          reference: 'signup-gift',
          amount: yuanToMilli(giftYuan),
        });
      }
      await repo.insertPushMessage(tx, userId, WELCOME.title, WELCOME.content);
      return issueTokens(tx, userId, client, false);
    });
  } catch (err) {
    // Two registrations racing for one name: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw taken();
    throw err;
  }
}

/** A trial (TEST) account with 2,000 yuan of play money, limited per address per hour. */
export async function registerTrial(ctx: Ctx, companyIdOrNull: number | null, client: ClientInfo): Promise<TokenPair> {
  const companyId = await companyOrFail(companyIdOrNull);
  const perHour = await hitCounter(ctx.pool, counterKeys.trialPerHour(client.ip), 3600);
  if (perHour.count > TRIALS_PER_HOUR) throw tooFrequent(perHour.retryAfterSec);
  // Trial accounts never log in with a password: a hash no password can match, at no scrypt cost.
  const passwordHash = TRIAL_PASSWORD_HASH;
  for (let attempt = 0; ; attempt++) {
    const account = `test${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    try {
      return await withTransaction(ctx.pool, async (tx) => {
        const userId = await repo.insertUser(tx, {
          companyId,
          account,
          passwordHash,
          fundPwdHash: null,
          type: 'TEST',
          parentId: null,
          fullName: '',
          email: '',
          phone: '',
          qq: '',
          weixin: '',
          birthday: null,
          ip: client.ip,
        });
        await createWallet(tx, userId);
        await postLedger(tx, {
          userId,
          account: 'money',
          billType: Bill.trialMoney,
          amount: TRIAL_MONEY_MILLI,
          reference: 'trial-money',
          remark: '试玩金',
        });
        return issueTokens(tx, userId, client, false);
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505' && attempt < 5) continue;
      throw err;
    }
  }
}

export async function checkUnique(ctx: Ctx, companyId: number | null, account: string): Promise<{ unique: boolean }> {
  const cid = await companyOrFail(companyId);
  return { unique: !(await repo.accountExists(ctx.pool, cid, account.trim())) };
}

/** The profile of spec 1 §3 with money in yuan (wallet thousandths / 1000). */
export async function profile(ctx: Ctx, userId: number): Promise<Profile> {
  const row = await repo.loadProfile(ctx.pool, userId);
  if (!row) throw new AppError(ErrorCode.USER_NOT_FOUND);
  return {
    userInfo: {
      userId: row.id,
      account: row.account,
      type: row.type,
      isDl: row.is_dl,
      avatarId: row.avatar_id,
      vipLevel: row.vip_level,
      cycleBetAmount: milliToYuan(row.cycle_bet_amount),
      rebate: Number(row.rebate),
      enableChat: row.enable_chat,
      chatLevel: row.chat_level,
      hyLevel: row.hy_level,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      qq: row.qq,
      weixin: row.weixin,
      birthday: row.birthday ?? '',
      chatThemeColor: row.chat_theme_color,
      intrCode: row.intr_code,
    },
    extInfo: {
      rechMoney: milliToYuan(row.rech_money ?? 0),
      money: milliToYuan(row.money ?? 0),
      liveMoney: milliToYuan(row.live_money ?? 0),
      fundPwd: row.fund_pwd_set,
    },
    // The company's domain field holds one address per line; the first is the one to share.
    userDetail: { domain: row.domain.split(/\r?\n/)[0]?.trim() ?? '' },
    unReadCount: row.unread,
  };
}


function checkNewPassword(account: string, input: { oldPassword: string; newPassword: string; confirmPassword?: string }) {
  const problem = regValidators.password(input.newPassword, account);
  if (problem) throw new AppError(ErrorCode.INVALID_FIELD, { message: problem });
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
    throw new AppError(ErrorCode.INVALID_FIELD, { message: REG_MSG.confirmPassword });
  }
  if (input.newPassword === input.oldPassword) throw new AppError(ErrorCode.INVALID_FIELD, { message: ACCOUNT_MSG.samePassword });
}

async function replacePassword(ctx: Ctx, userId: number, newPassword: string): Promise<void> {
  const hash = await hashPassword(newPassword, ctx.scryptLogN);
  await withTransaction(ctx.pool, async (tx) => {
    await repo.updatePasswordHash(tx, userId, hash);
    // A new password ends an operator's reset request.
    await tx.query(`UPDATE users SET status = 'active', status_message = '' WHERE id = $1 AND status = 'reset_password'`, [
      userId,
    ]);
    await repo.revokeUserTokens(tx, userId, 'password');
  });
  await announceRevoked(ctx, userId, 'password');
}

/**
 * A logged-in member's check of their own login password: a session is no proof of it (a phone
 * left unlocked), so these checks have their own budget per member, 5 per 15 minutes. The
 * attempt is counted (one atomic increment) BEFORE the hash is checked, so however many arrive
 * at once at most 5 are checked; the rest, and every attempt after them, right or wrong, are
 * refused until the window ends. A right password clears the count.
 */
async function checkOwnPassword(ctx: Ctx, userId: number, password: string, hash: string): Promise<boolean> {
  const key = counterKeys.ownPassword(userId);
  const state = await hitCounter(ctx.pool, key, FAIL_WINDOW_SEC);
  if (state.count > LOGIN_LIMITS.failuresBeforeCaptcha) {
    throw new AppError(ErrorCode.RATE_LIMITED, {
      message: ACCOUNT_MSG.passwordLocked,
      headers: { 'retry-after': String(state.retryAfterSec) },
    });
  }
  const { ok } = await verifyPassword(password, hash, ctx.scryptLogN);
  if (ok) await clearCounter(ctx.pool, key);
  return ok;
}

/** Changes the password of the logged-in user and ends every session, this one included. */
export async function updatePassword(
  ctx: Ctx,
  userId: number,
  input: { oldPassword: string; newPassword: string; confirmPassword?: string },
): Promise<{ relogin: boolean }> {
  const user = await repo.findUserById(ctx.pool, userId);
  if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND);
  checkNewPassword(user.account, input);
  if (!(await checkOwnPassword(ctx, userId, input.oldPassword, user.password_hash))) throw new AppError(ErrorCode.PASSWORD_ERROR);
  await replacePassword(ctx, userId, input.newPassword);
  return { relogin: true };
}

/**
 * Changes a password by account + old password (no session). The old password is a login
 * password guess like any other, so it goes through the same guards as login (address budget,
 * account count, captcha after failures).
 */
export async function updatePasswordByAccount(
  ctx: Ctx,
  companyId: number | null,
  input: {
    account: string;
    oldPassword: string;
    newPassword: string;
    confirmPassword?: string;
    valiCode?: string | undefined;
    clientId?: string | undefined;
  },
  client: ClientInfo,
): Promise<{ relogin: boolean }> {
  await throttleAddress(ctx, client.ip);
  const cid = await companyOrFail(companyId);
  const account = input.account.trim();
  checkNewPassword(account, input);
  const user = await checkPasswordAttempt(
    ctx,
    cid,
    { account, password: input.oldPassword, valiCode: input.valiCode, clientId: input.clientId },
    client,
  );
  await replacePassword(ctx, user.id, input.newPassword);
  return { relogin: true };
}

/** Sets the fund password (first time: with the login password) or changes it (with the old one). */
export async function updateFundPassword(
  ctx: Ctx,
  userId: number,
  input: { fundPwd: string; confirmFundPwd?: string; password?: string; oldFundPwd?: string },
): Promise<void> {
  const user = await repo.findUserById(ctx.pool, userId);
  if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND);
  const problem = regValidators.fundPwd(input.fundPwd);
  if (problem) throw new AppError(ErrorCode.INVALID_FIELD, { message: problem });
  if (input.confirmFundPwd !== undefined && input.confirmFundPwd !== input.fundPwd) {
    throw new AppError(ErrorCode.INVALID_FIELD, { message: ACCOUNT_MSG.fundPwdMismatch });
  }
  if (user.fund_pwd_hash) {
    await verifyFundPassword(ctx.pool, userId, input.oldFundPwd);
  } else {
    const ok = input.password ? await checkOwnPassword(ctx, userId, input.password, user.password_hash) : false;
    if (!ok) throw new AppError(ErrorCode.PASSWORD_ERROR, { message: ACCOUNT_MSG.loginPasswordError });
  }
  await repo.updateFundPwdHash(ctx.pool, userId, await hashPassword(input.fundPwd, ctx.scryptLogN));
}

export const checkCashPassword = (ctx: Ctx, userId: number, cashPassword: string | undefined) =>
  verifyFundPassword(ctx.pool, userId, cashPassword);

const maskCard = (cardNo: string) => (cardNo.length <= 4 ? cardNo : `${'*'.repeat(cardNo.length - 4)}${cardNo.slice(-4)}`);
const toBank = (r: repo.BankRow): Bank => ({
  id: r.id,
  bankName: r.bank_name,
  bankBranch: r.bank_branch,
  cardNo: r.card_no,
  cardNoMasked: maskCard(r.card_no),
  holderName: r.holder_name,
  isDefault: r.is_default,
  createdAt: r.created_at.toISOString(),
});

export const listBanks = async (ctx: Ctx, userId: number): Promise<Bank[]> => (await repo.listBanks(ctx.pool, userId)).map(toBank);

/** Adds (no id) or updates a bank account; the first card, or one marked default, becomes the default. */
export async function saveBank(
  ctx: Ctx,
  userId: number,
  input: {
    id?: number;
    bankName: string;
    bankBranch: string;
    cardNo: string;
    holderName: string;
    isDefault?: boolean;
    cashPassword?: string;
  },
): Promise<Bank[]> {
  const cardNo = input.cardNo.replace(/\s+/g, '');
  if (!input.bankName) throw new AppError(ErrorCode.INVALID_FIELD, { message: ACCOUNT_MSG.bankNameEmpty });
  if (!BANK_LIMITS.cardNoRe.test(cardNo)) throw new AppError(ErrorCode.INVALID_FIELD, { message: ACCOUNT_MSG.bankCardInvalid });
  if (regValidators.fullName(input.holderName)) {
    throw new AppError(ErrorCode.INVALID_FIELD, { message: ACCOUNT_MSG.holderNameInvalid });
  }
  // Form errors come first so a typo does not cost one of the five fund-password tries.
  await verifyFundPasswordIfSet(ctx.pool, userId, input.cashPassword);
  await withTransaction(ctx.pool, async (tx) => {
    // Serialise one user's bank edits so the card limit and the single default hold.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const existing = await repo.listBanks(tx, userId);
    const fields = { userId, bankName: input.bankName, bankBranch: input.bankBranch, cardNo, holderName: input.holderName };
    let id: number;
    if (input.id) {
      const current = existing.find((b) => b.id === input.id);
      if (!current) throw new AppError(ErrorCode.USER_NOT_FOUND, { message: ACCOUNT_MSG.bankNotFound });
      id = input.id;
      await repo.updateBank(tx, { ...fields, id, isDefault: input.isDefault ?? current.is_default });
    } else {
      if (existing.length >= BANK_LIMITS.maxCards) throw new AppError(ErrorCode.INVALID_FIELD, { message: ACCOUNT_MSG.bankLimit });
      id = await repo.insertBank(tx, { ...fields, isDefault: existing.length === 0 || (input.isDefault ?? false) });
    }
    if (input.isDefault) await repo.clearDefaultBank(tx, userId, id);
  });
  return listBanks(ctx, userId);
}

export async function removeBank(ctx: Ctx, userId: number, id: number, cashPassword?: string): Promise<Bank[]> {
  await verifyFundPasswordIfSet(ctx.pool, userId, cashPassword);
  if (!(await repo.deleteBank(ctx.pool, userId, id))) throw new AppError(ErrorCode.USER_NOT_FOUND, { message: ACCOUNT_MSG.bankNotFound });
  return listBanks(ctx, userId);
}

/** Personal info: each field sent is checked with the registration rule; empty clears it. */
export async function modifyUserInfo(
  ctx: Ctx,
  userId: number,
  input: { avatarId?: number; fullName?: string; email?: string; phone?: string; qq?: string; weixin?: string; birthday?: string },
): Promise<void> {
  const fields: Record<string, string | number | null> = {};
  const invalid = (m: string) => new AppError(ErrorCode.INVALID_FIELD, { message: m });
  if (input.avatarId !== undefined) {
    if (input.avatarId < 1 || input.avatarId > 16) throw invalid(ACCOUNT_MSG.avatarInvalid);
    fields.avatar_id = input.avatarId;
  }
  const text: [keyof typeof input & string, string, (v: string) => string | null][] = [
    ['fullName', 'full_name', regValidators.fullName],
    ['email', 'email', regValidators.email],
    ['phone', 'phone', regValidators.phone],
    ['qq', 'qq', regValidators.qq],
    ['weixin', 'weixin', regValidators.weixin],
    ['birthday', 'birthday', (v) => regValidators.birthday(v)],
  ];
  for (const [key, column, check] of text) {
    const value = input[key];
    if (value === undefined) continue;
    const v = String(value).trim();
    if (v !== '') {
      const problem = check(v);
      if (problem) throw invalid(problem);
    }
    fields[column] = key === 'phone' ? normalizePhone(v) : key === 'birthday' && v === '' ? null : v;
  }
  await repo.updateUserInfo(ctx.pool, userId, fields);
}

export async function setChatThemeColor(ctx: Ctx, userId: number, color: string): Promise<void> {
  await repo.updateUserInfo(ctx.pool, userId, { chat_theme_color: color });
}

const toPush = (r: repo.PushRow): PushMessage => ({
  id: r.id,
  title: r.title,
  content: r.content,
  isRead: r.is_read ? 1 : 0,
  createdAt: r.created_at.toISOString(),
});

export async function pushMessages(ctx: Ctx, userId: number, page: number, rows: number) {
  const list = await repo.listPushMessages(ctx.pool, userId, page, rows);
  return { data: list.rows.map(toPush), totalCount: list.total, unReadCount: list.unread };
}

export async function readPushMessage(ctx: Ctx, userId: number, id: number): Promise<void> {
  if (!(await repo.markPushRead(ctx.pool, userId, id))) throw new AppError(ErrorCode.USER_NOT_FOUND, { message: ACCOUNT_MSG.messageNotFound });
}

export async function removePushMessage(ctx: Ctx, userId: number, id: number): Promise<void> {
  if (!(await repo.removePush(ctx.pool, userId, id))) throw new AppError(ErrorCode.USER_NOT_FOUND, { message: ACCOUNT_MSG.messageNotFound });
}

/** Who did an operator action, and from where (for the audit row). */
export interface OperatorInfo {
  actor: string;
  ip: string;
}

/** Operator kill: every session of the user ends at once, with its audit row. */
export async function kickUser(ctx: Ctx, operator: OperatorInfo, userId: number): Promise<number> {
  const revoked = await withTransaction(ctx.pool, async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND);
    const n = await repo.revokeUserTokens(tx, userId, 'operator');
    await audit(tx, { ...operator, action: 'user.kick', targetType: 'user', targetId: userId, detail: { revoked: n } });
    return n;
  });
  await announceRevoked(ctx, userId, 'operator');
  return revoked;
}

/**
 * Operator flag: the next login answers UC/RESET_PASSWORD with this message. Sessions still
 * open end at once (the flag means the password may be known to someone else), and the hubs
 * are told so their sockets close too.
 */
export async function flagResetPassword(ctx: Ctx, operator: OperatorInfo, userId: number, message: string): Promise<void> {
  await withTransaction(ctx.pool, async (tx) => {
    if (!(await repo.setStatus(tx, userId, 'reset_password', message))) {
      throw new AppError(ErrorCode.USER_NOT_FOUND);
    }
    const revoked = await repo.revokeUserTokens(tx, userId, 'operator');
    await audit(tx, { ...operator, action: 'user.reset_password_flag', targetType: 'user', targetId: userId, detail: { message, revoked } });
  });
  await announceRevoked(ctx, userId, 'operator');
}
