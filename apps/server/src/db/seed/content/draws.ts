import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type pg from 'pg';
import { serverRoot } from '../../../paths';

export interface Draw {
  /** Issue label shown on cards, e.g. `134`. */
  seq: string;
  /** Full turn number, e.g. `2025134`. */
  turn: string;
  date: string;
  numbers: number[];
  special: number;
}

export const ZODIACS = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

/** Lunar new year dates, enough for the demo draws. */
const LUNAR_NEW_YEAR: Record<number, string> = {
  2019: '2019-02-05', 2020: '2020-01-25', 2021: '2021-02-12', 2022: '2022-02-01', 2023: '2023-01-22',
  2024: '2024-02-10', 2025: '2025-01-29', 2026: '2026-02-17', 2027: '2027-02-06',
};

const lunarYear = (date: string) => {
  const y = Number(date.slice(0, 4));
  return date < (LUNAR_NEW_YEAR[y] ?? `${y}-02-01`) ? y - 1 : y;
};

/** Mark Six convention: number 1 carries the year's zodiac, then backwards through the cycle. */
export function zodiacOf(n: number, date: string): string {
  const yearIdx = (((lunarYear(date) - 2020) % 12) + 12) % 12;
  return ZODIACS[(((yearIdx - ((n - 1) % 12)) % 12) + 12) % 12]!;
}

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
export const waveOf = (n: number) => (RED.includes(n) ? '红波' : BLUE.includes(n) ? '蓝波' : '绿波');

interface HkDraw {
  id: string;
  date: string;
  no: string[];
  sno: string;
}

function readHk(): HkDraw[] {
  const candidates = [
    resolve(serverRoot, 'src/db/seed/data/hk-mark-six-draws.json'),
    // The shared copy, for a checkout where the seed data file has not been copied yet.
    '/work/shared/data/hk-mark-six-draws.json',
  ];
  const file = candidates.find((f) => existsSync(f));
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as HkDraw[]) : [];
}

let hkCache: Draw[] | null = null;

/** Real Hong Kong results, newest first. */
export function hkDraws(): Draw[] {
  if (!hkCache) {
    hkCache = readHk().map((d) => {
      const [yy, seq] = d.id.split('/');
      return {
        seq: seq ?? d.id,
        turn: `20${yy}${seq}`,
        date: d.date,
        numbers: d.no.map(Number),
        special: Number(d.sno),
      };
    });
  }
  return hkCache;
}

/**
 * Results a game's cards are judged against: the game's own drawn turns when the lottery
 * tables hold enough of them, else real Hong Kong results (game 1 always uses those).
 */
export async function drawsForGame(pool: pg.Pool, gameId: number, count: number): Promise<Draw[]> {
  const hk = hkDraws();
  if (gameId !== 1) {
    const exists = await pool.query<{ t: string | null }>(`SELECT to_regclass('lottery_turns')::text AS t`);
    if (exists.rows[0]?.t) {
      const { rows } = await pool.query<{ turn_num: string; numbers: number[]; draw_at: Date }>(
        `SELECT turn_num, numbers, draw_at FROM lottery_turns
          WHERE game_id = $1 AND status = 'drawn' AND numbers IS NOT NULL ORDER BY draw_at DESC LIMIT $2`,
        [gameId, count],
      );
      if (rows.length >= count) {
        return rows.map((r) => {
          const date = r.draw_at.toISOString().slice(0, 10);
          return { seq: r.turn_num.slice(-3), turn: r.turn_num, date, numbers: r.numbers.slice(0, 6), special: r.numbers[6]! };
        });
      }
    }
  }
  // Other games reuse different stretches of the real results so their cards differ.
  const offset = { 1: 0, 70: 5, 90: 11, 110: 17 }[gameId] ?? 0;
  return hk.slice(offset, offset + count);
}
