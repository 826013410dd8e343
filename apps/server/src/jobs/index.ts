import type { FastifyInstance } from 'fastify';
import type { AppModules } from '../modules';
import { sweepAccountCounters } from '../modules/accounts';
import { advanceChases, settleDue } from '../modules/bets';
import { bonusPass } from '../modules/bonus';
import { backfillWebpCopies, refreshTrackRecords } from '../modules/content';
import { expireRechargesAndKeys } from '../modules/wallet';
import type { JobDefinition } from './runner';

/** How often the draw scheduler looks at the games; reveals are spaced by each game's interval. */
export const DRAW_TICK_MS = 250;

/**
 * Every background job but the Web Push sender (which the notifications module registers next
 * to its keys), with its schedule. docs/architecture.md lists the same table.
 */
export function backgroundJobs(app: FastifyInstance, m: AppModules): JobDefinition[] {
  const settleDeps = { pool: app.pool, bus: app.bus, log: app.log };
  return [
    // Every process: each game is moved by whichever process holds its advisory lock, and an
    // interrupted draw continues from its stored ball count.
    { name: 'draw-schedule', schedule: { everyMs: DRAW_TICK_MS, firstAfterMs: 0 }, singleton: false, retry: { baseMs: DRAW_TICK_MS, maxMs: 10_000 }, run: () => m.lottery.tick() },
    // Every process: orders are claimed in FOR UPDATE SKIP LOCKED batches and settled exactly
    // once, so a second process shares the batches instead of waiting.
    {
      name: 'settlement',
      schedule: { everyMs: 1_000 },
      singleton: false,
      retry: { baseMs: 1_000, maxMs: 30_000 },
      run: async () => {
        await settleDue(settleDeps);
        await advanceChases(app.pool);
      },
    },
    // Every process: rounds move by conditional updates, so two ticks cannot deal one twice.
    { name: 'sandbox-games', schedule: { everyMs: 1_000 }, singleton: false, run: async () => void (await m.games.tickSandbox()) },
    {
      name: 'game-records',
      schedule: { everyMs: 30_000 },
      singleton: true,
      run: async () => {
        const now = m.games.clock();
        await m.games.pullRecords(now);
        await m.games.pruneRounds(now);
      },
    },
    { name: 'recharge-expiry', schedule: { cron: '* * * * *' }, singleton: true, run: () => expireRechargesAndKeys(app.pool) },
    { name: 'accounts-sweep', schedule: { cron: '*/10 * * * *' }, singleton: true, run: () => sweepAccountCounters(app.pool) },
    // Each packet is refunded exactly once anyway (expirePacket); one process saves the rest the scan.
    { name: 'hongbao-expiry', schedule: { everyMs: 30_000 }, singleton: true, run: async () => void (await m.hongbao.expireOnce()) },
    { name: 'bonus', schedule: { everyMs: 60_000 }, singleton: true, run: async () => void (await bonusPass(app.pool, m.bonus)) },
    {
      name: 'forum-scoring',
      schedule: { everyMs: 2_000 },
      singleton: true,
      run: async ({ stopping }) => {
        while (!stopping() && (await m.forum.scoreOnce()) > 0);
      },
    },
    { name: 'track-record', schedule: { everyMs: 2_000 }, singleton: true, run: async ({ stopping }) => void (await refreshTrackRecords(app, stopping)) },
    // Images stored before WebP copies were made; new uploads decide at once, so after the
    // first pass each later one is a single indexed lookup. The first requests go first.
    {
      name: 'webp-backfill',
      schedule: { everyMs: 60 * 60_000, firstAfterMs: 5_000 },
      singleton: true,
      run: async ({ stopping }) => {
        const n = await backfillWebpCopies(app.pool, app.config.dataDir, stopping);
        if (n > 0) app.log.info({ images: n }, 'WebP copies of earlier uploads decided');
      },
    },
  ];
}
