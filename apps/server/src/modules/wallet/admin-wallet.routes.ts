import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdjustBodySchema,
  adminAdjustResultSchema,
  adminReasonBodySchema,
  adminRechargeQuerySchema,
  adminRechargeRowSchema,
  adminWithdrawQuerySchema,
  adminWithdrawReviewSchema,
  adminWithdrawRowSchema,
  adjustPendingSchema,
  envelopeSchema,
  hasPermission,
  idParams,
  orderNoParams,
  pagedSchema,
  rechargeOrderSchema,
  withdrawOrderSchema,
} from '@sixmark/shared';
import { requireAdmin, staticAdminOf } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { ok } from '../../lib/reply';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { adjust } from './adjust.service';
import { approvalThreshold, requestAdjust } from './adjust-approval.service';
import * as admin from './admin-wallet.service';
import { idempotencyKeyOf } from './idempotency';
import { withdrawReview } from './withdraw-review.service';

const tags = ['admin'];
// The reason is optional, and so is the body that would carry it.
const reasonBody = adminReasonBodySchema.nullish();
const operatorOf = (request: FastifyRequest): admin.Operator => ({ actor: requireAdmin(request), ip: request.ip });

/** Operator API of the wallet: thin handlers over admin-wallet.service (transactions and audit rows). */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  app.get(
    '/app-api/admin/recharge/orders',
    { schema: { tags, summary: '充值订单', querystring: adminRechargeQuerySchema, response: { 200: envelopeSchema(pagedSchema(adminRechargeRowSchema)) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await admin.listRecharges(app.pool, request.query));
    },
  );
  app.post(
    '/app-api/admin/recharge/:orderNo/confirm',
    { schema: { tags, summary: '确认到账', params: orderNoParams, body: reasonBody, response: { 200: envelopeSchema(rechargeOrderSchema) } } },
    async (request) => ok(await admin.confirmRecharge(app.pool, operatorOf(request), request.params.orderNo, request.body?.reason)),
  );
  app.post(
    '/app-api/admin/recharge/:orderNo/reject',
    { schema: { tags, summary: '拒绝充值', params: orderNoParams, body: reasonBody, response: { 200: envelopeSchema(rechargeOrderSchema) } } },
    async (request) => ok(await admin.rejectRecharge(app.pool, operatorOf(request), request.params.orderNo, request.body?.reason)),
  );
  app.get(
    '/app-api/admin/withdraw/orders',
    { schema: { tags, summary: '提现订单', querystring: adminWithdrawQuerySchema, response: { 200: envelopeSchema(pagedSchema(adminWithdrawRowSchema)) } } },
    async (request) => {
      const viewer = operatorOf(request);
      const role = (request.operator ?? staticAdminOf(request))?.role;
      return ok(await admin.listWithdraws(app.pool, request.query, { ...viewer, seesFullCard: role !== undefined && hasPermission(role, 'finance') }));
    },
  );
  app.get(
    '/app-api/admin/withdraw/:id/review',
    { schema: { tags, summary: '提现审核：打码量稽核与风险提示', params: idParams, response: { 200: envelopeSchema(adminWithdrawReviewSchema) } } },
    async (request) => {
      requireAdmin(request);
      return ok(await withdrawReview(app.pool, request.params.id));
    },
  );
  app.post(
    '/app-api/admin/withdraw/:id/approve',
    { schema: { tags, summary: '批准提现', params: idParams, body: reasonBody, response: { 200: envelopeSchema(withdrawOrderSchema) } } },
    async (request) => ok(await admin.approveWithdraw(app.pool, operatorOf(request), request.params.id)),
  );
  app.post(
    '/app-api/admin/withdraw/:id/reject',
    { schema: { tags, summary: '拒绝提现', params: idParams, body: reasonBody, response: { 200: envelopeSchema(withdrawOrderSchema) } } },
    async (request) => ok(await admin.rejectWithdraw(app.pool, operatorOf(request), request.params.id, request.body?.reason)),
  );
  app.post(
    '/app-api/admin/users/:id/adjust',
    {
      schema: {
        tags,
        summary: '人工存入/扣除（达到审批阈值时生成待审批申请）',
        params: idParams,
        body: adminAdjustBodySchema,
        response: { 200: envelopeSchema(z.union([adminAdjustResultSchema, adjustPendingSchema])) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      // Four-eyes (issue 15): at or above the threshold a second operator must approve.
      if (Math.abs(request.body.amount) >= (await approvalThreshold(app.pool))) {
        const exists = await app.pool.query('SELECT 1 FROM wallets WHERE user_id = $1', [request.params.id]);
        if (!exists.rowCount) throw notFound('用户不存在');
        return ok(await requestAdjust(app.pool, request.params.id, request.body, actor, request.ip));
      }
      return ok(await adjust(app.pool, request.params.id, request.body, actor, request.ip, idempotencyKeyOf(request)));
    },
  );
};
