import type { FastifyInstance } from 'fastify';
import { systemYmd } from '@sixmark/shared';
import { clock } from '../../lib/clock';
import { timeZoneOf } from '../system';
import type { BonusModule } from './bonus.module';
import { claimBonus } from './claim.service';
import * as repo from './bonus.repo';
import { closeEndedPeriods } from './vip.service';

/**
 * One pass: closes ended VIP periods, then (companies with 自动派发 on) pays the betting bonus
 * of members with turnover settled in the last two days, once a day. The day's run key is
 * inserted by one process only; claims themselves lock per member, so a second process or a
 * member claiming at the same moment never pays twice.
 */
export async function bonusPass(pool: FastifyInstance['pool'], bonus: BonusModule, now = clock.now()): Promise<{ closed: number; paid: number }> {
  const closed = await closeEndedPeriods(pool, now);
  let paid = 0;
  for (const companyId of await repo.companiesWithAutoPayout(pool)) {
    const [y, m, d] = systemYmd(now, await timeZoneOf(pool, companyId));
    if (!(await repo.claimRun(pool, 'auto-payout', `${companyId}:${y}-${m}-${d}`))) continue;
    const since = new Date(now - 2 * 86_400_000);
    const users = new Set<number>();
    for (const s of bonus.sources) for (const id of await s.activeSince(pool, companyId, since)) users.add(id);
    for (const userId of [...users].sort((a, b) => a - b)) {
      try {
        if (await claimBonus(pool, bonus.sources, userId, { auto: true })) paid++;
      } catch {
        // An excluded member (or one whose wallet is gone) is skipped; the rest are paid.
      }
    }
  }
  return { closed, paid };
}
