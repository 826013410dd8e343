import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBonusConfigSchema,
  adminBonusSettingsBodySchema,
  adminRateBodySchema,
  adminVipLevelBodySchema,
  bettingBonusSchema,
  bonusHistoryQuerySchema,
  bonusHistorySchema,
  bonusMsg,
  emptyEnvelope,
  envelopeSchema,
  formatMilli,
  vipRulesSchema,
  vipProgressSchema,
  welfareClaimBodySchema,
  welfareSchema,
} from '@sixmark/shared';
import { milliToYuan } from '@sixmark/shared/domain/money';
import { audit, requireAdmin } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { formalMemberFirst, requireFormalMember, requireLogin } from '../../plugins/auth';
import type { BonusModule } from './bonus.module';
import * as repo from './bonus.repo';
import { bettingBonusOf, claimBonus, claimHistory } from './claim.service';
import { claimGift, vipProgressOf, welfareOf } from './vip.service';
import { VIP_LEVELS_CHANNEL, VipRulesCache } from './vip-rules-cache';

const tags = ['bonus'];

/** Betting bonus (spec 3), VIP progress and welfare center (spec 1), operator settings (issue 17). */
export const bonusRoutes: FastifyPluginAsyncZod<{ bonus: BonusModule }> = async (app, { bonus }) => {
  // The claim carries no body; clients may still send Content-Type: application/json.
  allowEmptyJsonBody(app);
  const vipRules = new VipRulesCache(app.pool);
  const offVip = app.bus.subscribe(VIP_LEVELS_CHANNEL, (m) => vipRules.invalidate((m as { companyId: number }).companyId));
  app.addHook('onClose', async () => offVip());

  // Spec 1 VIP rules (the profile VIP card): the operator's level table, not a fixed one.
  app.get(
    '/app-api/api/v2/uservip/rules',
    { schema: { tags: ['accounts'], summary: 'VIP 等级规则（运营设置的等级表）', response: { 200: envelopeSchema(vipRulesSchema) } } },
    async () => ok(await vipRules.rules(await app.companyId())),
  );
  app.get(
    '/app-api/api/user/betting-bonus',
    { schema: { tags, summary: '洗码返水：各类有效投注、比例、可领与已领', response: { 200: envelopeSchema(bettingBonusSchema) } } },
    async (request) => ok(await bettingBonusOf(app.pool, bonus.sources, (await requireLogin(request)).id)),
  );
  app.post(
    '/app-api/api/user/betting-bonus/claim',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '领取洗码返水（一次性，幂等）', response: { 200: envelopeSchema(z.object({ amount: z.number() })) } },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      const r = (await claimBonus(app.pool, bonus.sources, user.id))!;
      return ok({ amount: milliToYuan(r.amount) }, bonusMsg.claimed(formatMilli(r.amount)));
    },
  );
  app.get(
    '/app-api/api/user/betting-bonus/history',
    { schema: { tags, summary: '洗码返水领取记录', querystring: bonusHistoryQuerySchema, response: { 200: envelopeSchema(bonusHistorySchema) } } },
    async (request) => ok(await claimHistory(app.pool, (await requireLogin(request)).id, request.query)),
  );
  app.get(
    '/app-api/api/user/vip',
    { schema: { tags, summary: 'VIP 进度与规则', response: { 200: envelopeSchema(vipProgressSchema) } } },
    async (request) => ok(await vipProgressOf(app.pool, (await requireLogin(request)).id)),
  );
  app.get(
    '/app-api/api/user/welfare',
    { schema: { tags, summary: '福利中心：晋级礼金与月度礼金', response: { 200: envelopeSchema(welfareSchema) } } },
    async (request) => ok(await welfareOf(app.pool, (await requireFormalMember(request)).id)),
  );
  app.post(
    '/app-api/api/user/welfare/claim',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '领取礼金（每份一次）', body: welfareClaimBodySchema, response: { 200: envelopeSchema(z.object({ amount: z.number() })) } },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await claimGift(app.pool, user.id, request.body.id));
    },
  );

  // ---- operator ----
  app.get(
    '/app-api/admin/bonus/config',
    { schema: { tags: ['admin'], summary: 'VIP 等级表、洗码比例与返水设置', response: { 200: envelopeSchema(adminBonusConfigSchema) } } },
    async (request) => {
      requireAdmin(request);
      const companyId = await app.companyId();
      const [levels, limits, rates, settings] = [
        await repo.vipLevelsOf(app.pool, companyId),
        await repo.vipWithdrawLimitsOf(app.pool, companyId),
        await repo.ratesOf(app.pool, companyId),
        await repo.settingsOf(app.pool, companyId),
      ];
      return ok({
        settings,
        levels: levels.map((l) => {
          const lim = limits.get(l.vipLevel);
          return {
            vipLevel: l.vipLevel,
            betMoney: milliToYuan(l.betMoney),
            keepMoney: milliToYuan(l.keepMoney),
            upgradeGift: milliToYuan(l.upgradeGift),
            monthlyGift: milliToYuan(l.monthlyGift),
            withdrawDayTimes: lim?.withdrawDayTimes ?? null,
            withdrawDayAmount: lim?.withdrawDayAmount == null ? null : milliToYuan(lim.withdrawDayAmount),
            rates: rates.get(l.vipLevel)!,
          };
        }),
      });
    },
  );
  app.post(
    '/app-api/admin/bonus/rate',
    { schema: { tags: ['admin'], summary: '设置洗码比例（基点，40 = 0.4%）', body: adminRateBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      await withTransaction(app.pool, async (tx) => {
        await repo.upsertRate(tx, companyId, request.body.vipLevel, request.body.category, request.body.rateBp);
        await audit(tx, { actor, action: 'bonus.rate', targetType: 'company', targetId: companyId, detail: request.body, ip: request.ip });
      });
      return ok(null);
    },
  );
  app.post(
    '/app-api/admin/bonus/vip-level',
    { schema: { tags: ['admin'], summary: '设置 VIP 等级要求与礼金（元）', body: adminVipLevelBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const b = request.body;
      const milli = (v: number | undefined) => (v === undefined ? undefined : v * 1000);
      await withTransaction(app.pool, async (tx) => {
        await repo.upsertVipLevel(tx, companyId, b.vipLevel, {
          betMoney: milli(b.betMoney),
          keepMoney: milli(b.keepMoney),
          upgradeGift: milli(b.upgradeGift),
          monthlyGift: milli(b.monthlyGift),
          ...(b.withdrawDayTimes !== undefined ? { withdrawDayTimes: b.withdrawDayTimes } : {}),
          ...(b.withdrawDayAmount !== undefined ? { withdrawDayAmount: b.withdrawDayAmount === null ? null : b.withdrawDayAmount * 1000 } : {}),
        });
        await audit(tx, { actor, action: 'bonus.vip-level', targetType: 'company', targetId: companyId, detail: b, ip: request.ip });
      });
      vipRules.invalidate(companyId);
      await app.bus.publish(VIP_LEVELS_CHANNEL, { companyId });
      return ok(null);
    },
  );
  app.post(
    '/app-api/admin/bonus/settings',
    { schema: { tags: ['admin'], summary: 'VIP 周期、返水打码要求、自动派发、对冲投注只计一次', body: adminBonusSettingsBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const b = request.body;
      await withTransaction(app.pool, async (tx) => {
        if (b.vipPeriod) await repo.setConfig(tx, companyId, repo.BONUS_CONFIG_KEYS.vipPeriod, b.vipPeriod);
        if (b.turnoverRequired !== undefined) await repo.setConfig(tx, companyId, repo.BONUS_CONFIG_KEYS.turnoverRequired, b.turnoverRequired ? '1' : '0');
        if (b.autoPayout !== undefined) await repo.setConfig(tx, companyId, repo.BONUS_CONFIG_KEYS.autoPayout, b.autoPayout ? '1' : '0');
        if (b.hedgeRule !== undefined) await repo.setHedgeRule(tx, companyId, b.hedgeRule);
        await audit(tx, { actor, action: 'bonus.settings', targetType: 'company', targetId: companyId, detail: b, ip: request.ip });
      });
      return ok(null);
    },
  );
};
