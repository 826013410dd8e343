import type pg from 'pg';
import { VIP_RULES, type VipRule } from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { vipLevelsOf } from './bonus.repo';

/** Bus channel telling every process that a company's VIP level table changed. */
export const VIP_LEVELS_CHANNEL = 'bonus:vip-levels';

/** A cached table older than this is read again even without an invalidation (a lost bus message). */
export const VIP_RULES_TTL_MS = 60_000;

/**
 * `GET /api/v2/uservip/rules` per company, from the same `vip_level_settings` rows the VIP service
 * moves members by (`vipLevelsOf`), kept in memory: the operator's edit drops it on this process
 * at once and on the others through the bus; the TTL bounds a lost message.
 */
export class VipRulesCache {
  private readonly entries = new Map<number, { at: number; rules: VipRule[] }>();
  private generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async rules(companyId: number): Promise<VipRule[]> {
    const hit = this.entries.get(companyId);
    if (hit && this.now() - hit.at < VIP_RULES_TTL_MS) return hit.rules;
    const generation = this.generation;
    const levels = await vipLevelsOf(this.pool, companyId);
    const rules = levels.map((l) => ({
      vipLevel: l.vipLevel,
      betMoney: milliToYuan(l.betMoney),
      name: VIP_RULES.find((r) => r.vipLevel === l.vipLevel)?.name ?? `VIP${l.vipLevel}`,
    }));
    // A load that raced an invalidation is answered but not kept.
    if (generation === this.generation) this.entries.set(companyId, { at: this.now(), rules });
    return rules;
  }

  invalidate(companyId: number): void {
    this.generation++;
    this.entries.delete(companyId);
  }
}
