import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Mirrors migrations/0001_foundation.sql; the SQL is the source of truth for constraints.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  bannerLogoUrl: text('banner_logo_url').notNull().default(''),
  regLogoUrl: text('reg_logo_url').notNull().default(''),
  iosDownloadUrl: text('ios_download_url').notNull().default(''),
  androidDownloadUrl: text('android_download_url').notNull().default(''),
  domain: text('domain').notNull().default(''),
  encryptUrl: text('encrypt_url').notNull().default(''),
  olUrl: text('ol_url').notNull().default(''),
  appDisplay: integer('app_display').notNull().default(0),
  showWechatPopup: integer('show_wechat_popup').notNull().default(0),
  detailList: jsonb('detail_list').$type<{ content: string; httpImageUrl: string; wechatUrl: string }[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const carousels = pgTable('carousels', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  sort: integer('sort').notNull().default(0),
  redirectUrl: text('redirect_url').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

export const systemConfig = pgTable(
  'system_config',
  {
    companyId: integer('company_id').notNull(),
    configKey: text('config_key').notNull(),
    configValue: text('config_value').notNull(),
    remark: text('remark').notNull().default(''),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.configKey] })],
);

export const limitConfigs = pgTable(
  'limit_configs',
  {
    companyId: integer('company_id').notNull(),
    kind: text('kind').$type<'register' | 'login' | 'withdraw'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  kind: text('kind').$type<'index_notice' | 'lottery_notice'>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const games = pgTable('games', {
  gameId: integer('game_id').primaryKey(),
  gameName: text('game_name').notNull(),
  category: text('category').notNull(),
  type: text('type').notNull().default(''),
  liveCode: text('live_code').notNull().default(''),
  gameCode: text('game_code').notNull().default(''),
  gameKind: text('game_kind').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  landscapeUrl: text('landscape_url').notNull().default(''),
  hot: integer('hot').notNull().default(0),
  maintain: text('maintain').notNull().default(''),
  appDisplay: integer('app_display').notNull().default(0),
  providerName: text('provider_name').notNull().default(''),
  providerUrl: text('provider_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const users = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  account: text('account').notNull(),
  passwordHash: text('password_hash').notNull(),
  fundPwdHash: text('fund_pwd_hash'),
  type: text('type').$type<'NORMAL' | 'TEST'>().notNull().default('NORMAL'),
  isDl: boolean('is_dl').notNull().default(false),
  parentId: bigint('parent_id', { mode: 'number' }),
  avatarId: integer('avatar_id').notNull().default(1),
  vipLevel: integer('vip_level').notNull().default(1),
  cycleBetAmount: money('cycle_bet_amount').notNull().default(0),
  rebate: numeric('rebate', { precision: 6, scale: 2 }).notNull().default('8'),
  enableChat: integer('enable_chat').notNull().default(1),
  chatLevel: integer('chat_level').notNull().default(1),
  hyLevel: integer('hy_level').notNull().default(1),
  fullName: text('full_name').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  qq: text('qq').notNull().default(''),
  weixin: text('weixin').notNull().default(''),
  birthday: date('birthday', { mode: 'string' }),
  chatThemeColor: text('chat_theme_color').notNull().default(''),
  status: text('status').$type<'active' | 'reset_password' | 'disabled'>().notNull().default('active'),
  statusMessage: text('status_message').notNull().default(''),
  intrCode: text('intr_code').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastLoginAt: ts('last_login_at'),
  lastLoginIp: text('last_login_ip').notNull().default(''),
});

export type RevokeReason = 'logout' | 'elsewhere' | 'password' | 'operator' | 'expired';

export const userTokens = pgTable('user_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  chatTokenHash: text('chat_token_hash').notNull().unique(),
  userAgent: text('user_agent').notNull().default(''),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  revokeReason: text('revoke_reason').$type<RevokeReason>(),
});

export const wallets = pgTable('wallets', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  money: money('money').notNull().default(0),
  liveMoney: money('live_money').notNull().default(0),
  frozen: money('frozen').notNull().default(0),
  rechMoney: money('rech_money').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type LedgerAccount = 'money' | 'live_money' | 'frozen';

export const walletLedger = pgTable('wallet_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  account: text('account').$type<LedgerAccount>().notNull(),
  billType: integer('bill_type').notNull(),
  amount: money('amount').notNull(),
  balanceAfter: money('balance_after').notNull(),
  reference: text('reference').notNull(),
  remark: text('remark').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull().default(''),
  targetId: text('target_id').notNull().default(''),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  ip: text('ip').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: ts('window_start').notNull(),
  lockedUntil: ts('locked_until'),
});
