import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGameParams,
  adminTurnParams,
  broadcastTestSchema,
  calendarQuerySchema,
  calendarSchema,
  correctionSchema,
  drawNowSchema,
  openNowBodySchema,
  openNowSchema,
  envelopeSchema,
  gameIdQuery,
  liveUrlBodySchema,
  historyGroupSchema,
  historyQuerySchema,
  historyRowSchema,
  lotteryGameSchema,
  manualResultSchema,
  openInfoSchema,
  pagedSchema,
  recordSchema,
  statsQuerySchema,
  statsSchema,
  verifyQuerySchema,
  verifySchema,
  zodiacQuerySchema,
  zodiacTableSchema,
  ErrorCode,
  LOTTERY_MSG,
} from '@sixmark/shared';
import { fiveElementsTable } from '@sixmark/shared/domain/five-elements';
import { lunarYearOf, zodiacTable } from '@sixmark/shared/domain/zodiac';
import { z } from 'zod';
import { requireAdmin } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { sendCachedJson } from '../../plugins/static-json';
import type { LotteryModule } from './lottery.module';
import * as service from './lottery.service';
import { adminScheduleRoutes } from './admin-schedule.routes';
import type { OpenInfoBytes } from './open-info-cache';

const sendBytes = (bytes: OpenInfoBytes['file'], request: FastifyRequest, reply: FastifyReply) =>
  sendCachedJson(request, reply, bytes);

/**
 * Lottery HTTP routes: thin handlers over the lottery service. The module (socket hub, open-info
 * cache, service dependencies) is created once by buildApp and passed in.
 */
export const lotteryRoutes: FastifyPluginAsyncZod<{ lottery: LotteryModule }> = async (app, { lottery }) => {
  const { cache, hub, deps: d } = lottery;
  const tags = ['lottery'];

  app.get(
    '/app-api/v/lottery/openInfo',
    {
      config: { rateLimit: false },
      // Polled by every client every 3 s: the bytes carry only what a JSON answer needs.
      helmet: false,
      schema: {
        tags,
        summary: '开奖信息（当前期、上期、下期计划）',
        querystring: gameIdQuery,
        response: { 200: envelopeSchema(openInfoSchema) },
      },
    },
    async (request, reply) => {
      const bytes = await cache.get(request.query.gameId);
      if (!bytes) throw notFound(LOTTERY_MSG.notFound);
      return sendBytes(bytes.api, request, reply);
    },
  );

  app.get(
    '/sys-upload/data/lotery/:file',
    { config: { rateLimit: false }, helmet: false, schema: { hide: true } },
    async (request, reply) => {
      const m = /^(\d+)\.json$/.exec((request.params as { file: string }).file);
      const bytes = m ? await cache.get(Number(m[1])) : null;
      if (!bytes)
        return reply
          .code(404)
          .type('application/json')
          .send({ success: false, code: ErrorCode.NOT_FOUND, msg: LOTTERY_MSG.notFound, data: null });
      return sendBytes(bytes.file, request, reply);
    },
  );

  app.get(
    '/app-api/lottery/history',
    {
      schema: {
        tags,
        summary: '开奖历史（分页，按年份、日期）',
        querystring: historyQuerySchema,
        response: { 200: envelopeSchema(pagedSchema(historyRowSchema)) },
      },
    },
    async (request) => ok(await service.history(app.pool, request.query)),
  );

  app.get(
    '/app-api/lottery/history/group',
    {
      schema: {
        tags,
        summary: '开奖历史的年份分组',
        querystring: gameIdQuery,
        response: { 200: envelopeSchema(historyGroupSchema) },
      },
    },
    async (request) => ok(await service.historyYears(app.pool, request.query.gameId)),
  );

  app.get(
    '/app-api/game/play-cate',
    {
      schema: {
        tags,
        summary: '彩票游戏列表',
        response: { 200: envelopeSchema(z.array(lotteryGameSchema)) },
      },
    },
    async () => ok(await service.listGames(app.pool)),
  );

  app.get(
    '/app-api/lottery/calendar',
    {
      schema: {
        tags,
        summary: '开奖日历',
        querystring: calendarQuerySchema,
        response: { 200: envelopeSchema(calendarSchema) },
      },
    },
    async (request) => ok(await service.calendar(app.pool, request.query.gameId, request.query.month)),
  );

  app.get(
    '/app-api/lottery/verify',
    {
      schema: {
        tags,
        summary: '验证一期随机开奖',
        querystring: verifyQuerySchema,
        response: { 200: envelopeSchema(verifySchema) },
      },
    },
    async (request) => ok(await service.verify(app.pool, request.query.gameId, request.query.turnNum)),
  );

  app.get(
    '/app-api/lottery/record',
    { schema: { tags, summary: '各游戏最新开奖结果', response: { 200: envelopeSchema(recordSchema) } } },
    async () => ok(await service.latestResults(app.pool)),
  );

  app.get(
    '/app-api/lottery/stats',
    {
      schema: {
        tags,
        summary: '号码统计（频率、冷热、遗漏、生肖与波色分布）',
        querystring: statsQuerySchema,
        response: { 200: envelopeSchema(statsSchema) },
      },
    },
    async (request) => ok(await service.stats(app.pool, request.query)),
  );

  app.get(
    '/app-api/lottery/zodiac',
    {
      schema: {
        tags,
        summary: '农历年的生肖号码',
        querystring: zodiacQuerySchema,
        response: { 200: envelopeSchema(zodiacTableSchema) },
      },
    },
    async (request) => {
      const year = request.query.year ?? lunarYearOf(Date.now());
      return ok({ year, data: zodiacTable(year).map((r) => ({ name: r.name, values: r.values })) });
    },
  );

  app.staticJson.define({
    route: '/sys-upload/data/json/five-elements.json',
    tags: ['lottery:five-elements'],
    build: async () => {
      const last = lunarYearOf(Date.now()) + 1;
      const years = [];
      for (let year = 2000; year <= last; year++) years.push({ year, data: fiveElementsTable(year) });
      return years;
    },
  });

  /* ---------- operator API ---------- */
  // Console (issue 15): draw schedules, viewed and edited.
  await app.register(adminScheduleRoutes);
  const adminTags = ['admin'];
  const security = [{ admin: [] }];

  app.post(
    '/app-api/admin/lottery/:gameId/results',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '录入官方开奖结果（手工/数据源游戏）',
        params: adminGameParams,
        body: manualResultSchema,
        response: { 200: envelopeSchema(historyRowSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await service.enterResult(d, request.params.gameId, request.body, actor, request.ip));
    },
  );

  app.put(
    '/app-api/admin/lottery/:gameId/results/:turnNum',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '更正开奖结果（仅手工开奖游戏，留审计记录）',
        params: adminTurnParams,
        body: correctionSchema,
        response: { 200: envelopeSchema(historyRowSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(
        await service.correctResult(
          d,
          request.params.gameId,
          request.params.turnNum,
          request.body,
          actor,
          request.ip,
        ),
      );
    },
  );

  app.post(
    '/app-api/admin/lottery/:gameId/draw-now',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '立即开始当前期的随机开奖',
        params: adminGameParams,
        response: { 200: envelopeSchema(drawNowSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await service.drawNow(d, request.params.gameId, actor, request.ip));
    },
  );

  // Only on test servers (TEST_CLOCK=1, refused in production): there is no such path elsewhere.
  if (app.config.testClock)
    app.post(
      '/app-api/admin/lottery/:gameId/open-now',
      {
        schema: {
          tags: adminTags,
          security,
          summary: '测试时钟：当前期立即开放投注指定秒数',
          params: adminGameParams,
          body: openNowBodySchema,
          response: { 200: envelopeSchema(openNowSchema) },
        },
      },
      async (request) => {
        const actor = requireAdmin(request);
        return ok(await service.openNow(d, request.params.gameId, request.body.seconds, actor, request.ip));
      },
    );

  app.put(
    '/app-api/admin/lottery/:gameId/live-url',
    {
      schema: {
        tags: adminTags,
        security,
        summary: '设置游戏的直播地址（推送 VIDEO 与 LIVE_URL_HISTORY）',
        params: adminGameParams,
        body: liveUrlBodySchema,
        response: { 200: envelopeSchema(liveUrlBodySchema.extend({ gameId: z.number().int() })) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return ok(await service.setLiveUrl(d, request.params.gameId, request.body.liveUrl, actor, request.ip));
    },
  );

  // Benchmarks and operators' checks: one BALL frame to every subscriber, nothing stored.
  app.post(
    '/app-api/admin/lottery/:gameId/broadcast-test',
    {
      config: { rateLimit: false },
      schema: {
        tags: adminTags,
        security,
        summary: '向订阅者广播一个测试号码（不入库）',
        params: adminGameParams,
        response: { 200: envelopeSchema(broadcastTestSchema) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return ok(await service.broadcastTest(hub, request.params.gameId));
    },
  );
};
