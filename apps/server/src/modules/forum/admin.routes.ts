import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminForumBanBodySchema,
  adminForumFlagBodySchema,
  adminForumPostListSchema,
  adminForumPostsQuerySchema,
  adminForumReportListSchema,
  adminForumReportsQuerySchema,
  adminForumResolveBodySchema,
  emptyEnvelope,
  envelopeSchema,
  forumIdParams,
  forumSettingsBodySchema,
  forumSettingsSchema,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { ok } from '../../lib/reply';
import * as forum from './forum.service';

const tags = ['admin'];
const security = [{ admin: [] }];

async function operatorOf(app: FastifyInstance, request: FastifyRequest): Promise<forum.Operator> {
  return { actor: requireAdmin(request), ip: request.ip, companyId: await app.companyId() };
}

/**
 * Forum moderation (issue 19): posts (approve held, hide, pin, feature, lock), replies (hide),
 * authors (ban), reports and the forum settings. Every change writes its audit row in the same
 * transaction. Access: `admin/forum` in route-permissions.ts (read: read, write: content).
 */
export const forumAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  app.get(
    '/app-api/admin/forum/posts',
    { schema: { tags, summary: '论坛帖子管理列表', security, querystring: adminForumPostsQuerySchema, response: { 200: envelopeSchema(adminForumPostListSchema) } } },
    async (request) => ok(await forum.adminListPosts(app.pool, await app.companyId(), request.query)),
  );
  app.post(
    '/app-api/admin/forum/posts/:id/approve',
    { schema: { tags, summary: '审核通过（新账户首帖）', security, params: forumIdParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await forum.approvePost(app.pool, await operatorOf(app, request), request.params.id);
      return ok(null);
    },
  );
  for (const [path, flag, summary] of [
    ['pin', 'pinned', '置顶'],
    ['feature', 'featured', '加精'],
    ['lock', 'locked', '锁帖（禁止回复）'],
  ] as const)
    app.post(
      `/app-api/admin/forum/posts/:id/${path}`,
      { schema: { tags, summary, security, params: forumIdParams, body: adminForumFlagBodySchema, response: { 200: emptyEnvelope } } },
      async (request) => {
        await forum.setPostFlag(app.pool, await operatorOf(app, request), request.params.id, flag, request.body.on);
        return ok(null);
      },
    );
  app.post(
    '/app-api/admin/forum/posts/:id/hide',
    { schema: { tags, summary: '隐藏帖子（所有人不可见）', security, params: forumIdParams, body: adminForumFlagBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await forum.hidePost(app.pool, await operatorOf(app, request), request.params.id, request.body.on);
      return ok(null);
    },
  );
  app.post(
    '/app-api/admin/forum/replies/:id/hide',
    { schema: { tags, summary: '隐藏回复', security, params: forumIdParams, body: adminForumFlagBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await forum.hideReply(app.pool, await operatorOf(app, request), request.params.id, request.body.on);
      return ok(null);
    },
  );
  app.post(
    '/app-api/admin/forum/users/:id/ban',
    { schema: { tags, summary: '禁止/恢复论坛发言', security, params: forumIdParams, body: adminForumBanBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await forum.banAuthor(app.pool, await operatorOf(app, request), request.params.id, request.body.on, request.body.reason ?? '');
      return ok(null);
    },
  );
  app.get(
    '/app-api/admin/forum/reports',
    { schema: { tags, summary: '论坛举报', security, querystring: adminForumReportsQuerySchema, response: { 200: envelopeSchema(adminForumReportListSchema) } } },
    async (request) => ok(await forum.listReports(app.pool, await app.companyId(), request.query)),
  );
  app.post(
    '/app-api/admin/forum/reports/:id/resolve',
    { schema: { tags, summary: '处理举报', security, params: forumIdParams, body: adminForumResolveBodySchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await forum.resolveReport(app.pool, await operatorOf(app, request), request.params.id, request.body.note ?? '');
      return ok(null);
    },
  );
  app.get(
    '/app-api/admin/forum/settings',
    { schema: { tags, summary: '论坛设置', security, response: { 200: envelopeSchema(forumSettingsSchema) } } },
    async () => ok(await forum.getSettings(app.pool, await app.companyId())),
  );
  app.put(
    '/app-api/admin/forum/settings',
    { schema: { tags, summary: '修改论坛设置（解锁价格上限、平台分成、新账户审核、发帖频率）', security, body: forumSettingsBodySchema, response: { 200: envelopeSchema(forumSettingsSchema) } } },
    async (request) => ok(await forum.updateSettings(app.pool, await operatorOf(app, request), request.body)),
  );
};
