import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from './foundation';

// Mirrors migrations/0400_wallet.sql; the SQL is the source of truth for constraints.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const userRef = () => bigint('user_id', { mode: 'number' }).notNull().references(() => users.id);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const rechargeChannels = pgTable('recharge_channels', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => companies.id),
  type: text('type').$type<'bank' | 'online' | 'qr' | 'virtual' | 'third_party'>().notNull(),
  name: text('name').notNull(),
  minAmount: money('min_amount').notNull(),
  maxAmount: money('max_amount').notNull(),
  bankName: text('bank_name').notNull().default(''),
  bankBranch: text('bank_branch').notNull().default(''),
  accountNo: text('account_no').notNull().default(''),
  accountName: text('account_name').notNull().default(''),
  qrText: text('qr_text').notNull().default(''),
  provider: text('provider').notNull().default(''),
  playMoney: boolean('play_money').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const rechargeOrders = pgTable('recharge_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: userRef(),
  channelId: integer('channel_id').notNull().references(() => rechargeChannels.id),
  amount: money('amount').notNull(),
  status: text('status').$type<'created' | 'processing' | 'success' | 'failed' | 'expired'>().notNull().default('created'),
  payerName: text('payer_name').notNull().default(''),
  providerRef: text('provider_ref').notNull().default(''),
  remark: text('remark').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
  expiresAt: ts('expires_at').notNull(),
});

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderNo: text('order_no').notNull(),
    result: text('result').notNull(),
    amount: money('amount').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const withdrawOrders = pgTable('withdraw_orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull().unique(),
  userId: userRef(),
  amount: money('amount').notNull(),
  bankName: text('bank_name').notNull(),
  bankBranch: text('bank_branch').notNull().default(''),
  cardNo: text('card_no').notNull(),
  holderName: text('holder_name').notNull(),
  status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
  reason: text('reason').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  reviewedAt: ts('reviewed_at'),
  reviewedBy: text('reviewed_by').notNull().default(''),
});

export const turnoverRequirements = pgTable('turnover_requirements', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: userRef(),
  source: text('source').$type<'deposit' | 'bonus'>().notNull(),
  reference: text('reference').notNull(),
  amount: money('amount').notNull(),
  requireDml: money('require_dml').notNull(),
  validDml: money('valid_dml').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});
