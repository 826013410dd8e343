import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjustBodySchema,
  adminAdjustResultSchema,
  adminReasonBodySchema,
  adminRechargeQuerySchema,
  adminRechargeRowSchema,
  adminWithdrawQuerySchema,
  adminWithdrawRowSchema,
  envelopeSchema,
  idParams,
  orderNoParams,
  pagedSchema,
  rechargeOrderSchema,
  withdrawOrderSchema,
} from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { adjust } from './adjust.service';
import { idempotencyKeyOf } from './idempotency';
import * as recharge from './recharge.service';
import * as repo from './wallet.repo';
import * as withdraw from './withdraw.service';

const tags = ['admin'];

/** Operator API of the wallet: every action runs with its audit row in one transaction. */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/recharge/orders',
    { schema: { tags, summary: '充值订单', querystring: adminRechargeQuerySchema, response: { 200: envelopeSchema(pagedSchema(adminRechargeRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { rows, total } = await repo.listRecharges(app.pool, { ...request.query, tz: 'UTC' });
      return ok({ data: rows.map((r) => ({ ...recharge.toOrder(r), userId: r.user_id, account: r.account })), totalCount: total });
    },
  );
  app.post(
    '/app-api/admin/recharge/:orderNo/confirm',
    { schema: { tags, summary: '确认到账', params: orderNoParams, body: adminReasonBodySchema.optional(), response: { 200: envelopeSchema(rechargeOrderSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const { orderNo } = request.params;
      return ok(
        await withTransaction(app.pool, async (tx) => {
          const order = await recharge.confirmByOperator(tx, orderNo, request.body?.reason ?? '');
          await audit(tx, { actor, action: 'recharge.confirm', targetType: 'recharge_order', targetId: orderNo, detail: { amount: order.amount }, ip: request.ip });
          return order;
        }),
      );
    },
  );
  app.post(
    '/app-api/admin/recharge/:orderNo/reject',
    { schema: { tags, summary: '拒绝充值', params: orderNoParams, body: adminReasonBodySchema.optional(), response: { 200: envelopeSchema(rechargeOrderSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const { orderNo } = request.params;
      const reason = request.body?.reason ?? '';
      return ok(
        await withTransaction(app.pool, async (tx) => {
          const order = await recharge.rejectByOperator(tx, orderNo, reason);
          await audit(tx, { actor, action: 'recharge.reject', targetType: 'recharge_order', targetId: orderNo, detail: { reason }, ip: request.ip });
          return order;
        }),
      );
    },
  );
  app.get(
    '/app-api/admin/withdraw/orders',
    { schema: { tags, summary: '提现订单', querystring: adminWithdrawQuerySchema, response: { 200: envelopeSchema(pagedSchema(adminWithdrawRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { rows, total } = await repo.listWithdraws(app.pool, { ...request.query, tz: 'UTC' });
      return ok({
        data: rows.map((r) => ({ ...withdraw.toWithdraw(r), userId: r.user_id, account: r.account, fullCardNo: r.card_no })),
        totalCount: total,
      });
    },
  );
  app.post(
    '/app-api/admin/withdraw/:id/approve',
    { schema: { tags, summary: '批准提现', params: idParams, body: adminReasonBodySchema.optional(), response: { 200: envelopeSchema(withdrawOrderSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const { id } = request.params;
      return ok(
        await withTransaction(app.pool, async (tx) => {
          const order = await withdraw.approve(tx, id, actor);
          await audit(tx, { actor, action: 'withdraw.approve', targetType: 'withdraw_order', targetId: id, detail: { amount: order.amount }, ip: request.ip });
          return order;
        }),
      );
    },
  );
  app.post(
    '/app-api/admin/withdraw/:id/reject',
    { schema: { tags, summary: '拒绝提现', params: idParams, body: adminReasonBodySchema.optional(), response: { 200: envelopeSchema(withdrawOrderSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const { id } = request.params;
      const reason = request.body?.reason ?? '';
      return ok(
        await withTransaction(app.pool, async (tx) => {
          const order = await withdraw.reject(tx, id, reason, actor);
          await audit(tx, { actor, action: 'withdraw.reject', targetType: 'withdraw_order', targetId: id, detail: { reason, amount: order.amount }, ip: request.ip });
          return order;
        }),
      );
    },
  );
  app.post(
    '/app-api/admin/users/:id/adjust',
    { schema: { tags, summary: '人工存入/扣除', params: idParams, body: adminAdjustBodySchema, response: { 200: envelopeSchema(adminAdjustResultSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await adjust(app.pool, request.params.id, request.body, actor, request.ip, idempotencyKeyOf(request)));
    },
  );
};
