import { bigint, bigserial, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './foundation';

// Mirrors migrations/0100_accounts.sql; the SQL is the source of truth for constraints.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const userBanks = pgTable('user_banks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  bankName: text('bank_name').notNull(),
  bankBranch: text('bank_branch').notNull().default(''),
  cardNo: text('card_no').notNull(),
  holderName: text('holder_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const pushMessages = pgTable('push_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

export const captchas = pgTable(
  'captchas',
  {
    clientId: text('client_id').notNull(),
    purpose: text('purpose').$type<'login' | 'reg'>().notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.purpose] })],
);
