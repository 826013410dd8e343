import type pg from 'pg';
import { milliToYuan, yuanToMilli } from '@sixmark/shared/domain/money';
import {
  allocateValidBet,
  DEFAULT_RELAX_QUOTA,
  requirementFor,
  summarizeTurnover,
  TURNOVER_MULTIPLE,
  TURNOVER_SOURCE_LABELS,
  type TurnoverMultiples,
  type TurnoverSource,
} from '@sixmark/shared/domain/turnover';
import { WALLET_CONFIG_KEYS, type ValidWithdraw, type ValidWithdrawRow } from '@sixmark/shared';
import * as repo from './wallet.repo';

type Q = Pick<pg.Pool | pg.PoolClient, 'query'>;

interface TurnoverSettings {
  multiples: TurnoverMultiples;
  /** Thousandths. */
  relaxQuota: number;
}

/** The user's company's turnover settings, defaults where unset or not a sane number. */
async function settingsOf(db: Q, userId: number): Promise<TurnoverSettings> {
  const { rows } = await db.query<{ config_key: string; config_value: string }>(
    `SELECT c.config_key, c.config_value FROM system_config c JOIN users u ON u.company_id = c.company_id
      WHERE u.id = $1 AND c.config_key = ANY($2::text[])`,
    [userId, Object.values(WALLET_CONFIG_KEYS)],
  );
  const num = (key: string, fallback: number) => {
    const n = Number(rows.find((r) => r.config_key === key)?.config_value);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    multiples: {
      deposit: num(WALLET_CONFIG_KEYS.depositMultiple, TURNOVER_MULTIPLE.deposit),
      bonus: num(WALLET_CONFIG_KEYS.bonusMultiple, TURNOVER_MULTIPLE.bonus),
    },
    relaxQuota: yuanToMilli(num(WALLET_CONFIG_KEYS.relaxQuota, milliToYuan(DEFAULT_RELAX_QUOTA))),
  };
}

/** Adds the turnover requirement of a deposit or bonus (once per reference). */
export async function addTurnoverRequirement(
  tx: Q,
  r: { userId: number; source: TurnoverSource; reference: string; amount: number },
): Promise<void> {
  if (r.amount <= 0) return;
  const { multiples } = await settingsOf(tx, r.userId);
  await repo.insertRequirement(tx, { ...r, requireDml: requirementFor(r.source, r.amount, multiples) });
}

/**
 * Counts a valid (settled, not cancelled) bet of `amount` thousandths against the user's open
 * requirements, oldest first. For the bets module: call it in the settling transaction.
 */
export async function recordValidBet(tx: pg.PoolClient, userId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  const open = await repo.lockOpenRequirements(tx, userId);
  const plan = allocateValidBet(
    open.map((r) => ({ id: r.id, requireDml: r.require_dml, validDml: r.valid_dml })),
    amount,
  );
  for (const { id, add } of plan) await repo.addValidDml(tx, id, add);
}

export const toTurnoverRow = (r: repo.TurnoverDbRow): ValidWithdrawRow => ({
  id: r.id,
  type: r.source,
  typeName: TURNOVER_SOURCE_LABELS[r.source],
  reference: r.reference,
  amount: milliToYuan(r.amount),
  requireDml: milliToYuan(r.require_dml),
  validDml: milliToYuan(Math.min(r.valid_dml, r.require_dml)),
  createdAt: r.created_at.toISOString(),
  status: r.valid_dml >= r.require_dml ? 'done' : 'open',
});

/** The audit page (`validWithdraw/queryAll`): every requirement and the totals, in yuan. */
export async function turnoverOf(db: Q, userId: number): Promise<ValidWithdraw & { missingMilli: number }> {
  const [rows, settings] = await Promise.all([repo.listRequirements(db, userId), settingsOf(db, userId)]);
  const s = summarizeTurnover(
    rows.map((r) => ({ id: r.id, requireDml: r.require_dml, validDml: r.valid_dml })),
    settings.relaxQuota,
  );
  return {
    relaxQuota: milliToYuan(s.relaxQuota),
    requireDML: milliToYuan(s.requireDML),
    rows: rows.map(toTurnoverRow),
    sumAllDeduct: milliToYuan(s.sumAllDeduct),
    sumAllDml: milliToYuan(s.sumAllDml),
    yetWithdraw: s.yetWithdraw,
    missingMilli: s.sumAllDeduct,
  };
}
