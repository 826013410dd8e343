import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DATABASE_PAGE_ROWS,
  TEMPLATE_PAGE_ROWS,
  VOTE_MESSAGES,
  adSlotSchema,
  adsQuerySchema,
  databasePageSchema,
  databasePlayCateQuerySchema,
  databaseQuerySchema,
  envelopeSchema,
  pageQuery,
  playCateQuerySchema,
  playCateSchema,
  templateInfoParamsSchema,
  templateListQuerySchema,
  templatePageSchema,
  templateSchema,
  toggleLikeBodySchema,
  toggleLikeResultSchema,
  voteBodySchema,
  voteDataSchema,
} from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { optionalUser, requireFormalMember, requireLogin } from '../../plugins/auth';
import { CONTENT_TAG, companyOf } from './company';
import * as service from './template.service';

const TAGS = ['content'];

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = async (request: Parameters<typeof optionalUser>[0]) => service.viewerOf(app.pool, await optionalUser(request));

  app.get(
    '/app-api/game-document/template',
    {
      schema: {
        tags: TAGS,
        summary: '模板卡片列表',
        querystring: templateListQuerySchema,
        response: { 200: envelopeSchema(templatePageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const companyId = await companyOf(app, q.companyCode);
      return ok(await service.listTemplates(app.pool, companyId, q, await viewer(request)));
    },
  );

  app.get(
    '/app-api/game-document/template/play-cate',
    { schema: { tags: TAGS, summary: '模板玩法分类', querystring: playCateQuerySchema, response: { 200: envelopeSchema(z.array(playCateSchema)) } } },
    async (request) => {
      const companyId = await companyOf(app, request.query.companyCode);
      return ok(await service.listPlayCates(app.pool, companyId, request.query.gameId, request.query.location));
    },
  );

  app.get(
    '/app-api/game-document/template/liked',
    { schema: { tags: TAGS, summary: '我的收藏', querystring: pageQuery, response: { 200: envelopeSchema(templatePageSchema) } } },
    async (request) => {
      const user = await requireLogin(request);
      const v = await service.viewerOf(app.pool, user);
      return ok(await service.likedTemplates(app.pool, user.companyId, v, request.query.page, request.query.rows));
    },
  );

  const infoHandler = async (request: { params: z.infer<typeof templateInfoParamsSchema> } & Parameters<typeof optionalUser>[0]) => {
    const companyId = await app.companyId();
    return ok(await service.templateDetail(app.pool, companyId, request.params, await viewer(request)));
  };
  for (const route of [
    '/app-api/game-document/template/info/:gameId/:templateId',
    '/app-api/game-document/template/info/:gameId/:templateId/:documentId',
    '/app-api/game-document/template/info/:gameId/:templateId/:documentId/:client',
  ]) {
    app.get(
      route,
      { schema: { tags: TAGS, summary: '模板详情与往期', params: templateInfoParamsSchema, response: { 200: envelopeSchema(templateSchema) } } },
      infoHandler,
    );
  }

  app.post(
    '/app-api/game-document/template/toggle-like',
    { schema: { tags: TAGS, summary: '收藏 / 取消收藏', body: toggleLikeBodySchema, response: { 200: envelopeSchema(toggleLikeResultSchema) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await service.toggleLike(app.pool, user.companyId, user.id, request.body.templateId, request.body.like));
    },
  );

  app.get(
    '/app-api/game-document/template/:id/vote',
    {
      schema: { tags: TAGS, summary: '投票数据', params: z.object({ id: z.coerce.number().int() }), response: { 200: envelopeSchema(voteDataSchema) } },
    },
    async (request) => {
      const user = await optionalUser(request);
      return ok(await service.getVoteData(app.pool, await app.companyId(), request.params.id, user?.id ?? null));
    },
  );

  for (const route of ['/app-api/game-document/template/vote', '/app-api/game-document/template/vote/v2']) {
    app.post(
      route,
      { schema: { tags: TAGS, summary: '投票', body: voteBodySchema, response: { 200: envelopeSchema(voteDataSchema) } } },
      async (request) => {
        const user = await requireLogin(request);
        const data = await service.vote(app.pool, user.companyId, user.id, request.body.documentId, request.body.optionId);
        await app.staticJson.invalidate(CONTENT_TAG);
        return ok(data, VOTE_MESSAGES.success);
      },
    );
  }

  app.get(
    '/app-api/game-document/database',
    { schema: { tags: TAGS, summary: '资料库文档', querystring: databaseQuerySchema, response: { 200: envelopeSchema(databasePageSchema) } } },
    async (request) => {
      const companyId = await companyOf(app, request.query.companyCode);
      return ok(await service.listDocuments(app.pool, companyId, request.query));
    },
  );

  app.get(
    '/app-api/game-document/database/play-cate',
    {
      schema: { tags: TAGS, summary: '资料库分类', querystring: databasePlayCateQuerySchema, response: { 200: envelopeSchema(z.array(playCateSchema)) } },
    },
    async (request) => {
      const companyId = await companyOf(app, request.query.companyCode);
      return ok(await service.listDatabaseCates(app.pool, companyId, request.query.gameId));
    },
  );

  app.get(
    '/app-api/game-document/template/ads',
    { schema: { tags: TAGS, summary: '广告位', querystring: adsQuerySchema, response: { 200: envelopeSchema(z.array(adSlotSchema)) } } },
    async (request) => ok(await service.listAds(app.pool, await companyOf(app, request.query.companyCode))),
  );

  // Static alternatives: public files, so always built for a guest (locked content withheld).
  const base = '/sys-upload/data/json/app-data-main/:company';
  const num = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : undefined);
  const jsonId = (file: string | undefined) => num(/^(\d+)\.json$/.exec(file ?? '')?.[1]);
  const json = app.staticJson;
  json.define({
    route: `${base}/template/:file`,
    tags: [CONTENT_TAG],
    build: async ({ company, file }) => {
      const gameId = jsonId(file);
      const companyId = company ? await app.companyIdOf(company) : null;
      if (gameId === undefined || companyId === null) return null;
      return service.listTemplates(app.pool, companyId, { gameId, page: 1, rows: TEMPLATE_PAGE_ROWS, location: 'home' }, service.GUEST);
    },
  });
  json.define({
    route: `${base}/template/play-cate/:file`,
    tags: [CONTENT_TAG],
    build: async ({ company, file }) => {
      const gameId = jsonId(file);
      const companyId = company ? await app.companyIdOf(company) : null;
      if (gameId === undefined || companyId === null) return null;
      return service.listPlayCates(app.pool, companyId, gameId, 'home');
    },
  });
  json.define({
    route: `${base}/database/:file`,
    tags: [CONTENT_TAG],
    build: async ({ company, file }) => {
      const m = /^(.*)\.json$/.exec(file ?? '');
      const companyId = company ? await app.companyIdOf(company) : null;
      if (!m?.[1] || companyId === null) return null;
      const p = new URLSearchParams(m[1]);
      const gameId = num(p.get('gameId') ?? undefined);
      if (gameId === undefined) return null;
      const templateId = num(p.get('templateId') ?? undefined);
      const page = Math.max(1, num(p.get('page') ?? undefined) ?? 1);
      // Every distinct file name is cached, so names that cannot hold documents answer 404
      // (not cached) instead of filling memory with empty files.
      if (templateId !== undefined) {
        const cates = await service.listDatabaseCates(app.pool, companyId, gameId);
        if (!cates.some((c) => c.templateId === templateId)) return null;
      }
      const result = await service.listDocuments(app.pool, companyId, {
        gameId,
        templateId,
        page,
        rows: Math.min(200, Math.max(1, num(p.get('rows') ?? undefined) ?? DATABASE_PAGE_ROWS)),
      });
      return page > 1 && result.data.length === 0 ? null : result;
    },
  });
  json.define({
    route: `${base}/database/play-cate/:file`,
    tags: [CONTENT_TAG],
    build: async ({ company, file }) => {
      const gameId = num(/^gameId=(\d+)\.json$/.exec(file ?? '')?.[1]);
      const companyId = company ? await app.companyIdOf(company) : null;
      if (gameId === undefined || companyId === null) return null;
      return service.listDatabaseCates(app.pool, companyId, gameId);
    },
  });
  json.define({
    route: '/sys-upload/data/json/template_ads.json',
    tags: [CONTENT_TAG],
    build: async () => service.listAds(app.pool, await app.companyId()),
  });
};
