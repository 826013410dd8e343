import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBetConfigSchema,
  adminCloseSecondsBodySchema,
  adminGameParams,
  adminTurnParams,
  resettlePreviewQuerySchema,
  resettlePreviewSchema,
  adminLimitBodySchema,
  adminOddsBodySchema,
  betBodySchema,
  betListSchema,
  betMsg,
  betResultSchema,
  cancelBodySchema,
  cancelResultSchema,
  chaseBodySchema,
  chaseCancelBodySchema,
  chaseSchema,
  dayReportRowSchema,
  envelopeSchema,
  gameIdQuerySchema,
  historyListQuerySchema,
  playOddsSchema,
  todayListQuerySchema,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import { optionalUser, requireLogin } from '../../plugins/auth';
import * as admin from './admin.service';
import { resettlePreview } from './resettle-preview.service';
import * as chase from './chase.service';
import { playOdds } from './odds.service';
import { placeBet } from './place.service';
import * as records from './records.service';

const tags = ['bets'];

/**
 * Lottery betting (issue 10): prices, placement, chase orders, spec 3's records and cancel, and
 * the operator's prices, limits and closing seconds. Trial accounts bet with their trial money
 * (spec 1 §6 and spec 3 §6 do not restrict them here); their bets earn no turnover or notices.
 */
export const betsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/api/cp/play/odds',
    {
      schema: {
        tags,
        summary: '当前期、赔率与玩法设置',
        querystring: gameIdQuerySchema,
        response: { 200: envelopeSchema(playOddsSchema) },
      },
    },
    async (request) => {
      const user = await optionalUser(request);
      const companyId = user?.companyId ?? (await app.companyId());
      return ok(await playOdds(app.pool, companyId, request.query.gameId));
    },
  );

  app.post(
    '/app-api/api/cp/bet',
    {
      schema: {
        tags,
        summary: '投注（idempotencyKey 每张投注单一个）',
        body: betBodySchema,
        response: { 200: envelopeSchema(betResultSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await placeBet(app.pool, user, request.body), betMsg.betSuccess);
    },
  );

  app.post(
    '/app-api/api/cp/chase',
    {
      schema: {
        tags,
        summary: '追号',
        body: chaseBodySchema,
        response: { 200: envelopeSchema(chaseSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await chase.createChase(app.pool, user, request.body), betMsg.betSuccess);
    },
  );
  app.post(
    '/app-api/api/cp/chase/cancel',
    {
      schema: {
        tags,
        summary: '停止追号（剩余期数）',
        body: chaseCancelBodySchema,
        response: { 200: envelopeSchema(chaseSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await chase.cancelChase(app.pool, user, request.body.trackOrderNo));
    },
  );
  app.get(
    '/app-api/api/cp/chase/detail',
    {
      schema: {
        tags,
        summary: '追号详情',
        querystring: chaseCancelBodySchema,
        response: { 200: envelopeSchema(chaseSchema) },
      },
    },
    async (request) =>
      ok(await chase.chaseOf(app.pool, await requireLogin(request), request.query.trackOrderNo)),
  );

  app.get(
    '/app-api/api/cp/records/todayList',
    {
      schema: {
        tags,
        summary: '今日注单（含未开奖）',
        querystring: todayListQuerySchema,
        response: { 200: envelopeSchema(betListSchema) },
      },
    },
    async (request) => ok(await records.todayList(app.pool, await requireLogin(request), request.query)),
  );
  app.get(
    '/app-api/api/cp/records/historyList',
    {
      schema: {
        tags,
        summary: '某日注单',
        querystring: historyListQuerySchema,
        response: { 200: envelopeSchema(betListSchema) },
      },
    },
    async (request) => ok(await records.historyList(app.pool, await requireLogin(request), request.query)),
  );
  app.get(
    '/app-api/api/cp/records/historyDayReport',
    {
      schema: {
        tags,
        summary: '近7日每日投注与输赢',
        response: { 200: envelopeSchema(z.array(dayReportRowSchema)) },
      },
    },
    async (request) => ok(await records.historyDayReport(app.pool, await requireLogin(request))),
  );
  app.post(
    '/app-api/api/bet/cancel',
    {
      schema: {
        tags,
        summary: '撤单（表单：orderNo 逗号分隔）',
        body: cancelBodySchema,
        response: { 200: envelopeSchema(cancelResultSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      return ok(await records.cancelOrders(app.pool, user, request.body.orderNo), betMsg.cancelSuccess);
    },
  );

  /* ---------- operator ---------- */
  const adminTags = ['admin'];
  const security = [{ admin: [] }];
  const config = envelopeSchema(adminBetConfigSchema);
  app.get(
    '/app-api/admin/bets/:gameId/config',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '赔率、限额与封盘秒数',
        params: adminGameParams,
        response: { 200: config },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await admin.betConfigOf(app.pool, await app.companyId(), request.params.gameId));
    },
  );
  app.put(
    '/app-api/admin/bets/:gameId/odds',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '修改赔率（高于公平赔率时提醒）',
        params: adminGameParams,
        body: adminOddsBodySchema,
        response: { 200: config },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(
        await admin.setOdds(
          app.pool,
          await app.companyId(),
          request.params.gameId,
          request.body.prices,
          actor,
          request.ip,
        ),
      );
    },
  );
  app.put(
    '/app-api/admin/bets/:gameId/limits',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '修改玩法限额、开关与退水',
        params: adminGameParams,
        body: adminLimitBodySchema,
        response: { 200: config },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(
        await admin.setLimits(
          app.pool,
          await app.companyId(),
          request.params.gameId,
          request.body,
          actor,
          request.ip,
        ),
      );
    },
  );
  app.put(
    '/app-api/admin/bets/:gameId/close-seconds',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '修改封盘秒数',
        params: adminGameParams,
        body: adminCloseSecondsBodySchema,
        response: { 200: config },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(
        await admin.setCloseSeconds(
          app.pool,
          await app.companyId(),
          request.params.gameId,
          request.body.closeSeconds,
          actor,
          request.ip,
        ),
      );
    },
  );
  // Operator console (issue 15): what a draw correction would change, before it is confirmed.
  app.get(
    '/app-api/admin/lottery/:gameId/results/:turnNum/preview',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '开奖更正预览：按新号码重新结算会改变的注单（只读）',
        params: adminTurnParams,
        querystring: resettlePreviewQuerySchema,
        response: { 200: envelopeSchema(resettlePreviewSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await resettlePreview(app.pool, request.params.gameId, request.params.turnNum, request.query.numbers));
    },
  );
};
