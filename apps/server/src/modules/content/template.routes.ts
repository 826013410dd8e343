import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adSlotSchema,
  adsQuerySchema,
  DATABASE_PAGE_ROWS,
  databasePageSchema,
  databasePlayCateQuerySchema,
  databaseQuerySchema,
  envelopeSchema,
  idInt,
  pageQuery,
  playCateQuerySchema,
  playCateSchema,
  TEMPLATE_PAGE_ROWS,
  templateInfoParamsSchema,
  templateListQuerySchema,
  templatePageSchema,
  templateSchema,
  toggleLikeBodySchema,
  toggleLikeResultSchema,
  VOTE_MESSAGES,
  voteBodySchema,
  voteDataSchema,
} from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { optionalUser, requireFormalMember, requireLogin } from '../../plugins/auth';
import { CONTENT_TAG, companyOf } from './company';
import * as service from './template.service';

const TAGS = ['content'];

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {

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
    async (request, reply) => {
      const q = request.query;
      const companyId = await companyOf(app, q.companyCode);
      const user = await optionalUser(request);
      if (user) {
        // Locks and likes are the member's own: built per request, never stored by a shared cache.
        reply.header('cache-control', 'private, no-cache');
        return ok(await service.listTemplates(app.pool, companyId, q, await service.viewerOf(app.pool, user)));
      }
      // Every guest reads the same list: kept in memory by its parameters (not `_t`), compressed
      // once, revalidated by ETag, dropped with the content files on any content edit.
      const key = JSON.stringify(['template-list', companyId, q.gameId, q.page, q.rows, q.playCateName ?? null, q.location ?? null, q.templateCode ?? null, q.recordSort ?? null, q.minHits30 ?? null]);
      // The blocked codes it filters on live in system_config: a config write drops it too.
      const answer = await app.staticJson.answer(request, reply, key, [CONTENT_TAG, 'system_config'], async () =>
        ok(await service.listTemplates(app.pool, companyId, q, service.GUEST)),
      );
      return answer ?? reply;
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

  const infoHandler = async (
    request: { params: z.infer<typeof templateInfoParamsSchema> } & Parameters<typeof optionalUser>[0],
    reply: { header: (name: string, value: string) => unknown },
  ) => {
    const companyId = await app.companyId();
    const user = await optionalUser(request);
    // A member's detail has their unlocks and likes: no shared cache (nor the web app's offline
    // cache, docs/offline.md) may keep it.
    if (user) reply.header('cache-control', 'private, no-cache');
    return ok(await service.templateDetail(app.pool, companyId, request.params, await service.viewerOf(app.pool, user)));
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
      schema: { tags: TAGS, summary: '投票数据', params: z.object({ id: idInt() }), response: { 200: envelopeSchema(voteDataSchema) } },
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
  const jsonId = (file: string | undefined) => {
    const id = num(/^(\d{1,9})\.json$/.exec(file ?? '')?.[1]);
    return id !== undefined && id > 0 ? id : undefined;
  };
  const dir = (company: string | undefined) => `/sys-upload/data/json/app-data-main/${company ?? ''}`;
  // One cache entry per game, whatever the spelling of its number (`70.json`, `0070.json`).
  const byGameId = (sub: string) => (p: Record<string, string>) => {
    const gameId = jsonId(p.file);
    return gameId === undefined ? null : `${dir(p.company)}/${sub}/${gameId}.json`;
  };
  const DATABASE_PARAMS = new Set(['gameId', 'templateId', 'companyCode', 'page', 'rows']);
  /** The database file's parameters, or null when the name holds anything else. */
  const databaseQuery = (file: string | undefined) => {
    const m = /^(.*)\.json$/.exec(file ?? '');
    if (!m?.[1]) return null;
    const p = new URLSearchParams(m[1]);
    for (const name of p.keys()) if (!DATABASE_PARAMS.has(name)) return null;
    const gameId = num(p.get('gameId') ?? undefined);
    if (gameId === undefined || gameId <= 0 || gameId > 999_999_999) return null;
    const templateId = num(p.get('templateId') ?? undefined);
    if (templateId !== undefined && templateId > 2_147_483_647) return null;
    const page = Math.min(10_000, Math.max(1, num(p.get('page') ?? undefined) ?? 1));
    const rows = Math.min(200, Math.max(1, num(p.get('rows') ?? undefined) ?? DATABASE_PAGE_ROWS));
    return { gameId, templateId, page, rows };
  };
  const json = app.staticJson;
  json.define({
    route: `${base}/template/:file`,
    canonical: byGameId('template'),
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
    canonical: byGameId('template/play-cate'),
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
    // Unknown parameters in the file name answer 404; known ones are written in one order.
    canonical: ({ company, file }) => {
      const q = databaseQuery(file);
      if (!q) return null;
      const template = q.templateId === undefined ? '' : `&templateId=${q.templateId}`;
      return `${dir(company)}/database/gameId=${q.gameId}${template}&companyCode=${company ?? ''}&page=${q.page}&rows=${q.rows}.json`;
    },
    tags: [CONTENT_TAG],
    build: async ({ company, file }) => {
      const q = databaseQuery(file);
      const companyId = company ? await app.companyIdOf(company) : null;
      if (!q || companyId === null) return null;
      const { gameId, templateId, page, rows } = q;
      // Every document is cached, so names that cannot hold documents answer 404 (not cached)
      // instead of filling memory with empty files.
      if (templateId !== undefined) {
        const cates = await service.listDatabaseCates(app.pool, companyId, gameId);
        if (!cates.some((c) => c.templateId === templateId)) return null;
      }
      const result = await service.listDocuments(app.pool, companyId, { gameId, templateId, page, rows });
      return page > 1 && result.data.length === 0 ? null : result;
    },
  });
  json.define({
    route: `${base}/database/play-cate/:file`,
    canonical: ({ company, file }) => {
      const gameId = jsonId(/^gameId=(\d+\.json)$/.exec(file ?? '')?.[1]);
      return gameId === undefined ? null : `${dir(company)}/database/play-cate/gameId=${gameId}.json`;
    },
    tags: [CONTENT_TAG],
    build: async ({ company, file }) => {
      const gameId = jsonId(/^gameId=(\d+\.json)$/.exec(file ?? '')?.[1]);
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
