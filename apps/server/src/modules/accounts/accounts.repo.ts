import type pg from 'pg';
import { hashToken } from '../../lib/tokens';

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export type RevokeReason = 'logout' | 'elsewhere' | 'password' | 'operator';

export interface UserRow {
  id: number;
  company_id: number;
  account: string;
  password_hash: string;
  fund_pwd_hash: string | null;
  type: 'NORMAL' | 'TEST';
  is_dl: boolean;
  status: 'active' | 'reset_password' | 'disabled';
  status_message: string;
}

const USER_COLUMNS = 'id, company_id, account, password_hash, fund_pwd_hash, type, is_dl, status, status_message';

export async function findUserByAccount(db: Queryable, companyId: number, account: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE company_id = $1 AND lower(account) = lower($2)`,
    [companyId, account],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertUser(
  db: Queryable,
  u: {
    companyId: number;
    account: string;
    passwordHash: string;
    fundPwdHash: string | null;
    type: 'NORMAL' | 'TEST';
    parentId: number | null;
    fullName: string;
    email: string;
    phone: string;
    qq: string;
    weixin: string;
    birthday: string | null;
    ip: string;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (company_id, account, password_hash, fund_pwd_hash, type, parent_id, full_name, email, phone, qq, weixin, birthday, last_login_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [u.companyId, u.account, u.passwordHash, u.fundPwdHash, u.type, u.parentId, u.fullName, u.email, u.phone, u.qq, u.weixin, u.birthday, u.ip],
  );
  return rows[0]!.id;
}

export async function updatePasswordHash(db: Queryable, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
}

export async function updateFundPwdHash(db: Queryable, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE users SET fund_pwd_hash = $2 WHERE id = $1', [userId, hash]);
}

export async function setStatus(db: Queryable, userId: number, status: UserRow['status'], message: string): Promise<boolean> {
  const res = await db.query('UPDATE users SET status = $2, status_message = $3 WHERE id = $1', [userId, status, message]);
  return (res.rowCount ?? 0) > 0;
}

export async function touchLogin(db: Queryable, userId: number, ip: string): Promise<void> {
  await db.query('UPDATE users SET last_login_at = now(), last_login_ip = $2 WHERE id = $1', [userId, ip]);
}

/** One member sign-in attempt on a known account (member_sign_ins, migration 1110). */
export type SignInResult = 'ok' | 'bad_password' | 'disabled' | 'reset_password';
export async function recordSignIn(db: Queryable, userId: number, result: SignInResult, client: { ip: string; userAgent: string }): Promise<void> {
  await db.query(`INSERT INTO member_sign_ins (user_id, result, ip, user_agent) VALUES ($1, $2, $3, $4)`, [
    userId,
    result,
    client.ip.slice(0, 100),
    client.userAgent.slice(0, 300),
  ]);
}

export async function insertToken(
  db: Queryable,
  t: { userId: number; token: string; chatToken: string; userAgent: string; ip: string; days: number },
): Promise<void> {
  await db.query(
    `INSERT INTO user_tokens (user_id, token_hash, chat_token_hash, user_agent, ip, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
    [t.userId, hashToken(t.token), hashToken(t.chatToken), t.userAgent.slice(0, 300), t.ip, t.days],
  );
}

/** Revokes every live token of a user; answers how many. */
export async function revokeUserTokens(db: Queryable, userId: number, reason: RevokeReason): Promise<number> {
  const res = await db.query(
    `UPDATE user_tokens SET revoked_at = now(), revoke_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId, reason],
  );
  return res.rowCount ?? 0;
}

/** Revokes one token by its raw value; answers its user, or null when it was not live. */
export async function revokeToken(db: Queryable, token: string, reason: RevokeReason): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE user_tokens SET revoked_at = now(), revoke_reason = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING user_id`,
    [hashToken(token), reason],
  );
  return rows[0]?.user_id ?? null;
}

export async function accountExists(db: Queryable, companyId: number, account: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE company_id = $1 AND lower(account) = lower($2)', [
    companyId,
    account,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function loadLimit(db: Queryable, companyId: number, kind: 'register' | 'login'): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM limit_configs WHERE company_id = $1 AND kind = $2',
    [companyId, kind],
  );
  return rows[0]?.data ?? {};
}

export interface ProfileRow {
  id: number;
  account: string;
  type: 'NORMAL' | 'TEST';
  is_dl: boolean;
  avatar_id: number;
  vip_level: number;
  cycle_bet_amount: number;
  rebate: string;
  enable_chat: number;
  chat_level: number;
  hy_level: number;
  full_name: string;
  email: string;
  phone: string;
  qq: string;
  weixin: string;
  birthday: string | null;
  chat_theme_color: string;
  intr_code: string | null;
  fund_pwd_set: boolean;
  money: number | null;
  live_money: number | null;
  rech_money: number | null;
  domain: string;
  unread: number;
}

export async function loadProfile(db: Queryable, userId: number): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.id, u.account, u.type, u.is_dl, u.avatar_id, u.vip_level, u.cycle_bet_amount, u.rebate::text AS rebate,
            u.enable_chat, u.chat_level, u.hy_level, u.full_name, u.email, u.phone, u.qq, u.weixin,
            to_char(u.birthday, 'YYYY-MM-DD') AS birthday, u.chat_theme_color, u.intr_code,
            u.fund_pwd_hash IS NOT NULL AS fund_pwd_set,
            w.money, w.live_money, w.rech_money, c.domain,
            (SELECT count(*)::int FROM push_messages p WHERE p.user_id = u.id AND p.deleted_at IS NULL AND NOT p.is_read) AS unread
       FROM users u JOIN companies c ON c.id = u.company_id LEFT JOIN wallets w ON w.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function updateUserInfo(db: Queryable, userId: number, fields: Record<string, string | number | null>): Promise<void> {
  const allowed = ['avatar_id', 'full_name', 'email', 'phone', 'qq', 'weixin', 'birthday', 'chat_theme_color'];
  const entries = Object.entries(fields).filter(([k]) => allowed.includes(k));
  if (entries.length === 0) return;
  // Column names come from the allow-list above, values are parameters.
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`).join(', ');
  await db.query(`UPDATE users SET ${sets} WHERE id = $1`, [userId, ...entries.map(([, v]) => v)]);
}

export interface BankRow {
  id: number;
  bank_name: string;
  bank_branch: string;
  card_no: string;
  holder_name: string;
  is_default: boolean;
  created_at: Date;
}

export async function listBanks(db: Queryable, userId: number): Promise<BankRow[]> {
  const { rows } = await db.query<BankRow>(
    `SELECT id, bank_name, bank_branch, card_no, holder_name, is_default, created_at
       FROM user_banks WHERE user_id = $1 ORDER BY is_default DESC, id`,
    [userId],
  );
  return rows;
}

export async function insertBank(
  db: Queryable,
  b: { userId: number; bankName: string; bankBranch: string; cardNo: string; holderName: string; isDefault: boolean },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_banks (user_id, bank_name, bank_branch, card_no, holder_name, is_default)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [b.userId, b.bankName, b.bankBranch, b.cardNo, b.holderName, b.isDefault],
  );
  return rows[0]!.id;
}

export async function updateBank(
  db: Queryable,
  b: { id: number; userId: number; bankName: string; bankBranch: string; cardNo: string; holderName: string; isDefault: boolean },
): Promise<boolean> {
  const res = await db.query(
    `UPDATE user_banks SET bank_name = $3, bank_branch = $4, card_no = $5, holder_name = $6, is_default = $7
      WHERE id = $1 AND user_id = $2`,
    [b.id, b.userId, b.bankName, b.bankBranch, b.cardNo, b.holderName, b.isDefault],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function clearDefaultBank(db: Queryable, userId: number, exceptId: number): Promise<void> {
  await db.query('UPDATE user_banks SET is_default = false WHERE user_id = $1 AND id <> $2', [userId, exceptId]);
}

export async function deleteBank(db: Queryable, userId: number, id: number): Promise<boolean> {
  const res = await db.query('DELETE FROM user_banks WHERE id = $1 AND user_id = $2', [id, userId]);
  return (res.rowCount ?? 0) > 0;
}

export async function insertPushMessage(db: Queryable, userId: number, title: string, content: string): Promise<void> {
  await db.query('INSERT INTO push_messages (user_id, title, content) VALUES ($1, $2, $3)', [userId, title, content]);
}

export interface PushRow {
  id: number;
  title: string;
  content: string;
  is_read: boolean;
  created_at: Date;
}

export async function listPushMessages(
  db: Queryable,
  userId: number,
  page: number,
  rows: number,
): Promise<{ rows: PushRow[]; total: number; unread: number }> {
  const list = await db.query<PushRow>(
    `SELECT id, title, content, is_read, created_at FROM push_messages
      WHERE user_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, rows, (page - 1) * rows],
  );
  const counts = await db.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT is_read)::int AS unread
       FROM push_messages WHERE user_id = $1 AND deleted_at IS NULL`,
    [userId],
  );
  return { rows: list.rows, total: counts.rows[0]?.total ?? 0, unread: counts.rows[0]?.unread ?? 0 };
}

export async function markPushRead(db: Queryable, userId: number, id: number): Promise<boolean> {
  const res = await db.query(
    'UPDATE push_messages SET is_read = true WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function removePush(db: Queryable, userId: number, id: number): Promise<boolean> {
  const res = await db.query(
    'UPDATE push_messages SET deleted_at = now() WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  return (res.rowCount ?? 0) > 0;
}
