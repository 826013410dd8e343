import { createHash, createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  DEFAULT_TIME_ZONE,
  ErrorCode,
  LOTTERY_MSG,
  NOTIFY_TEXT,
  type GameContent,
  type HistoryRow,
  type LotteryStats,
  type OpenInfo,
  type VerifyResult,
} from '@sixmark/shared';
import { deriveNumbersSync, hexToBytes, type HmacSync } from '@sixmark/shared/domain/draw-rng';
import { formatSystemTime, systemDayRange, systemMonthRange } from '@sixmark/shared/domain/system-time';
import { lunarYearOf, zodiacOf, ZODIAC_NAMES } from '@sixmark/shared/domain/zodiac';
import { waveColour } from '@sixmark/shared/domain/wave-colour';
import { tablesForDrawDate } from '@sixmark/shared/domain/plays/year-tables';
import { audit } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { withTransaction } from '../../lib/tx';
import type { GameHub } from '../../realtime/game-hub';
import { notifyFollowers } from '../notifications';
import * as repo from './lottery.repo';
import type { GameRow, TurnRow } from './lottery.repo';
import { formatTurnNum, localYear, nextDrawAfter } from './schedule';

/** The system time zone of the draw schedules, turn years and calendars. */
export const TZ = DEFAULT_TIME_ZONE;


export interface Frame {
  command: 'BALL' | 'RESULT' | 'VIDEO' | 'LIVE_URL_HISTORY';
  content: GameContent;
}

/** What the service needs from the app; the routes and the scheduler pass it in. */
export interface LotteryDeps {
  pool: pg.Pool;
  /** Called after a committed change of a game's draw state, with the frames for its sockets. */
  notify: (gameId: number, frames: Frame[]) => Promise<void>;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

const nodeHmac: HmacSync = (key, message) => createHmac('sha256', key).update(message).digest();

/** A fresh 256-bit seed and the SHA-256 of its bytes (both hex). */
export function newSeed(): { seed: string; seedHash: string } {
  const bytes = randomBytes(32);
  return { seed: bytes.toString('hex'), seedHash: createHash('sha256').update(bytes).digest('hex') };
}

export const seedHashOf = (seedHex: string): string =>
  createHash('sha256').update(hexToBytes(seedHex)).digest('hex');
export const numbersFromSeed = (seedHex: string): number[] =>
  deriveNumbersSync(hexToBytes(seedHex), nodeHmac);

const ms = (d: Date | null | undefined): number => (d ? d.getTime() : 0);

/* ---------- turns ---------- */

/** Opens the game's next turn after the latest scheduled draw (and after `now`). */
async function openNextTurn(tx: pg.PoolClient, game: GameRow, now: number): Promise<TurnRow | null> {
  const last = await repo.lastDrawAt(tx, game.gameId);
  const drawAt = nextDrawAfter(game.schedule, Math.max(now, ms(last)), TZ);
  const year = localYear(drawAt, TZ);
  const seq = (await repo.maxSequence(tx, game.gameId, year)) + 1;
  const fair = game.source === 'rng' ? newSeed() : { seed: null, seedHash: null };
  const closeAt = Math.max(now, drawAt - game.closeSeconds * 1000);
  return repo.insertTurn(tx, {
    gameId: game.gameId,
    turnNum: formatTurnNum(year, seq),
    status: 'open',
    source: game.source,
    openAt: new Date(now),
    closeAt: new Date(closeAt),
    drawAt: new Date(drawAt),
    seedHash: fair.seedHash,
    seed: fair.seed,
    // Frozen now (spec 4 §14.6): bets and settlement of this period use these tables even if
    // the draw is postponed past the lunar new year.
    yearTables: tablesForDrawDate(drawAt),
  });
}

const content = (t: TurnRow, extra: Partial<GameContent> = {}): GameContent => ({
  gameId: t.gameId,
  type: 'RESULT',
  turnNum: t.turnNum,
  openNum: (t.numbers ?? []).slice(0, t.revealed).join(','),
  isStreaming: t.status === 'drawing',
  openTime: ms(t.drawAt),
  ...extra,
});

/** Results tell clients the next turn and its draw time, so a panel can restart its countdown. */
const withPlan = (frames: Frame[], next: TurnRow | null): void => {
  if (!next) return;
  for (const f of frames)
    if (f.command === 'RESULT')
      Object.assign(f.content, { nextTurnNum: next.turnNum, planTime: ms(next.drawAt) });
};

/**
 * Moves one game's turns forward to `now`: closes betting, starts and reveals rng draws one ball
 * per `revealIntervalMs`, marks manual/feed turns as awaiting their result, and opens the next
 * turn. One process at a time per game (advisory lock); every step is conditional on the stored
 * state, so a restart continues where it stopped (a reveal goes on from `revealed`).
 */
export async function tickGame(deps: LotteryDeps, game: GameRow, now: number): Promise<boolean> {
  const frames: Frame[] = [];
  let changed = false;
  const locked = await withTransaction(deps.pool, async (tx) => {
    const { rows } = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(7702, $1) AS ok', [
      game.gameId,
    ]);
    if (!rows[0]?.ok) return false;
    const pending = await repo.lockPendingTurns(tx, game.gameId);
    for (const t of pending) {
      if (t.status === 'open' && now >= ms(t.closeAt)) {
        await repo.updateTurn(tx, t.id, { status: 'closed' });
        t.status = 'closed';
        changed = true;
      }
      if (
        t.source === 'rng' &&
        (t.status === 'open' || t.status === 'closed') &&
        now >= ms(t.drawAt) &&
        t.seed
      ) {
        const numbers = numbersFromSeed(t.seed);
        await repo.updateTurn(tx, t.id, {
          status: 'drawing',
          numbers,
          revealed: 0,
          lastRevealAt: new Date(now),
        });
        Object.assign(t, { status: 'drawing', numbers, revealed: 0, lastRevealAt: new Date(now) });
        frames.push({ command: 'RESULT', content: content(t, { seedHash: t.seedHash }) });
        changed = true;
      } else if (
        t.source === 'rng' &&
        t.status === 'drawing' &&
        t.numbers &&
        now >= ms(t.lastRevealAt) + game.revealIntervalMs
      ) {
        const revealed = t.revealed + 1;
        const done = revealed >= 7;
        const set = done
          ? { revealed, lastRevealAt: new Date(now), status: 'drawn' as const, drawnAt: new Date(now) }
          : { revealed, lastRevealAt: new Date(now) };
        await repo.updateTurn(tx, t.id, set);
        Object.assign(t, set);
        frames.push({
          command: 'BALL',
          content: content(t, { index: revealed, num: t.numbers[revealed - 1]!, isStreaming: !done }),
        });
        if (done)
          frames.push({ command: 'RESULT', content: content(t, { seed: t.seed, seedHash: t.seedHash }) });
        changed = true;
      }
    }
    let upcoming =
      pending.find((t) => (t.status === 'open' || t.status === 'closed') && ms(t.drawAt) > now) ?? null;
    if (!upcoming && game.enabled) {
      upcoming = await openNextTurn(tx, game, now);
      if (upcoming) changed = true;
    }
    withPlan(frames, upcoming);
    return true;
  });
  if (locked && changed) await deps.notify(game.gameId, frames);
  return changed;
}

/**
 * Ticks every enabled game; feed games also poll their source. One game's failure does not hold
 * up the others; the failures are thrown together at the end for the caller to log.
 */
export async function tick(
  deps: LotteryDeps,
  now: number,
  feed?: FeedPoller,
  only?: number[],
): Promise<void> {
  const errors: unknown[] = [];
  for (const game of await repo.listGames(deps.pool, true)) {
    if (only && !only.includes(game.gameId)) continue;
    try {
      await tickGame(deps, game, now);
      if (game.source === 'feed' && feed) await feed.poll(deps, game, now);
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'lottery tick failed for several games');
}

/**
 * Tells the followers of a game (game center follows) each final result among the frames:
 * a RESULT with all seven numbers that is no longer streaming. Stored once per period.
 */
export async function notifyDrawResults(pool: pg.Pool, gameId: number, frames: readonly Frame[]): Promise<void> {
  for (const f of frames) {
    const c = f.content;
    if (f.command !== 'RESULT' || c.isStreaming || !c.turnNum || (c.openNum ?? '').split(',').length !== 7) continue;
    const game = await repo.findGame(pool, gameId);
    await notifyFollowers(pool, gameId, {
      kind: 'draw',
      title: NOTIFY_TEXT.drawTitle(game?.gameName ?? String(gameId), c.turnNum),
      content: NOTIFY_TEXT.drawContent(c.openNum ?? ''),
      ref: `${gameId}:${c.turnNum}`,
      data: { gameId, turnNum: c.turnNum },
    });
  }
}

/* ---------- results entered by an operator or a feed ---------- */

/** Records the official result of a manual or feed game (never an rng game). */
export async function enterResult(
  deps: LotteryDeps,
  gameId: number,
  input: { turnNum: string; numbers: number[]; openTime?: number | undefined },
  actor: string,
  ip = '',
): Promise<HistoryRow> {
  const game = await repo.findGame(deps.pool, gameId);
  if (!game) throw notFound(LOTTERY_MSG.notFound);
  if (game.source === 'rng') throw new AppError(ErrorCode.LOTTERY_RNG_GAME);
  const now = Date.now();
  const turn = await withTransaction(deps.pool, async (tx) => {
    const existing = await repo.lockTurn(tx, gameId, input.turnNum);
    if (existing?.numbers) throw new AppError(ErrorCode.LOTTERY_ALREADY_DRAWN);
    let row: TurnRow;
    if (existing) {
      const set = {
        numbers: input.numbers,
        revealed: 7,
        status: 'drawn' as const,
        drawnAt: new Date(now),
        lastRevealAt: new Date(now),
      };
      await repo.updateTurn(tx, existing.id, set);
      row = { ...existing, ...set };
    } else {
      const at = new Date(input.openTime ?? now);
      const inserted = await repo.insertTurn(tx, {
        gameId,
        turnNum: input.turnNum,
        status: 'drawn',
        source: game.source,
        openAt: at,
        closeAt: at,
        drawAt: at,
        seedHash: null,
        seed: null,
        numbers: input.numbers,
        revealed: 7,
        drawnAt: new Date(now),
        lastRevealAt: new Date(now),
      });
      if (!inserted) throw new AppError(ErrorCode.LOTTERY_ALREADY_DRAWN);
      row = inserted;
    }
    await audit(tx, {
      actor,
      action: 'lottery.result.enter',
      targetType: 'lottery_turn',
      targetId: `${gameId}:${input.turnNum}`,
      detail: { numbers: input.numbers, source: game.source },
      ip,
    });
    return row;
  });
  // Open the next turn first, so the result can name it.
  await tickGame(deps, game, now);
  const frames: Frame[] = [{ command: 'RESULT', content: content(turn) }];
  withPlan(frames, await repo.currentTurn(deps.pool, gameId));
  await deps.notify(gameId, frames);
  return toHistoryRow(turn);
}

/** Corrects a manual game's published result; the audit row keeps both versions. */
export async function correctResult(
  deps: LotteryDeps,
  gameId: number,
  turnNum: string,
  input: { numbers: number[]; reason: string },
  actor: string,
  ip = '',
): Promise<HistoryRow> {
  const game = await repo.findGame(deps.pool, gameId);
  if (!game) throw notFound(LOTTERY_MSG.notFound);
  if (game.source !== 'manual')
    throw new AppError(ErrorCode.LOTTERY_NOT_MANUAL);
  const turn = await withTransaction(deps.pool, async (tx) => {
    const existing = await repo.lockTurn(tx, gameId, turnNum);
    if (!existing) throw notFound(LOTTERY_MSG.turnNotFound);
    if (!existing.numbers || existing.status !== 'drawn')
      throw new AppError(ErrorCode.LOTTERY_NOT_DRAWN);
    // The guard trigger lets numbers change only inside this audited path.
    await tx.query(`SELECT set_config('sixmark.lottery_correction', 'on', true)`);
    await repo.updateTurn(tx, existing.id, { numbers: input.numbers });
    await audit(tx, {
      actor,
      action: 'lottery.result.correct',
      targetType: 'lottery_turn',
      targetId: `${gameId}:${turnNum}`,
      detail: { before: existing.numbers, after: input.numbers, reason: input.reason },
      ip,
    });
    return { ...existing, numbers: input.numbers };
  });
  await deps.notify(gameId, [{ command: 'RESULT', content: content(turn) }]);
  return toHistoryRow(turn);
}

/** Starts the reveal of the current rng turn now (operators' demos, the live-draw journey). */
export async function drawNow(
  deps: LotteryDeps,
  gameId: number,
  actor: string,
  ip = '',
): Promise<{ gameId: number; turnNum: string; drawAt: number }> {
  const game = await repo.findGame(deps.pool, gameId);
  if (!game) throw notFound(LOTTERY_MSG.notFound);
  if (game.source !== 'rng') throw new AppError(ErrorCode.LOTTERY_NOT_RNG);
  const now = Date.now();
  const turn = await withTransaction(deps.pool, async (tx) => {
    const cur = (await repo.lockPendingTurns(tx, gameId)).find(
      (t) => t.status === 'open' || t.status === 'closed',
    );
    if (!cur) throw new AppError(ErrorCode.LOTTERY_NO_TURN);
    await repo.updateTurn(tx, cur.id, {
      status: 'closed',
      closeAt: new Date(Math.min(ms(cur.closeAt), now)),
      drawAt: new Date(now),
    });
    await audit(tx, {
      actor,
      action: 'lottery.draw-now',
      targetType: 'lottery_turn',
      targetId: `${gameId}:${cur.turnNum}`,
      ip,
    });
    return cur;
  });
  await tickGame(deps, game, now);
  return { gameId, turnNum: turn.turnNum, drawAt: now };
}

/**
 * The test clock (TEST_CLOCK=1): makes the current rng turn open with `seconds` of betting left,
 * its draw `closeSeconds` after that, so tests and journeys bet on demand instead of waiting for
 * the schedule. A turn already open that long is left as it is; a reveal under way goes on.
 */
export async function openNow(
  deps: LotteryDeps,
  gameId: number,
  seconds: number,
  actor: string,
  ip = '',
): Promise<{ gameId: number; turnNum: string; closeAt: number; drawAt: number }> {
  const game = await repo.findGame(deps.pool, gameId);
  if (!game) throw notFound(LOTTERY_MSG.notFound);
  if (game.source !== 'rng') throw new AppError(ErrorCode.LOTTERY_NOT_RNG);
  const now = Date.now();
  const { turn, moved } = await withTransaction(deps.pool, async (tx) => {
    // The scheduler's lock, waited for: its tick may be opening this game's next turn.
    await tx.query('SELECT pg_advisory_xact_lock(7702, $1)', [gameId]);
    const pending = await repo.lockPendingTurns(tx, gameId);
    const cur =
      pending.find((t) => (t.status === 'open' || t.status === 'closed') && ms(t.drawAt) > now) ??
      (await openNextTurn(tx, game, now));
    if (!cur) throw new AppError(ErrorCode.LOTTERY_NO_TURN);
    if (cur.status === 'open' && ms(cur.closeAt) - now >= seconds * 1000) return { turn: cur, moved: false };
    const closeAt = new Date(now + seconds * 1000);
    const drawAt = new Date(closeAt.getTime() + game.closeSeconds * 1000);
    await repo.updateTurn(tx, cur.id, { status: 'open', closeAt, drawAt });
    await audit(tx, {
      actor,
      action: 'lottery.open-now',
      targetType: 'lottery_turn',
      targetId: `${gameId}:${cur.turnNum}`,
      detail: { before: { status: cur.status, closeAt: ms(cur.closeAt), drawAt: ms(cur.drawAt) }, seconds },
      ip,
    });
    return { turn: { ...cur, status: 'open' as const, closeAt, drawAt }, moved: true };
  });
  // Open info is cached in every process: each drops it and the next poll reads the new times.
  if (moved) await deps.notify(gameId, []);
  return { gameId, turnNum: turn.turnNum, closeAt: ms(turn.closeAt), drawAt: ms(turn.drawAt) };
}

/** Sets a game's live video address and tells VIDEO and LIVE_URL_HISTORY subscribers. */
export async function setLiveUrl(
  deps: LotteryDeps,
  gameId: number,
  liveUrl: string,
  actor: string,
  ip = '',
): Promise<{ gameId: number; liveUrl: string }> {
  const game = await repo.findGame(deps.pool, gameId);
  if (!game) throw notFound(LOTTERY_MSG.notFound);
  const pre = await withTransaction(deps.pool, async (tx) => {
    await tx.query('UPDATE lottery_games SET live_url = $2, updated_at = now() WHERE game_id = $1', [
      gameId,
      liveUrl,
    ]);
    await audit(tx, {
      actor,
      action: 'lottery.live-url',
      targetType: 'lottery_game',
      targetId: gameId,
      detail: { before: game.liveUrl, after: liveUrl },
      ip,
    });
    return repo.previousTurn(tx, gameId);
  });
  await deps.notify(gameId, [
    { command: 'VIDEO', content: { gameId, type: 'VIDEO', liveUrl } },
    {
      command: 'LIVE_URL_HISTORY',
      content: { gameId, type: 'LIVE_URL_HISTORY', liveUrl, turnNum: pre?.turnNum ?? '' },
    },
  ]);
  return { gameId, liveUrl };
}

/* ---------- feed ---------- */

const feedEntry = (raw: unknown): { turnNum: string; numbers: number[]; openTime?: number } | null => {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const turnNum = String(r.turnNum ?? r.turn_num ?? '');
  const numbers = Array.isArray(r.numbers)
    ? r.numbers.map(Number)
    : typeof r.openNum === 'string'
      ? r.openNum.split(',').map(Number)
      : [];
  const valid =
    numbers.length === 7 &&
    new Set(numbers).size === 7 &&
    numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 49);
  if (!turnNum || !valid) return null;
  return { turnNum, numbers, ...(typeof r.openTime === 'number' ? { openTime: r.openTime } : {}) };
};

/**
 * Polls a feed game's results address around draw time: `{ results: [{ turnNum, numbers | openNum,
 * openTime? }] }` or a bare array. Failed or empty polls back off (5 s doubling to 60 s); a result
 * still missing `feedLateMinutes` after the draw records one `late` alert.
 */
export class FeedPoller {
  private readonly state = new Map<number, { attempt: number; nextAt: number; turnNum: string }>();
  constructor(
    private readonly opts: {
      leadMs: number;
      baseBackoffMs: number;
      maxBackoffMs: number;
      timeoutMs: number;
    } = {
      leadMs: 60_000,
      baseBackoffMs: 5_000,
      maxBackoffMs: 60_000,
      timeoutMs: 5_000,
    },
  ) {}

  async poll(deps: LotteryDeps, game: GameRow, now: number): Promise<'recorded' | 'waiting' | 'idle'> {
    const cur = await repo.currentTurn(deps.pool, game.gameId);
    if (!cur || now < ms(cur.drawAt) - this.opts.leadMs || !game.feedUrl) return 'idle';
    const s = this.state.get(game.gameId);
    const st = s && s.turnNum === cur.turnNum ? s : { attempt: 0, nextAt: 0, turnNum: cur.turnNum };
    this.state.set(game.gameId, st);
    if (now >= ms(cur.drawAt) + game.feedLateMinutes * 60_000) {
      const added = await repo.insertAlert(deps.pool, {
        gameId: game.gameId,
        turnNum: cur.turnNum,
        kind: 'late',
        message: `第 ${cur.turnNum} 期结果已超过开奖时间 ${game.feedLateMinutes} 分钟未到`,
      });
      if (added) deps.log.warn({ gameId: game.gameId, turnNum: cur.turnNum }, 'lottery feed result is late');
    }
    if (now < st.nextAt) return 'waiting';
    let found: ReturnType<typeof feedEntry> = null;
    try {
      const res = await fetch(game.feedUrl, { signal: AbortSignal.timeout(this.opts.timeoutMs) });
      if (!res.ok) throw new Error(`feed answered ${res.status}`);
      const body = (await res.json()) as unknown;
      const list = Array.isArray(body) ? body : ((body as { results?: unknown[] } | null)?.results ?? []);
      found = list.map(feedEntry).find((e) => e?.turnNum === cur.turnNum) ?? null;
    } catch (err) {
      deps.log.warn({ err, gameId: game.gameId }, 'lottery feed poll failed');
    }
    if (!found) {
      st.nextAt = now + Math.min(this.opts.maxBackoffMs, this.opts.baseBackoffMs * 2 ** st.attempt);
      st.attempt++;
      return 'waiting';
    }
    this.state.delete(game.gameId);
    try {
      await enterResult(
        deps,
        game.gameId,
        { turnNum: found.turnNum, numbers: found.numbers, openTime: found.openTime },
        'feed',
      );
    } catch (err) {
      if (!(err instanceof AppError && err.code === ErrorCode.LOTTERY_ALREADY_DRAWN)) throw err;
    }
    return 'recorded';
  }
}

/* ---------- reads ---------- */

/** Enabled lottery games for the game list. */
export async function listGames(pool: pg.Pool) {
  return (await repo.listGames(pool, true)).map((g) => ({
    gameId: g.gameId,
    gameName: g.gameName,
    source: g.source,
    liveUrl: g.liveUrl,
  }));
}

/** Years (system zone) with draws of a game, for the history's year groups. */
export const historyYears = (pool: pg.Pool, gameId: number) => repo.historyYears(pool, gameId, TZ);

/** Whether a game id names a lottery game (the game socket subscribes only those). */
export const gameExists = async (pool: pg.Pool, gameId: number): Promise<boolean> => (await repo.findGame(pool, gameId)) !== null;

/** The latest drawn result of every game. */
export async function latestResults(pool: pg.Pool) {
  return (await repo.latestResults(pool)).map((t) => ({ ...toHistoryRow(t), gameName: t.gameName }));
}

/** Operators' socket check: one BALL frame to every subscriber of a game, nothing stored. */
export async function broadcastTest(hub: Pick<GameHub, 'publish' | 'subscribers'>, gameId: number) {
  await hub.publish(gameId, {
    command: 'BALL',
    content: { gameId, type: 'RESULT', turnNum: 'TEST', index: 1, num: 1, openNum: '1', isStreaming: true },
  });
  return { gameId, subscribers: hub.subscribers(gameId) };
}

export const toHistoryRow = (t: TurnRow): HistoryRow => ({
  gameId: t.gameId,
  turnNum: t.turnNum,
  openTime: ms(t.drawAt),
  openNum: (t.numbers ?? []).slice(0, t.revealed).join(','),
  source: t.source,
});

/** Open info of spec 2 §3 at `now`. */
export async function openInfo(pool: pg.Pool, gameId: number, now = Date.now()): Promise<OpenInfo | null> {
  const game = await repo.findGame(pool, gameId);
  if (!game) return null;
  const [cur, pre] = await Promise.all([repo.currentTurn(pool, gameId), repo.previousTurn(pool, gameId)]);
  return {
    gameId,
    cur: {
      turnNum: cur?.turnNum ?? '',
      closeTime: ms(cur?.closeAt),
      liveUrl: game.liveUrl,
      seedHash: cur?.seedHash ?? null,
    },
    pre: {
      turnNum: pre?.turnNum ?? '',
      openTime: ms(pre?.drawAt),
      openNum: pre ? (pre.numbers ?? []).slice(0, pre.revealed).join(',') : '',
      isStreaming: pre?.status === 'drawing',
      liveUrl: game.liveUrl,
      fairness:
        pre && pre.source === 'rng' && pre.seedHash
          ? { seedHash: pre.seedHash, seed: pre.status === 'drawn' ? pre.seed : null }
          : null,
    },
    plan: { turnNum: cur?.turnNum ?? '', planTime: ms(cur?.drawAt) },
    serverTime: now,
  };
}

export async function history(
  pool: pg.Pool,
  q: { gameId: number; year?: number | undefined; date?: string | undefined; page: number; rows: number },
) {
  const { rows, total } = await repo.history(
    pool,
    { gameId: q.gameId, year: q.year, date: q.date, tz: TZ },
    q.rows,
    (q.page - 1) * q.rows,
  );
  return { data: rows.map(toHistoryRow), totalCount: total };
}

export async function verify(pool: pg.Pool, gameId: number, turnNum: string): Promise<VerifyResult> {
  const t = await repo.findTurn(pool, gameId, turnNum);
  if (!t) throw notFound(LOTTERY_MSG.turnNotFound);
  const drawn = t.status === 'drawn';
  const numbers = drawn ? (t.numbers ?? []) : [];
  const seed = drawn ? t.seed : null;
  const recomputed = seed ? numbersFromSeed(seed) : null;
  return {
    gameId,
    turnNum,
    source: t.source,
    seedHash: t.seedHash,
    seed,
    numbers,
    recomputed,
    hashMatches: seed && t.seedHash ? seedHashOf(seed) === t.seedHash : null,
    numbersMatch: recomputed ? recomputed.join(',') === numbers.join(',') : null,
  };
}

/** Frequency, hot/cold, gaps (遗漏) and the special ball's zodiac and colour over a window. */
export async function stats(
  pool: pg.Pool,
  q: { gameId: number; last?: number | undefined; year?: number | undefined },
): Promise<LotteryStats> {
  const draws = await repo.resultsWindow(pool, q.gameId, { last: q.last, year: q.year, tz: TZ });
  const count = new Array<number>(50).fill(0);
  const special = new Array<number>(50).fill(0);
  const gap = new Array<number>(50).fill(draws.length);
  const zodiac = new Map<string, number>(ZODIAC_NAMES.map((z) => [z, 0]));
  const colour = { red: 0, blue: 0, green: 0 };
  draws.forEach((d, i) => {
    for (const n of d.numbers) {
      count[n]!++;
      if (gap[n] === draws.length) gap[n] = i;
    }
    const sp = d.numbers[6];
    if (sp !== undefined) {
      special[sp]!++;
      const z = zodiacOf(sp, lunarYearOf(d.drawAt));
      zodiac.set(z, (zodiac.get(z) ?? 0) + 1);
      colour[waveColour(sp)]++;
    }
  });
  const nums = Array.from({ length: 49 }, (_, i) => i + 1);
  const byCount = [...nums].sort((a, b) => count[b]! - count[a]! || a - b);
  return {
    gameId: q.gameId,
    draws: draws.length,
    frequency: nums.map((num) => ({ num, count: count[num]!, special: special[num]! })),
    gaps: nums.map((num) => ({ num, gap: gap[num]! })),
    hot: byCount.slice(0, 10),
    cold: [...nums].sort((a, b) => count[a]! - count[b]! || a - b).slice(0, 10),
    zodiac: [...zodiac].map(([name, c]) => ({ name, count: c })),
    colour: (['red', 'blue', 'green'] as const).map((c) => ({ colour: c, count: colour[c] })),
  };
}

/** Draw days of a month: past draws and the turn already scheduled, plus the schedule's future days. */
export async function calendar(pool: pg.Pool, gameId: number, month: string) {
  const game = await repo.findGame(pool, gameId);
  if (!game) throw notFound(LOTTERY_MSG.notFound);
  const days = new Set(await repo.drawDays(pool, gameId, month, TZ));
  const [y, m] = month.split('-').map(Number) as [number, number];
  const { start, end } = systemMonthRange(y, m, TZ);
  let at = Math.max(start - 1, Date.now());
  for (let i = 0; i < 400 && at < end; i++) {
    at = nextDrawAfter(game.schedule, at, TZ);
    if (at >= end) break;
    days.add(formatSystemTime(at, 'YYYY-MM-DD', TZ));
    // Interval games draw every few minutes: one hit per day is enough.
    at = systemDayRange(at, TZ).end - 1;
  }
  return { gameId, month, drawDays: [...days].sort() };
}
