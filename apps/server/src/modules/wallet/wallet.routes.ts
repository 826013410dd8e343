import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balanceSchema,
  billsQuerySchema,
  billsSchema,
  billTypesSchema,
  envelopeSchema,
  idParams,
  orderNoParams,
  rechargeChannelSchema,
  rechargeCreateBodySchema,
  rechargeCreateResultSchema,
  rechargeHistoryQuerySchema,
  rechargeHistorySchema,
  rechargeOrderSchema,
  strictText,
  transferBodySchema,
  transferResultSchema,
  userStatusSchema,
  validWithdrawRowSchema,
  validWithdrawSchema,
  withdrawFreeBankBodySchema,
  withdrawHistoryQuerySchema,
  withdrawHistorySchema,
  withdrawInfoSchema,
  withdrawOrderSchema,
  withdrawSaveBodySchema,
} from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { formalMemberFirst, requireFormalMember, requireLogin } from '../../plugins/auth';
import { adminWalletRoutes } from './admin-wallet.routes';
import { adminChannelRoutes } from './admin-channels.routes';
import { idempotencyKeyOf } from './idempotency';
import { sandboxProvider, type PaymentProvider } from './payment-provider';
import * as recharge from './recharge.service';
import { sandboxRoutes } from './sandbox.routes';
import { toTurnoverRow, turnoverOf } from './turnover';
import * as wallet from './wallet.service';
import * as withdraw from './withdraw.service';

const tags = ['wallet'];
const idemHeader = z.object({ 'idempotency-key': strictText(128).optional() }).loose();

/** Balances, transfers, recharge, withdrawal, turnover audit, bills and the operator API. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = sandboxProvider(app.config.sandboxPaySecret);
  const providers: Record<string, PaymentProvider> = { sandbox };

  // ---- balances ----
  app.post(
    '/app-api/api/v2/user/tellerMachine',
    { schema: { tags, summary: '刷新余额', response: { 200: envelopeSchema(balanceSchema) } } },
    async (request) => ok(await wallet.balanceOf(app.pool, (await requireLogin(request)).id)),
  );
  app.get(
    '/app-api/api/user/money/check',
    { schema: { tags, summary: '查询余额', response: { 200: envelopeSchema(balanceSchema) } } },
    async (request) => ok(await wallet.balanceOf(app.pool, (await requireLogin(request)).id)),
  );
  app.get(
    '/app-api/api/user/status',
    { schema: { tags, summary: '余额与账户状态', response: { 200: envelopeSchema(userStatusSchema) } } },
    async (request) => ok(await wallet.statusOf(app.pool, (await requireLogin(request)).id)),
  );
  app.post(
    '/app-api/api/wallet/transfer',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '主余额与游戏余额互转 (Idempotency-Key)',
        headers: idemHeader,
        body: transferBodySchema,
        response: { 200: envelopeSchema(transferResultSchema) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await wallet.transfer(app.pool, user.id, request.body, idempotencyKeyOf(request)));
    },
  );

  // ---- recharge ----
  app.get(
    '/app-api/api/recharge/channels',
    { schema: { tags, summary: '充值通道', response: { 200: envelopeSchema(z.array(rechargeChannelSchema)) } } },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await recharge.channels(app.pool, user.companyId));
    },
  );
  app.post(
    '/app-api/api/recharge/create',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '创建充值订单 (Idempotency-Key)',
        headers: idemHeader,
        body: rechargeCreateBodySchema,
        response: { 200: envelopeSchema(rechargeCreateResultSchema) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await recharge.createRecharge(app.pool, providers, user, request.body, idempotencyKeyOf(request)));
    },
  );
  app.get(
    '/app-api/api/recharge/order/:orderNo',
    { schema: { tags, summary: '充值订单状态', params: orderNoParams, response: { 200: envelopeSchema(rechargeOrderSchema) } } },
    async (request) => ok(await recharge.orderOf(app.pool, providers, (await requireLogin(request)).id, request.params.orderNo)),
  );
  app.post(
    '/app-api/api/recharge/order/:orderNo/paid',
    { onRequest: formalMemberFirst, schema: { tags, summary: '我已完成转账', params: orderNoParams, response: { 200: envelopeSchema(rechargeOrderSchema) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await recharge.markProcessing(app.pool, providers, request.params.orderNo, user.id));
    },
  );
  app.get(
    '/app-api/api/recharge/history',
    { schema: { tags, summary: '充值记录', querystring: rechargeHistoryQuerySchema, response: { 200: envelopeSchema(rechargeHistorySchema) } } },
    async (request) => ok(await recharge.history(app.pool, providers, await requireLogin(request), request.query)),
  );

  // ---- withdrawal ----
  app.get(
    '/app-api/api/userWithdraw/info',
    { schema: { tags, summary: '提现页面数据', response: { 200: envelopeSchema(withdrawInfoSchema) } } },
    async (request) => ok(await withdraw.info(app.pool, await requireLogin(request))),
  );
  app.post(
    '/app-api/api/userWithdraw/save/v2',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '提现 (已绑定银行卡, Idempotency-Key)',
        headers: idemHeader,
        body: withdrawSaveBodySchema,
        response: { 200: envelopeSchema(withdrawOrderSchema) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      const bank = await withdraw.boundBank(app.pool, user.id, request.body.bankId);
      return ok(await withdraw.requestWithdraw(app.pool, user, bank, request.body, idempotencyKeyOf(request)));
    },
  );
  app.post(
    '/app-api/api/userWithdraw/save/free-bank',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '提现 (填写银行卡, Idempotency-Key)',
        headers: idemHeader,
        body: withdrawFreeBankBodySchema,
        response: { 200: envelopeSchema(withdrawOrderSchema) },
      },
    },
    async (request) => {
      const user = await requireFormalMember(request);
      const { bankName, bankBranch, cardNo, holderName } = request.body;
      return ok(
        await withdraw.requestWithdraw(app.pool, user, { bankName, bankBranch, cardNo, holderName }, request.body, idempotencyKeyOf(request)),
      );
    },
  );
  app.get(
    '/app-api/api/userWithdraw/history',
    { schema: { tags, summary: '提现记录', querystring: withdrawHistoryQuerySchema, response: { 200: envelopeSchema(withdrawHistorySchema) } } },
    async (request) => ok(await withdraw.history(app.pool, await requireLogin(request), request.query)),
  );
  app.get(
    '/app-api/api/userWithdraw/detail/:id',
    { schema: { tags, summary: '提现详情', params: idParams, response: { 200: envelopeSchema(withdrawOrderSchema) } } },
    async (request) => ok(await withdraw.detail(app.pool, (await requireLogin(request)).id, request.params.id)),
  );
  app.get(
    '/app-api/api/userWithdraw/validWithdraw/queryAll',
    { schema: { tags, summary: '有效提款 (打码量稽核)', response: { 200: envelopeSchema(validWithdrawSchema) } } },
    async (request) => {
      const { missingMilli: _missing, ...data } = await turnoverOf(app.pool, (await requireLogin(request)).id);
      return ok(data);
    },
  );
  app.get(
    '/app-api/api/userWithdraw/validWithdraw/:id',
    { schema: { tags, summary: '有效提款详情', params: idParams, response: { 200: envelopeSchema(validWithdrawRowSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      return ok(toTurnoverRow(await wallet.requirementDetail(app.pool, user.id, request.params.id)));
    },
  );

  // ---- bills ----
  app.get(
    '/app-api/api/bills',
    { schema: { tags, summary: '账变记录', querystring: billsQuerySchema, response: { 200: envelopeSchema(billsSchema) } } },
    async (request) => ok(await wallet.bills(app.pool, await requireLogin(request), request.query)),
  );
  app.get(
    '/app-api/api/bills/types',
    { schema: { tags, summary: '账变类型', response: { 200: envelopeSchema(billTypesSchema) } } },
    async () => ok(wallet.billTypes()),
  );

  await app.register(sandboxRoutes, { providers, sandbox });
  await app.register(adminWalletRoutes);
  await app.register(adminChannelRoutes);
};
