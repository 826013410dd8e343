/**
 * Betting bonus (洗码返水), VIP periods and safer-play rules (issue 17). Pure functions shared by
 * the server (which enforces them) and the web (which explains them). Money is thousandths.
 */
import { systemMonthRange, systemWallTime, systemYmd, toSystemTime } from './system-time';
import { VIP_RULES } from './vip';

/** Game categories that earn a betting bonus, in display order. */
export const BONUS_CATEGORIES = ['lottery', 'live', 'electronic', 'card', 'fish', 'sport'] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];
export const BONUS_CATEGORY_LABELS: Record<BonusCategory, string> = {
  lottery: '彩票',
  live: '真人',
  electronic: '电子',
  card: '棋牌',
  fish: '捕鱼',
  sport: '体育',
};

/** Rates are stored in basis points (1 = 0.01%): 40 = 0.4%. */
export const RATE_BP_MAX = 500;

/**
 * Seeded rate of a VIP level: 0.4% at VIP1 rising 0.1% per level to 1.2% at VIP9, the same in
 * every category. Operators change them per level and category.
 */
export const defaultRateBp = (vipLevel: number): number => 40 + (Math.min(9, Math.max(1, vipLevel)) - 1) * 10;

/** The bonus of `turnover` thousandths at `rateBp`: rate × turnover, rounded down to the thousandth. */
export const bonusOf = (turnover: number, rateBp: number): number =>
  turnover <= 0 || rateBp <= 0 ? 0 : Math.floor((turnover * rateBp) / 10_000);

/** A rate in basis points as the percentage the page shows (40 → "0.40%"). */
export const ratePercentText = (rateBp: number): string => `${(rateBp / 100).toFixed(2)}%`;

/* ---------------- VIP ---------------- */

export const VIP_PERIODS = ['month', 'week'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];
export const VIP_PERIOD_LABELS: Record<VipPeriod, string> = { month: '每月', week: '每周' };

/** Seeded level table (thousandths): upgrade at betMoney, keep needs keepMoney per period. */
export const DEFAULT_VIP_LEVELS = VIP_RULES.map((r) => ({
  vipLevel: r.vipLevel,
  betMoney: r.betMoney * 1000,
  keepMoney: Math.floor((r.betMoney * 1000) / 2),
  upgradeGift: r.vipLevel <= 1 ? 0 : r.vipLevel * r.vipLevel * 2_000,
  monthlyGift: r.vipLevel <= 1 ? 0 : r.vipLevel * 1_000,
}));

export interface VipLevelRule {
  vipLevel: number;
  /** Period turnover that reaches the level (thousandths). */
  betMoney: number;
  /** Period turnover that keeps it at the period end (thousandths). */
  keepMoney: number;
}

/** The period containing `at` in the system zone: key (`2026-11` / `2026-11-23` for the Monday of a week) and bounds. */
export function vipPeriodOf(at: number, period: VipPeriod, tz: string): { key: string; start: number; end: number } {
  const [y, m, d] = systemYmd(at, tz);
  if (period === 'month') {
    const r = systemMonthRange(y, m, tz);
    return { key: `${y}-${String(m).padStart(2, '0')}`, ...r };
  }
  const dow = (toSystemTime(at, tz).day() + 6) % 7; // Monday = 0
  const start = systemWallTime(y, m, d - dow, 0, tz);
  const end = systemWallTime(y, m, d - dow + 7, 0, tz);
  const [sy, sm, sd] = systemYmd(start, tz);
  return { key: `${sy}-${String(sm).padStart(2, '0')}-${String(sd).padStart(2, '0')}`, start, end };
}

/** The highest level whose betMoney a period turnover reaches (never below `floor`). */
export function levelReached(rules: readonly VipLevelRule[], turnover: number, floor = 1): number {
  let level = floor;
  for (const r of rules) if (turnover >= r.betMoney && r.vipLevel > level) level = r.vipLevel;
  return level;
}

/**
 * The level after a period ends: kept when the period turnover met the level's keepMoney,
 * otherwise one level down (never below 1).
 */
export function levelAfterPeriod(rules: readonly VipLevelRule[], level: number, turnover: number): number {
  const rule = rules.find((r) => r.vipLevel === level);
  if (!rule || level <= 1 || turnover >= rule.keepMoney) return level;
  return level - 1;
}

/* ---------------- safer play ---------------- */

export const LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'bet_max'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_LABELS: Record<LimitKind, string> = {
  deposit_day: '每日存款限额',
  deposit_week: '每周存款限额',
  deposit_month: '每月存款限额',
  loss_day: '每日亏损限额',
  loss_week: '每周亏损限额',
  loss_month: '每月亏损限额',
  bet_max: '单笔投注限额',
};

/** A raised (or removed) limit waits this long; a lowered one applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 3600_000;

export interface LimitState {
  /** Current limit (thousandths); null = none. */
  amount: number | null;
  /** A raise waiting: its value (null = remove) and when it applies. */
  pending: { amount: number | null; at: number } | null;
}

/** The limit in force at `now` (a pending raise counts once its time has come). */
export function effectiveLimit(s: LimitState, now: number): number | null {
  if (s.pending && s.pending.at <= now) return s.pending.amount;
  return s.amount;
}

/** True when `next` is stricter than or equal to `current` (null = no limit). */
const isLowering = (current: number | null, next: number | null) => next !== null && (current === null || next <= current);

/**
 * A member changes a limit: lowering (or setting a first one) applies at once and drops any
 * pending raise; raising or removing waits {@link LIMIT_RAISE_DELAY_MS}.
 */
export function changeLimit(s: LimitState, next: number | null, now: number): LimitState {
  const current = effectiveLimit(s, now);
  if (isLowering(current, next)) return { amount: next, pending: null };
  if (next === current) return { amount: current, pending: null };
  return { amount: current, pending: { amount: next, at: now + LIMIT_RAISE_DELAY_MS } };
}

/** The window `[start, end)` a limit counts in (system-zone day, Monday week, month); null for bet_max. */
export function limitWindow(kind: LimitKind, now: number, tz: string): { start: number; end: number } | null {
  const [y, m, d] = systemYmd(now, tz);
  if (kind.endsWith('_day')) return { start: systemWallTime(y, m, d, 0, tz), end: systemWallTime(y, m, d + 1, 0, tz) };
  if (kind.endsWith('_week')) {
    const p = vipPeriodOf(now, 'week', tz);
    return { start: p.start, end: p.end };
  }
  if (kind.endsWith('_month')) return systemMonthRange(y, m, tz);
  return null;
}

export const EXCLUSION_KINDS = ['cooloff', 'self'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export const EXCLUSION_LABELS: Record<ExclusionKind, string> = { cooloff: '冷静期', self: '自我排除' };

/** Cool-off: 24 hours to 6 weeks (in hours). Self-exclusion: 6 months to 5 years (in months). */
export const COOLOFF_HOURS = { min: 24, max: 42 * 24 } as const;
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

/** When an exclusion that starts at `now` ends (months in the system zone). */
export function exclusionEnd(kind: ExclusionKind, length: number, now: number, tz: string): number {
  if (kind === 'cooloff') return now + length * 3600_000;
  const t = toSystemTime(now, tz).add(length, 'month');
  return t.valueOf();
}

/** Reality check: off (0) or every 10-240 minutes. */
export const REALITY_MINUTES = { min: 10, max: 240 } as const;

/** The bill types whose sum is a member's betting result: stakes (negative) and what bets return. */
export const LOSS_BILL_TYPES = [7, 8, 9, 10, 23, 24, 35, 36] as const;
