import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDeleteBodySchema,
  adminDeletedSchema,
  adminGalleryGroupDeleteBodySchema,
  adminGroupInputSchema,
  adminItemInputSchema,
  adminPollOptionSchema,
  adminPollOptionsInputSchema,
  emptyEnvelope,
  envelopeSchema,
  idInt,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { ok } from '../../lib/reply';
import type { ContentAdminCtx } from './content-admin.service';
import * as service from './console-edit.service';

const TAGS = ['admin'];
const security = [{ admin: [] }];
const idParams = z.object({ id: idInt() });
// The reason is optional, so tools may send DELETE with no body at all.
const deleteBody = adminDeleteBodySchema.nullish();

async function ctxOf(app: FastifyInstance, request: FastifyRequest): Promise<ContentAdminCtx> {
  const actor = requireAdmin(request);
  return { pool: app.pool, companyId: await app.companyId(), actor, ip: request.ip, invalidate: (...tags) => app.staticJson.invalidate(...tags) };
}

/** Content deletes, poll-option edits and group/item adds of the operator console (issue 15): thin handlers over console-edit.service. */
export const contentConsoleEditRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);

  app.delete(
    '/app-api/admin/content/promotions/:id',
    { schema: { tags: TAGS, summary: '删除优惠活动', security, params: idParams, body: deleteBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deletePromotion(await ctxOf(app, request), request.params.id, request.body?.reason ?? '');
      return ok(null);
    },
  );

  app.delete(
    '/app-api/admin/content/templates/:id',
    {
      schema: {
        tags: TAGS,
        summary: '删除模板卡片（有战绩、收藏或投票的卡片改为归档）',
        security,
        params: idParams,
        body: deleteBody,
        response: { 200: envelopeSchema(adminDeletedSchema) },
      },
    },
    async (request) => ok(await service.deleteTemplate(await ctxOf(app, request), request.params.id, request.body?.reason ?? '')),
  );

  app.delete(
    '/app-api/admin/content/ads/:code',
    {
      schema: {
        tags: TAGS,
        summary: '删除广告位',
        security,
        params: z.object({ code: z.string().regex(/^AD\d{1,3}$/i) }),
        body: deleteBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await service.deleteAd(await ctxOf(app, request), request.params.code, request.body?.reason ?? '');
      return ok(null);
    },
  );

  app.delete(
    '/app-api/admin/gallery/images/:id',
    { schema: { tags: TAGS, summary: '删除图库图片', security, params: idParams, body: deleteBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteGalleryImage(await ctxOf(app, request), request.params.id, request.body?.reason ?? '');
      return ok(null);
    },
  );

  app.delete(
    '/app-api/admin/gallery/groups/:id',
    { schema: { tags: TAGS, summary: '删除图库分组', security, params: idParams, body: adminGalleryGroupDeleteBodySchema.nullish(), response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteGalleryGroup(await ctxOf(app, request), request.params.id, request.body?.reason ?? '', request.body?.withImages ?? false);
      return ok(null);
    },
  );

  app.put(
    '/app-api/admin/content/items/:id/poll-options',
    {
      schema: {
        tags: TAGS,
        summary: '修改条目的投票选项（有人投票后只能改文字）',
        security,
        params: idParams,
        body: adminPollOptionsInputSchema,
        response: { 200: envelopeSchema(z.array(adminPollOptionSchema)) },
      },
    },
    async (request) => ok(await service.setPollOptions(await ctxOf(app, request), request.params.id, request.body.options)),
  );

  // Adding to and deleting from an existing card (issue 15, items).
  const created = envelopeSchema(z.object({ id: z.number().int() }));
  app.post(
    '/app-api/admin/content/templates/:id/groups',
    { schema: { tags: TAGS, summary: '给模板卡片新增期数（含条目）', security, params: idParams, body: adminGroupInputSchema, response: { 200: created } } },
    async (request) => ok(await service.addGroup(await ctxOf(app, request), request.params.id, request.body)),
  );

  app.post(
    '/app-api/admin/content/groups/:id/items',
    { schema: { tags: TAGS, summary: '给期数新增条目', security, params: idParams, body: adminItemInputSchema, response: { 200: created } } },
    async (request) => ok(await service.addItem(await ctxOf(app, request), request.params.id, request.body)),
  );

  app.delete(
    '/app-api/admin/content/items/:id',
    { schema: { tags: TAGS, summary: '删除条目（已开奖或有投票的条目不能删除）', security, params: idParams, body: deleteBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteItem(await ctxOf(app, request), request.params.id, request.body?.reason ?? '');
      return ok(null);
    },
  );

  app.delete(
    '/app-api/admin/content/groups/:id',
    { schema: { tags: TAGS, summary: '删除期数及其条目（含已开奖或有投票的条目时不能删除）', security, params: idParams, body: deleteBody, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.deleteGroup(await ctxOf(app, request), request.params.id, request.body?.reason ?? '');
      return ok(null);
    },
  );
};
