import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { games } from './foundation';

// Mirrors migrations/0200_lottery.sql; the SQL is the source of truth for constraints and the
// trigger that refuses re-rolled results.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const lotteryGames = pgTable('lottery_games', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.gameId),
  source: text('source').$type<'rng' | 'manual' | 'feed'>().notNull(),
  schedule: jsonb('schedule').notNull(),
  closeSeconds: integer('close_seconds').notNull().default(60),
  revealIntervalMs: integer('reveal_interval_ms').notNull().default(4000),
  liveUrl: text('live_url').notNull().default(''),
  feedUrl: text('feed_url').notNull().default(''),
  feedLateMinutes: integer('feed_late_minutes').notNull().default(15),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const lotteryTurns = pgTable(
  'lottery_turns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.gameId),
    turnNum: text('turn_num').notNull(),
    status: text('status').$type<'open' | 'closed' | 'drawing' | 'drawn'>().notNull(),
    source: text('source').$type<'rng' | 'manual' | 'feed'>().notNull(),
    openAt: ts('open_at').notNull(),
    closeAt: ts('close_at').notNull(),
    drawAt: ts('draw_at').notNull(),
    seedHash: text('seed_hash'),
    seed: text('seed'),
    numbers: smallint('numbers').array(),
    revealed: smallint('revealed').notNull().default(0),
    lastRevealAt: ts('last_reveal_at'),
    drawnAt: ts('drawn_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.gameId, t.turnNum)],
);

export const lotteryAlerts = pgTable(
  'lottery_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.gameId),
    turnNum: text('turn_num').notNull(),
    kind: text('kind').$type<'late' | 'feed_error' | 'mismatch'>().notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.gameId, t.turnNum, t.kind)],
);
