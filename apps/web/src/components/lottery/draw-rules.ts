import { TIMEOUTS } from '@sixmark/shared';
import type { OpenInfo } from '@sixmark/shared/api/lottery';
import { DRAW_SIZE } from '@sixmark/shared/domain/draw-rng';
import { parseOpenNum } from '@sixmark/shared/domain/number-attributes';

const turn = (t: string | undefined | null) => (t ? Number(t) : 0);

/** Numbers of the last draw revealed so far. */
export const drawnNumbers = (info: OpenInfo | undefined): number[] => (info ? parseOpenNum(info.pre.openNum) : []);

/**
 * The next turn is known: the current turn's number is past the drawn one, or the next plan
 * has appeared (spec 2 §4: polling stops early then).
 */
export function hasAdvanced(info: OpenInfo): boolean {
  const pre = turn(info.pre.turnNum);
  return turn(info.cur.turnNum) > pre || (turn(info.plan.turnNum) > pre && info.plan.planTime > info.serverTime);
}

/**
 * Why the panel polls now: while streaming; within 300 s after a 7-number result before the next
 * turn shows (spec 2 §4); and, beyond the spec, once the planned draw time has passed without
 * the draw showing yet, so a panel whose socket is down still catches the start.
 */
export function pollReason(info: OpenInfo | undefined, serverNow: number): 'streaming' | 'after-result' | 'due' | null {
  if (!info) return null;
  if (info.pre.isStreaming) return 'streaming';
  if (drawnNumbers(info).length === DRAW_SIZE && !hasAdvanced(info)) {
    // A result older than the polling window is not worth polling for (e.g. a page opened hours later).
    if (info.pre.openTime && serverNow - info.pre.openTime >= TIMEOUTS.lotteryPollMaxMs) return null;
    return 'after-result';
  }
  const planned = info.plan.planTime;
  if (planned && serverNow >= planned && serverNow - planned < TIMEOUTS.lotteryPollMaxMs && turn(info.plan.turnNum) > turn(info.pre.turnNum))
    return 'due';
  return null;
}

/** `1天 02:03:04` / `02:03:04`; zero or less is `00:00:00`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}天 ${hms}` : hms;
}
