import type pg from 'pg';
import { BONUS_CATEGORIES, DEFAULT_VIP_LEVELS, defaultRateBp, VIP_PERIODS, type BonusCategory, type VipPeriod } from '@sixmark/shared';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** system_config keys of this feature. */
export const BONUS_CONFIG_KEYS = {
  vipPeriod: 'bonus_vip_period',
  turnoverRequired: 'bonus_turnover_required',
  autoPayout: 'bonus_auto_payout',
} as const;

export interface BonusSettings {
  vipPeriod: VipPeriod;
  turnoverRequired: boolean;
  autoPayout: boolean;
  /** The hedged-bet rule (a full cover counts once) is on: an open `bonus_hedge_windows` row. */
  hedgeRule: boolean;
}

export async function settingsOf(db: Q, companyId: number): Promise<BonusSettings> {
  const { rows } = await db.query<{ config_key: string; config_value: string }>(
    'SELECT config_key, config_value FROM system_config WHERE company_id = $1 AND config_key = ANY($2::text[])',
    [companyId, Object.values(BONUS_CONFIG_KEYS)],
  );
  const get = (k: string) => rows.find((r) => r.config_key === k)?.config_value;
  const period = get(BONUS_CONFIG_KEYS.vipPeriod);
  const hedge = await db.query('SELECT 1 FROM bonus_hedge_windows WHERE company_id = $1 AND ends_at IS NULL', [companyId]);
  return {
    vipPeriod: (VIP_PERIODS as readonly string[]).includes(period ?? '') ? (period as VipPeriod) : 'month',
    turnoverRequired: get(BONUS_CONFIG_KEYS.turnoverRequired) === '1',
    autoPayout: get(BONUS_CONFIG_KEYS.autoPayout) === '1',
    hedgeRule: hedge.rows.length > 0,
  };
}

/**
 * Turns the hedged-bet rule on (opens a window from now; already open stays) or off (closes the
 * open window now). 注 settled inside a window keep the rule after it is turned off.
 */
export async function setHedgeRule(db: Q, companyId: number, on: boolean): Promise<void> {
  if (on) {
    await db.query(
      `INSERT INTO bonus_hedge_windows (company_id) VALUES ($1) ON CONFLICT (company_id) WHERE ends_at IS NULL DO NOTHING`,
      [companyId],
    );
  } else {
    await db.query('UPDATE bonus_hedge_windows SET ends_at = now() WHERE company_id = $1 AND ends_at IS NULL', [companyId]);
  }
}

export async function setConfig(db: Q, companyId: number, key: string, value: string): Promise<void> {
  await db.query(
    `INSERT INTO system_config (company_id, config_key, config_value) VALUES ($1, $2, $3)
     ON CONFLICT (company_id, config_key) DO UPDATE SET config_value = $3, updated_at = now()`,
    [companyId, key, value],
  );
}

export interface VipLevel {
  vipLevel: number;
  betMoney: number;
  keepMoney: number;
  upgradeGift: number;
  monthlyGift: number;
}

/** The company's nine levels: its own values where set, the shipped defaults elsewhere. */
export async function vipLevelsOf(db: Q, companyId: number): Promise<VipLevel[]> {
  const { rows } = await db.query<{ vip_level: number; bet_money: string | null; keep_money: string | null; upgrade_gift: string | null; monthly_gift: string | null }>(
    'SELECT vip_level, bet_money, keep_money, upgrade_gift, monthly_gift FROM vip_level_settings WHERE company_id = $1',
    [companyId],
  );
  return DEFAULT_VIP_LEVELS.map((d) => {
    const r = rows.find((x) => x.vip_level === d.vipLevel);
    const pick = (v: string | null | undefined, fallback: number) => (v === null || v === undefined ? fallback : Number(v));
    return {
      vipLevel: d.vipLevel,
      betMoney: pick(r?.bet_money, d.betMoney),
      keepMoney: pick(r?.keep_money, d.keepMoney),
      upgradeGift: pick(r?.upgrade_gift, d.upgradeGift),
      monthlyGift: pick(r?.monthly_gift, d.monthlyGift),
    };
  });
}

/** Per-level daily withdrawal limits (thousandths for the amount); null = none. */
export interface VipWithdrawLimit {
  withdrawDayTimes: number | null;
  withdrawDayAmount: number | null;
}

/**
 * Writes the given fields of a level (others keep their value). The withdrawal limits take null
 * to clear them, so `undefined` (keep) and `null` (clear) differ there.
 */
export async function upsertVipLevel(
  db: Q,
  companyId: number,
  level: number,
  v: Partial<Omit<VipLevel, 'vipLevel'>> & Partial<VipWithdrawLimit>,
): Promise<void> {
  await db.query(
    `INSERT INTO vip_level_settings (company_id, vip_level, bet_money, keep_money, upgrade_gift, monthly_gift, withdraw_day_times, withdraw_day_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $8, $10)
     ON CONFLICT (company_id, vip_level) DO UPDATE SET
       bet_money = COALESCE($3, vip_level_settings.bet_money), keep_money = COALESCE($4, vip_level_settings.keep_money),
       upgrade_gift = COALESCE($5, vip_level_settings.upgrade_gift), monthly_gift = COALESCE($6, vip_level_settings.monthly_gift),
       withdraw_day_times = CASE WHEN $7 THEN $8 ELSE vip_level_settings.withdraw_day_times END,
       withdraw_day_amount = CASE WHEN $9 THEN $10 ELSE vip_level_settings.withdraw_day_amount END,
       updated_at = now()`,
    [
      companyId,
      level,
      v.betMoney ?? null,
      v.keepMoney ?? null,
      v.upgradeGift ?? null,
      v.monthlyGift ?? null,
      v.withdrawDayTimes !== undefined,
      v.withdrawDayTimes ?? null,
      v.withdrawDayAmount !== undefined,
      v.withdrawDayAmount ?? null,
    ],
  );
}

/** The company's per-level withdrawal limits (levels without a row have none). */
export async function vipWithdrawLimitsOf(db: Q, companyId: number): Promise<Map<number, VipWithdrawLimit>> {
  const { rows } = await db.query<{ vip_level: number; t: number | null; a: number | null }>(
    `SELECT vip_level, withdraw_day_times AS t, withdraw_day_amount::float8 AS a FROM vip_level_settings WHERE company_id = $1`,
    [companyId],
  );
  return new Map(rows.map((r) => [r.vip_level, { withdrawDayTimes: r.t, withdrawDayAmount: r.a }]));
}

/** Rates (basis points) of every level and category: the company's rows over the defaults. */
export async function ratesOf(db: Q, companyId: number): Promise<Map<number, Record<BonusCategory, number>>> {
  const { rows } = await db.query<{ vip_level: number; category: BonusCategory; rate_bp: number }>(
    'SELECT vip_level, category, rate_bp FROM bonus_rates WHERE company_id = $1',
    [companyId],
  );
  const out = new Map<number, Record<BonusCategory, number>>();
  for (let level = 1; level <= 9; level++) {
    const rec = Object.fromEntries(BONUS_CATEGORIES.map((c) => [c, defaultRateBp(level)])) as Record<BonusCategory, number>;
    for (const r of rows) if (r.vip_level === level) rec[r.category] = r.rate_bp;
    out.set(level, rec);
  }
  return out;
}

export async function upsertRate(db: Q, companyId: number, level: number, category: BonusCategory, rateBp: number): Promise<void> {
  await db.query(
    `INSERT INTO bonus_rates (company_id, vip_level, category, rate_bp) VALUES ($1, $2, $3, $4)
     ON CONFLICT (company_id, vip_level, category) DO UPDATE SET rate_bp = $4, updated_at = now()`,
    [companyId, level, category, rateBp],
  );
}

export interface MemberRow {
  id: number;
  company_id: number;
  type: string;
  vip_level: number;
  cycle_bet_amount: number;
}

export async function findMember(db: Q, userId: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    'SELECT id, company_id, type, vip_level, cycle_bet_amount::float8 AS cycle_bet_amount FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export interface WatermarkRow {
  category: BonusCategory;
  claimed_turnover: number;
  claimed_bonus: number;
}

export async function watermarks(db: Q, userId: number): Promise<WatermarkRow[]> {
  const { rows } = await db.query<WatermarkRow>(
    'SELECT category, claimed_turnover::float8 AS claimed_turnover, claimed_bonus::float8 AS claimed_bonus FROM bonus_watermarks WHERE user_id = $1',
    [userId],
  );
  return rows;
}

/** Creates the member's watermark rows if missing and row-locks all of them (category order). */
export async function lockWatermarks(tx: pg.PoolClient, userId: number): Promise<WatermarkRow[]> {
  await tx.query(
    `INSERT INTO bonus_watermarks (user_id, category) SELECT $1, c FROM unnest($2::text[]) AS c ON CONFLICT DO NOTHING`,
    [userId, BONUS_CATEGORIES],
  );
  const { rows } = await tx.query<WatermarkRow>(
    `SELECT category, claimed_turnover::float8 AS claimed_turnover, claimed_bonus::float8 AS claimed_bonus
       FROM bonus_watermarks WHERE user_id = $1 ORDER BY category FOR UPDATE`,
    [userId],
  );
  return rows;
}

export async function advanceWatermark(tx: pg.PoolClient, userId: number, category: BonusCategory, turnoverTo: number, bonus: number): Promise<void> {
  await tx.query(
    `UPDATE bonus_watermarks SET claimed_turnover = $3, claimed_bonus = claimed_bonus + $4, updated_at = now()
      WHERE user_id = $1 AND category = $2`,
    [userId, category, turnoverTo, bonus],
  );
}

export interface ClaimDetail {
  category: BonusCategory;
  turnover: number;
  rateBp: number;
  bonus: number;
}

export async function insertClaim(
  tx: pg.PoolClient,
  c: { userId: number; amount: number; turnover: number; detail: ClaimDetail[]; auto: boolean },
): Promise<{ id: number; created_at: Date }> {
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO bonus_claims (user_id, amount, turnover, detail, auto) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at`,
    [c.userId, c.amount, c.turnover, JSON.stringify(c.detail), c.auto],
  );
  return { id: Number(rows[0]!.id), created_at: rows[0]!.created_at };
}

export interface ClaimRow {
  id: number;
  amount: number;
  turnover: number;
  detail: ClaimDetail[];
  auto: boolean;
  created_at: Date;
}

export async function listClaims(db: Q, userId: number, page: number, rows: number): Promise<{ rows: ClaimRow[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<ClaimRow>(
      `SELECT id::int AS id, amount::float8 AS amount, turnover::float8 AS turnover, detail, auto, created_at
         FROM bonus_claims WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, rows, (page - 1) * rows],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM bonus_claims WHERE user_id = $1', [userId]),
  ]);
  return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
}

/* ---------------- VIP ---------------- */

export interface VipStateRow {
  user_id: number;
  company_id: number;
  period_key: string;
  vip_level: number;
  cycle_bet_amount: number;
}

/**
 * The VIP state of several members, row-locked in user id order (progress rows created in
 * the member's current period where missing): two settling transactions lock them in the same order.
 */
export async function lockVipStates(tx: pg.PoolClient, userIds: number[], periodKeys: string[]): Promise<VipStateRow[]> {
  await tx.query(
    `INSERT INTO vip_progress (user_id, period_key) SELECT u, k FROM unnest($1::bigint[], $2::text[]) AS x(u, k) ORDER BY u ON CONFLICT DO NOTHING`,
    [userIds, periodKeys],
  );
  const { rows } = await tx.query<VipStateRow>(
    `SELECT p.user_id::float8 AS user_id, u.company_id, p.period_key, u.vip_level, u.cycle_bet_amount::float8 AS cycle_bet_amount
       FROM vip_progress p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = ANY($1::bigint[]) ORDER BY p.user_id FOR UPDATE OF p`,
    [userIds],
  );
  return rows;
}

/** Writes several members' new level, period turnover and period in two statements. */
export async function saveVipStates(tx: pg.PoolClient, rows: { userId: number; periodKey: string; level: number; cycle: number }[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.userId);
  await tx.query(
    `UPDATE users u SET vip_level = x.level, cycle_bet_amount = x.cycle
       FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS x(id, level, cycle) WHERE u.id = x.id`,
    [ids, rows.map((r) => r.level), rows.map((r) => r.cycle)],
  );
  await tx.query(
    `UPDATE vip_progress p SET period_key = x.k, updated_at = now() FROM unnest($1::bigint[], $2::text[]) AS x(id, k) WHERE p.user_id = x.id`,
    [ids, rows.map((r) => r.periodKey)],
  );
}

/** Same, for the period job: skips a row another process holds (it is closing it already). */
export async function tryLockStaleProgress(tx: pg.PoolClient, userId: number, periodKey: string) {
  const { rows } = await tx.query<{ period_key: string; vip_level: number; cycle_bet_amount: number }>(
    `SELECT p.period_key, u.vip_level, u.cycle_bet_amount::float8 AS cycle_bet_amount
       FROM vip_progress p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = $1 AND p.period_key <> $2 FOR UPDATE OF p SKIP LOCKED`,
    [userId, periodKey],
  );
  return rows[0] ?? null;
}

export async function staleProgress(db: Q, companyId: number, periodKey: string, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT p.user_id FROM vip_progress p JOIN users u ON u.id = p.user_id
      WHERE u.company_id = $1 AND p.period_key <> $2 ORDER BY p.user_id LIMIT $3`,
    [companyId, periodKey, limit],
  );
  return rows.map((r) => Number(r.user_id));
}

export async function saveVip(tx: pg.PoolClient, userId: number, periodKey: string, level: number, cycle: number): Promise<void> {
  await tx.query('UPDATE users SET vip_level = $2, cycle_bet_amount = $3 WHERE id = $1', [userId, level, cycle]);
  await tx.query('UPDATE vip_progress SET period_key = $2, updated_at = now() WHERE user_id = $1', [userId, periodKey]);
}

export async function insertGift(
  db: Q,
  g: { userId: number; kind: 'upgrade' | 'monthly'; vipLevel: number; periodKey: string; amount: number },
): Promise<void> {
  await db.query(
    `INSERT INTO vip_gifts (user_id, kind, vip_level, period_key, amount) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [g.userId, g.kind, g.vipLevel, g.periodKey, g.amount],
  );
}

export interface GiftRow {
  id: number;
  kind: 'upgrade' | 'monthly';
  vip_level: number;
  period_key: string;
  amount: number;
  claimed_at: Date | null;
}

export async function listGifts(db: Q, userId: number): Promise<GiftRow[]> {
  const { rows } = await db.query<GiftRow>(
    `SELECT id::int AS id, kind, vip_level, period_key, amount::float8 AS amount, claimed_at FROM vip_gifts
      WHERE user_id = $1 ORDER BY id DESC LIMIT 100`,
    [userId],
  );
  return rows;
}

/** Marks a gift claimed once: answers it only to the one call that flipped it. */
export async function takeGift(tx: pg.PoolClient, userId: number, id: number): Promise<GiftRow | null> {
  const { rows } = await tx.query<GiftRow>(
    `UPDATE vip_gifts SET claimed_at = now() WHERE id = $1 AND user_id = $2 AND claimed_at IS NULL
      RETURNING id::int AS id, kind, vip_level, period_key, amount::float8 AS amount, claimed_at`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function giftExists(db: Q, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM vip_gifts WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows.length > 0;
}

/** Claims a job run key once across processes (true for the one caller that inserted it). */
export async function claimRun(db: Q, job: string, key: string): Promise<boolean> {
  const { rowCount } = await db.query('INSERT INTO bonus_job_runs (job, run_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [job, key]);
  return (rowCount ?? 0) > 0;
}

export async function companiesWithAutoPayout(db: Q): Promise<number[]> {
  const { rows } = await db.query<{ company_id: number }>(
    `SELECT company_id FROM system_config WHERE config_key = $1 AND config_value = '1'`,
    [BONUS_CONFIG_KEYS.autoPayout],
  );
  return rows.map((r) => r.company_id);
}

export async function companyIds(db: Q): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM companies ORDER BY id');
  return rows.map((r) => r.id);
}
