import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAdRowSchema,
  adminBlockedCodesRowSchema,
  adminEnabledInputSchema,
  adminGalleryGroupRowSchema,
  adminGalleryGroupsQuerySchema,
  adminGalleryImageRowSchema,
  adminGalleryImagesQuerySchema,
  adminPageOf,
  adminPromotionRowSchema,
  adminPromotionUpdateSchema,
  adminTemplateDetailSchema,
  adminTemplateRowSchema,
  adminTemplatesQuerySchema,
  envelopeSchema,
  ErrorCode,
  idInt,
} from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { AppError, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { CONTENT_TAG } from './company';
import * as repo from './console.repo';
import { findBlockedCodes } from './template.repo';

const TAGS = ['admin'];
const security = [{ admin: [] }];
const idParams = z.object({ id: idInt() });

async function companyOf(app: FastifyInstance, request: FastifyRequest): Promise<{ actor: string; companyId: number }> {
  const actor = requireAdmin(request);
  return { actor, companyId: await app.companyId() };
}

/**
 * The console's content lists (issue 15) and the two writes they needed: promotion edit
 * (with enable) and template enable. Writes audit in their transaction and drop the cached
 * content files after the commit, like content-admin.service.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/admin/content/promotions',
    { schema: { tags: TAGS, summary: '优惠活动列表（运营）', security, response: { 200: envelopeSchema(z.array(adminPromotionRowSchema)) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      return ok(await repo.listPromotions(app.pool, companyId));
    },
  );

  app.put(
    '/app-api/admin/content/promotions/:id',
    {
      schema: { tags: TAGS, summary: '修改优惠活动（含启用）', security, params: idParams, body: adminPromotionUpdateSchema, response: { 200: envelopeSchema(adminPromotionRowSchema) } },
    },
    async (request) => {
      const { actor, companyId } = await companyOf(app, request);
      const after = await withTransaction(app.pool, async (tx) => {
        const before = await repo.findPromotion(tx, companyId, request.params.id, true);
        if (!before) throw notFound();
        await repo.updatePromotion(tx, companyId, request.params.id, request.body);
        const row = (await repo.findPromotion(tx, companyId, request.params.id))!;
        await audit(tx, {
          actor,
          action: 'content.promotion.update',
          targetType: 'promotion',
          targetId: request.params.id,
          detail: { before: { name: before.name, enabled: before.enabled, sort: before.sort }, after: { name: row.name, enabled: row.enabled, sort: row.sort } },
          ip: request.ip,
        });
        return row;
      });
      await app.staticJson.invalidate(CONTENT_TAG);
      return ok(after);
    },
  );

  app.get(
    '/app-api/admin/content/templates',
    { schema: { tags: TAGS, summary: '模板卡片列表（运营）', security, querystring: adminTemplatesQuerySchema, response: { 200: envelopeSchema(adminPageOf(adminTemplateRowSchema)) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      return ok(await repo.pageTemplates(app.pool, companyId, request.query));
    },
  );

  app.get(
    '/app-api/admin/content/templates/:id',
    { schema: { tags: TAGS, summary: '模板卡片及其条目（运营）', security, params: idParams, response: { 200: envelopeSchema(adminTemplateDetailSchema) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      const t = await repo.findTemplate(app.pool, companyId, request.params.id);
      if (!t) throw notFound();
      return ok(t);
    },
  );

  app.put(
    '/app-api/admin/content/templates/:id/enabled',
    {
      schema: {
        tags: TAGS,
        summary: '显示或隐藏模板卡片',
        security,
        params: idParams,
        body: adminEnabledInputSchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int(), enabled: z.boolean() })) },
      },
    },
    async (request) => {
      const { actor, companyId } = await companyOf(app, request);
      const { id } = request.params;
      const { enabled } = request.body;
      await withTransaction(app.pool, async (tx) => {
        const before = await repo.setTemplateEnabled(tx, companyId, id, enabled);
        if (before === null) throw notFound();
        if (before === 'archived') throw new AppError(ErrorCode.CONTENT_ARCHIVED);
        await audit(tx, { actor, action: 'content.template.enable', targetType: 'template', targetId: id, detail: { before, after: enabled }, ip: request.ip });
      });
      await app.staticJson.invalidate(CONTENT_TAG);
      return ok({ id, enabled });
    },
  );

  app.get(
    '/app-api/admin/content/ads',
    { schema: { tags: TAGS, summary: '广告位列表（运营）', security, response: { 200: envelopeSchema(z.array(adminAdRowSchema)) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      return ok(await repo.listAds(app.pool, companyId));
    },
  );

  app.get(
    '/app-api/admin/content/blocked-codes',
    { schema: { tags: TAGS, summary: '隐藏的模板代码（运营）', security, response: { 200: envelopeSchema(adminBlockedCodesRowSchema) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      return ok({ codes: await findBlockedCodes(app.pool, companyId) });
    },
  );

  app.get(
    '/app-api/admin/gallery/groups',
    { schema: { tags: TAGS, summary: '图库分组列表（运营）', security, querystring: adminGalleryGroupsQuerySchema, response: { 200: envelopeSchema(adminPageOf(adminGalleryGroupRowSchema)) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      return ok(await repo.pageGalleryGroups(app.pool, companyId, request.query));
    },
  );

  app.get(
    '/app-api/admin/gallery/images',
    { schema: { tags: TAGS, summary: '图库图片列表（运营）', security, querystring: adminGalleryImagesQuerySchema, response: { 200: envelopeSchema(adminPageOf(adminGalleryImageRowSchema)) } } },
    async (request) => {
      const { companyId } = await companyOf(app, request);
      return ok(await repo.pageGalleryImages(app.pool, companyId, request.query));
    },
  );
};
