/**
 * Turnover (打码量) audit before a withdrawal. Each deposit or bonus adds a requirement of
 * `amount × multiple`; valid bets fill the open requirements oldest first. A withdrawal is
 * allowed once what is still missing is within the relax quota. Amounts are thousandths.
 */
export const TURNOVER_MULTIPLE = {
  /** A deposit must be bet once before it can be withdrawn. */
  deposit: 1,
  /** A bonus (gift, promotion, manual bonus) must be bet three times. */
  bonus: 3,
} as const;

export type TurnoverSource = 'deposit' | 'bonus';

/** Tolerance (thousandths): a shortfall up to this much does not block a withdrawal (10 yuan). */
export const DEFAULT_RELAX_QUOTA = 10_000;

export const TURNOVER_SOURCE_LABELS: Record<TurnoverSource, string> = { deposit: '充值', bonus: '彩金' };

export interface TurnoverRow {
  id: number;
  requireDml: number;
  validDml: number;
}

export type TurnoverMultiples = Record<TurnoverSource, number>;

/** The requirement a deposit or bonus of `amount` adds (multiples per company, defaults above). */
export const requirementFor = (
  source: TurnoverSource,
  amount: number,
  multiples: TurnoverMultiples = TURNOVER_MULTIPLE,
): number => Math.max(0, Math.round(amount * multiples[source]));

/**
 * Spreads a valid bet over the open requirements, oldest first. Answers how much each row
 * receives (rows already met get nothing; what is left over counts nowhere).
 */
export function allocateValidBet(rows: readonly TurnoverRow[], bet: number): { id: number; add: number }[] {
  let left = Math.max(0, bet);
  const out: { id: number; add: number }[] = [];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (left <= 0) break;
    const missing = row.requireDml - row.validDml;
    if (missing <= 0) continue;
    const add = Math.min(missing, left);
    out.push({ id: row.id, add });
    left -= add;
  }
  return out;
}

export interface TurnoverSummary {
  /** Sum of every requirement. */
  requireDML: number;
  /** Valid bets counted against them. */
  sumAllDml: number;
  /** Turnover still missing (never negative). */
  sumAllDeduct: number;
  relaxQuota: number;
  /** True when a withdrawal is allowed now (missing turnover within the relax quota). */
  yetWithdraw: boolean;
}

/** Totals of the audit page and the withdrawal check. */
export function summarizeTurnover(rows: readonly TurnoverRow[], relaxQuota = DEFAULT_RELAX_QUOTA): TurnoverSummary {
  let requireDML = 0;
  let sumAllDml = 0;
  let missing = 0;
  for (const r of rows) {
    requireDML += r.requireDml;
    sumAllDml += Math.min(r.validDml, r.requireDml);
    missing += Math.max(0, r.requireDml - r.validDml);
  }
  return { requireDML, sumAllDml, sumAllDeduct: missing, relaxQuota, yetWithdraw: missing <= relaxQuota };
}

/** Progress of the turnover in percent (100 when nothing is required). */
export const turnoverPercent = (s: Pick<TurnoverSummary, 'requireDML' | 'sumAllDml'>): number =>
  s.requireDML <= 0 ? 100 : Math.min(100, Math.floor((s.sumAllDml / s.requireDML) * 100));
