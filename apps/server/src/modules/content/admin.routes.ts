import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAdInputSchema,
  adminBlockedCodesSchema,
  adminCreatedSchema,
  adminGalleryGroupInputSchema,
  adminGalleryImageInputSchema,
  adminItemInputSchema,
  adminPromotionInputSchema,
  adminTemplateInputSchema,
  emptyEnvelope,
  envelopeSchema,
} from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { CONTENT_TAG } from './company';
import * as write from './content.write';

const TAGS = ['admin'];
const security = [{ admin: [] }];

/** Operator writes of content; each one is audited and drops the cached content files. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app-api/admin/content/templates',
    { schema: { tags: TAGS, summary: '新增模板卡片', security, body: adminTemplateInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const id = await withTransaction(app.pool, async (tx) => {
        const templateId = await write.insertTemplate(tx, companyId, request.body);
        await audit(tx, { actor, action: 'content.template.create', targetType: 'template', targetId: templateId, detail: { name: request.body.name }, ip: request.ip });
        return templateId;
      });
      await app.staticJson.invalidate(CONTENT_TAG);
      return ok({ id });
    },
  );

  app.put(
    '/app-api/admin/content/items/:id',
    {
      schema: {
        tags: TAGS,
        summary: '修改卡片条目',
        security,
        params: z.object({ id: z.coerce.number().int() }),
        body: adminItemInputSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      await withTransaction(app.pool, async (tx) => {
        if (!(await write.updateItem(tx, request.params.id, request.body))) throw notFound();
        await audit(tx, { actor, action: 'content.item.update', targetType: 'template_item', targetId: request.params.id, ip: request.ip });
      });
      await app.staticJson.invalidate(CONTENT_TAG);
      return ok(null);
    },
  );

  app.put(
    '/app-api/admin/content/ads/:code',
    {
      schema: {
        tags: TAGS,
        summary: '设置广告位',
        security,
        params: z.object({ code: z.string().regex(/^AD\d{1,3}$/i) }),
        body: adminAdInputSchema,
        response: { 200: envelopeSchema(adminCreatedSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const id = await withTransaction(app.pool, async (tx) => {
        const adId = await write.upsertAd(tx, companyId, request.params.code, request.body);
        await audit(tx, { actor, action: 'content.ad.set', targetType: 'ad', targetId: request.params.code, ip: request.ip });
        return adId;
      });
      await app.staticJson.invalidate(CONTENT_TAG);
      return ok({ id });
    },
  );

  app.post(
    '/app-api/admin/content/promotions',
    { schema: { tags: TAGS, summary: '新增优惠活动', security, body: adminPromotionInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const id = await withTransaction(app.pool, async (tx) => {
        const promotionId = await write.insertPromotion(tx, companyId, request.body);
        await audit(tx, { actor, action: 'content.promotion.create', targetType: 'promotion', targetId: promotionId, ip: request.ip });
        return promotionId;
      });
      await app.staticJson.invalidate(CONTENT_TAG);
      return ok({ id });
    },
  );

  app.put(
    '/app-api/admin/content/blocked-codes',
    { schema: { tags: TAGS, summary: '隐藏的模板代码', security, body: adminBlockedCodesSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      await withTransaction(app.pool, async (tx) => {
        await write.setBlockedCodes(tx, companyId, request.body.codes);
        await audit(tx, { actor, action: 'content.blocked_codes.set', detail: { codes: request.body.codes }, ip: request.ip });
      });
      // The list lives in system_config, which config.json publishes too.
      await app.staticJson.invalidate(CONTENT_TAG, 'system_config');
      return ok(null);
    },
  );

  app.post(
    '/app-api/admin/gallery/groups',
    { schema: { tags: TAGS, summary: '新增图库分组', security, body: adminGalleryGroupInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const id = await withTransaction(app.pool, async (tx) => {
        const groupId = await write.insertGalleryGroup(tx, companyId, request.body);
        await audit(tx, { actor, action: 'gallery.group.create', targetType: 'gallery_group', targetId: groupId, ip: request.ip });
        return groupId;
      });
      return ok({ id });
    },
  );

  app.post(
    '/app-api/admin/gallery/images',
    { schema: { tags: TAGS, summary: '发布图库图片', security, body: adminGalleryImageInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const id = await withTransaction(app.pool, async (tx) => {
        const imageId = await write.insertGalleryImage(tx, companyId, request.body);
        if (imageId === null) throw notFound();
        await audit(tx, { actor, action: 'gallery.image.create', targetType: 'gallery_image', targetId: imageId, detail: { groupId: request.body.groupId }, ip: request.ip });
        return imageId;
      });
      return ok({ id });
    },
  );
};
