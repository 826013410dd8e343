import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emptyEnvelope,
  envelopeSchema,
  forumAuthorProfileSchema,
  forumCreatedSchema,
  forumEditBodySchema,
  forumGamesSchema,
  forumIdParams,
  forumLeaderboardQuerySchema,
  forumLeaderboardSchema,
  forumListQuerySchema,
  forumMsg,
  forumNextPeriodSchema,
  forumPostBodySchema,
  forumPostDetailSchema,
  forumPostListSchema,
  forumReplyBodySchema,
  forumReplyListSchema,
  forumRepliesQuerySchema,
  forumReportBodySchema,
  forumSettingsSchema,
  forumStateBodySchema,
  forumStateSchema,
  forumUnlockResultSchema,
  idInt,
  uploadResultSchema,
  type ForecastPicks,
} from '@sixmark/shared';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { formalMemberFirst, optionalUser, requireFormalMember } from '../../plugins/auth';
import { countUpload, storeImage } from '../content';
import { forumAdminRoutes } from './admin.routes';
import type { ForumModule } from './forum.module';
import * as forum from './forum.service';

const tags = ['forum'];

/**
 * Member calls of the forum (issue 19). Reading is open to guests; every write needs a formal
 * member (trial accounts and guests read only: `试玩账户无法进行该操作…` / `请先登录`), checked
 * before the body is parsed.
 */
export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumModule }> = async (app, { forum: mod }) => {
  // The operator's moderation calls live with the module (registered here, one entry in modules/index.ts).
  await app.register(forumAdminRoutes);
  const write = { onRequest: formalMemberFirst };

  app.get(
    '/app-api/api/forum/posts',
    { schema: { tags, summary: '论坛帖子列表（板块、游戏、搜索标题/作者、最新/最热）', querystring: forumListQuerySchema, response: { 200: envelopeSchema(forumPostListSchema) } } },
    async (request) => ok(await forum.listPosts(app.pool, await app.companyId(), await optionalUser(request), request.query)),
  );
  app.get(
    '/app-api/api/forum/posts/:id',
    { schema: { tags, summary: '帖子详情（预测、战绩）', params: forumIdParams, response: { 200: envelopeSchema(forumPostDetailSchema) } } },
    async (request) => ok(await forum.getPost(app.pool, await optionalUser(request), request.params.id)),
  );
  app.get(
    '/app-api/api/forum/posts/:id/replies',
    { schema: { tags, summary: '帖子回复', params: forumIdParams, querystring: forumRepliesQuerySchema, response: { 200: envelopeSchema(forumReplyListSchema) } } },
    async (request) => ok(await forum.listReplies(app.pool, await optionalUser(request), request.params.id, request.query.page, request.query.rows)),
  );
  app.get(
    '/app-api/api/forum/next-period',
    { schema: { tags, summary: '可预测的下一期', querystring: z.object({ gameId: idInt() }), response: { 200: envelopeSchema(forumNextPeriodSchema) } } },
    async (request) => ok(await forum.nextPeriod(app.pool, request.query.gameId)),
  );
  app.get(
    '/app-api/api/forum/games',
    { schema: { tags, summary: '可发布资料和预测的彩票游戏', response: { 200: envelopeSchema(forumGamesSchema) } } },
    async () => ok(await forum.forumGames(app.pool)),
  );
  app.get(
    '/app-api/api/forum/leaderboard',
    { schema: { tags, summary: '高手榜', querystring: forumLeaderboardQuerySchema, response: { 200: envelopeSchema(forumLeaderboardSchema) } } },
    async (request) => ok(await forum.leaderboard(app.pool, await app.companyId(), request.query.gameId, request.query.pickType)),
  );
  app.get(
    '/app-api/api/forum/authors/:id',
    { schema: { tags, summary: '作者主页：战绩、粉丝、收益（本人）', params: forumIdParams, response: { 200: envelopeSchema(forumAuthorProfileSchema) } } },
    async (request) => ok(await forum.authorProfile(app.pool, await optionalUser(request), request.params.id, await app.companyId())),
  );
  app.get(
    '/app-api/api/forum/settings',
    { schema: { tags, summary: '论坛规则（解锁价格上限等）', response: { 200: envelopeSchema(forumSettingsSchema) } } },
    async () => ok(await forum.getSettings(app.pool, await app.companyId())),
  );

  app.post(
    '/app-api/api/forum/posts',
    { ...write, schema: { tags, summary: '发帖（高手资料可附预测）', body: forumPostBodySchema, response: { 200: envelopeSchema(forumCreatedSchema) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      const b = request.body;
      const r = await forum.createPost(mod.ctx, user, request.ip, {
        board: b.board,
        gameId: b.gameId,
        title: b.title,
        content: b.content,
        forecast: b.forecast ? { gameId: b.forecast.gameId, picks: b.forecast.picks as ForecastPicks, price: b.forecast.price } : undefined,
      });
      return ok(r, r.status === 'held' ? forumMsg.held : forumMsg.posted);
    },
  );
  app.post(
    '/app-api/api/forum/posts/:id/edit',
    { ...write, schema: { tags, summary: '修改帖子（预测封盘后不可改；改动退回全部解锁费）', params: forumIdParams, body: forumEditBodySchema, response: { 200: envelopeSchema(z.object({ refunded: z.number().int() })) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      const b = request.body;
      return ok(await forum.editPost(mod.ctx, user, request.params.id, { title: b.title, content: b.content, picks: b.picks as ForecastPicks | undefined }), forumMsg.edited);
    },
  );
  app.post(
    '/app-api/api/forum/posts/:id/replies',
    { ...write, schema: { tags, summary: '回复（可引用）', params: forumIdParams, body: forumReplyBodySchema, response: { 200: envelopeSchema(z.object({ id: z.number().int() })) } } },
    async (request) => ok(await forum.createReply(mod.ctx, await requireFormalMember(request), request.ip, request.params.id, request.body), forumMsg.replied),
  );
  app.post(
    '/app-api/api/forum/posts/:id/like',
    { ...write, schema: { tags, summary: '点赞（设为 on 的状态，幂等）', params: forumIdParams, body: forumStateBodySchema, response: { 200: envelopeSchema(forumStateSchema) } } },
    async (request) => ok(await forum.setLike(app.pool, await requireFormalMember(request), request.params.id, request.body.on)),
  );
  app.post(
    '/app-api/api/forum/posts/:id/favourite',
    { ...write, schema: { tags, summary: '收藏（设为 on 的状态，幂等）', params: forumIdParams, body: forumStateBodySchema, response: { 200: envelopeSchema(forumStateSchema) } } },
    async (request) => ok(await forum.setFavourite(app.pool, await requireFormalMember(request), request.params.id, request.body.on)),
  );
  app.post(
    '/app-api/api/forum/posts/:id/unlock',
    { ...write, schema: { tags, summary: '解锁付费预测（只扣一次）', params: forumIdParams, response: { 200: envelopeSchema(forumUnlockResultSchema) } } },
    async (request) => ok(await forum.unlock(app.pool, await requireFormalMember(request), request.params.id), forumMsg.unlocked),
  );
  app.post(
    '/app-api/api/forum/posts/:id/report',
    { ...write, schema: { tags, summary: '举报帖子或回复', params: forumIdParams, body: forumReportBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await forum.report(app.pool, await requireFormalMember(request), request.params.id, request.body);
      return ok(null, forumMsg.reported);
    },
  );
  app.post(
    '/app-api/api/forum/authors/:id/follow',
    { ...write, schema: { tags, summary: '关注作者（设为 on 的状态，幂等）', params: forumIdParams, body: forumStateBodySchema, response: { 200: envelopeSchema(forumStateSchema) } } },
    async (request) => ok(await forum.setFollow(app.pool, await requireFormalMember(request), request.params.id, request.body.on)),
  );
  app.post(
    '/app-api/api/forum/uploads',
    { ...write, schema: { tags, summary: '上传帖子图片（与内容相同的图片规则）', response: { 200: envelopeSchema(uploadResultSchema) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      if (!request.isMultipart()) throw badRequest('请上传图片文件');
      await countUpload(mod.ctx.counter, `u:${user.id}`);
      const part = await request.file();
      if (!part) throw badRequest('请上传图片文件');
      return ok(await storeImage(app.pool, app.config.dataDir, await part.toBuffer()));
    },
  );
};
