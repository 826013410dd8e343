import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { GAME_ID } from '@sixmark/shared';
import { systemDayRange, systemWallTime, systemYmd } from '@sixmark/shared/domain/system-time';
import { numbersFromSeed, TZ, type Schedule } from '../../modules/lottery';
import { serverRoot } from '../../paths';

/** 21:30, minutes after midnight: the demo and Hong Kong draw time. */
const DRAW_MINUTE = 21 * 60 + 30;

interface HkDraw {
  id: string;
  date: string;
  no: string[];
  sno: string;
}

const HK_FILE = resolve(serverRoot, 'src/db/seed/data/hk-mark-six-draws.json');
const HISTORY_DAYS = 60;

/** "25/134" → "2025134"; the file starts in 1993. */
export const hkTurnNum = (id: string): string => {
  const [yy, seq] = id.split('/');
  const y = Number(yy);
  return `${y >= 90 ? 1900 + y : 2000 + y}${seq}`;
};

type Row = { turnNum: string; drawAt: string; numbers: string; seed: string | null; seedHash: string | null };

async function insertDrawn(app: FastifyInstance, gameId: number, source: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    await app.pool.query(
      `INSERT INTO lottery_turns (game_id, turn_num, status, source, open_at, close_at, draw_at, drawn_at, last_reveal_at, numbers, revealed, seed, seed_hash)
       SELECT $1, t, 'drawn', $2, d, d, d, d, d, n::smallint[], 7, s, h
         FROM unnest($3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::text[]) AS x(t, d, n, s, h)
       ON CONFLICT (game_id, turn_num) DO NOTHING`,
      [
        gameId,
        source,
        chunk.map((r) => r.turnNum),
        chunk.map((r) => r.drawAt),
        chunk.map((r) => r.numbers),
        chunk.map((r) => r.seed),
        chunk.map((r) => r.seedHash),
      ],
    );
  }
}

/**
 * Draw configuration of the demo: 70, 90, 110 and 95 draw from our rng every
 * `demoDrawIntervalMin` minutes, staggered so a live draw shows within minutes of start, with
 * 60 days of past draws; Hong Kong (1) is entered by an operator, with its real history.
 */
export async function seedLottery(app: FastifyInstance): Promise<void> {
  const interval = app.config.demoDrawIntervalMin;
  const rngGames = [GAME_ID.macau, GAME_ID.taiwan, GAME_ID.liveStream, GAME_ID.luckyNiuNiu];
  const closeSeconds = Math.min(60, Math.floor((interval * 60) / 5));
  for (const [i, gameId] of rngGames.entries()) {
    const schedule: Schedule = {
      kind: 'interval',
      minutes: interval,
      offsetMin: (interval * i) / rngGames.length,
    };
    // The interval and the reveal pace follow the settings on every start; nothing else is overwritten.
    await app.pool.query(
      `INSERT INTO lottery_games (game_id, source, schedule, close_seconds, reveal_interval_ms)
       SELECT $1, 'rng', $2, $3, $4 WHERE EXISTS (SELECT 1 FROM games WHERE game_id = $1)
       ON CONFLICT (game_id) DO UPDATE SET schedule = EXCLUDED.schedule, close_seconds = EXCLUDED.close_seconds,
              reveal_interval_ms = EXCLUDED.reveal_interval_ms
        WHERE lottery_games.source = 'rng' AND lottery_games.schedule->>'kind' = 'interval'
          AND (lottery_games.schedule IS DISTINCT FROM EXCLUDED.schedule
               OR lottery_games.reveal_interval_ms IS DISTINCT FROM EXCLUDED.reveal_interval_ms)`,
      [gameId, JSON.stringify(schedule), closeSeconds, app.config.demoRevealIntervalMs],
    );
  }
  const hkSchedule: Schedule = { kind: 'weekly', weekdays: [2, 4, 6], time: '21:30' };
  await app.pool.query(
    `INSERT INTO lottery_games (game_id, source, schedule, close_seconds)
     SELECT $1, 'manual', $2, 900 WHERE EXISTS (SELECT 1 FROM games WHERE game_id = $1)
     ON CONFLICT (game_id) DO NOTHING`,
    [GAME_ID.hongKong, JSON.stringify(hkSchedule)],
  );

  const counts = new Map(
    (
      await app.pool.query<{ game_id: number; n: number }>(
        'SELECT game_id, count(*)::int AS n FROM lottery_turns GROUP BY game_id',
      )
    ).rows.map((r) => [r.game_id, r.n]),
  );
  const configured = new Set(
    (await app.pool.query<{ game_id: number }>('SELECT game_id FROM lottery_games')).rows.map(
      (r) => r.game_id,
    ),
  );

  if (configured.has(GAME_ID.hongKong) && !counts.get(GAME_ID.hongKong)) {
    const draws = JSON.parse(readFileSync(HK_FILE, 'utf8')) as HkDraw[];
    await insertDrawn(
      app,
      GAME_ID.hongKong,
      'manual',
      draws.map((d) => ({
        turnNum: hkTurnNum(d.id),
        // Hong Kong draws at 21:30 Hong Kong time, whatever the system zone is.
        drawAt: new Date(systemDayRange(d.date, 'Asia/Hong_Kong').start + DRAW_MINUTE * 60_000).toISOString(),
        numbers: `{${[...d.no, d.sno].map(Number).join(',')}}`,
        seed: null,
        seedHash: null,
      })),
    );
  }

  const [ty, tm, td] = systemYmd(Date.now(), TZ);
  for (const gameId of rngGames) {
    if (!configured.has(gameId) || counts.get(gameId)) continue;
    const seqByYear = new Map<number, number>();
    const rows: Row[] = [];
    for (let d = HISTORY_DAYS; d >= 1; d--) {
      // One past draw a day at 21:30 local time.
      const drawAt = systemWallTime(ty, tm, td - d, DRAW_MINUTE, TZ);
      const year = systemYmd(drawAt, TZ)[0];
      const seq = (seqByYear.get(year) ?? 0) + 1;
      seqByYear.set(year, seq);
      const seed = randomBytes(32);
      rows.push({
        turnNum: `${year}${String(seq).padStart(3, '0')}`,
        drawAt: new Date(drawAt).toISOString(),
        numbers: `{${numbersFromSeed(seed.toString('hex')).join(',')}}`,
        seed: seed.toString('hex'),
        seedHash: createHash('sha256').update(seed).digest('hex'),
      });
    }
    await insertDrawn(app, gameId, 'rng', rows);
  }
}
