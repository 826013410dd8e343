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
  idInt,
} from '@sixmark/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import * as service from './content-admin.service';

const TAGS = ['admin'];
const security = [{ admin: [] }];

/** The operator's write context: refuses without a valid admin token. */
async function adminCtx(app: FastifyInstance, request: FastifyRequest): Promise<service.ContentAdminCtx> {
  const actor = requireAdmin(request);
  return {
    pool: app.pool,
    companyId: await app.companyId(),
    actor,
    ip: request.ip,
    invalidate: (...tags) => app.staticJson.invalidate(...tags),
  };
}

/** Operator writes of content: thin handlers over content-admin.service (audit, transactions, cache). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app-api/admin/content/templates',
    { schema: { tags: TAGS, summary: '新增模板卡片', security, body: adminTemplateInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => ok({ id: await service.createTemplate(await adminCtx(app, request), request.body) }),
  );

  app.put(
    '/app-api/admin/content/items/:id',
    {
      schema: {
        tags: TAGS,
        summary: '修改卡片条目',
        security,
        params: z.object({ id: idInt() }),
        body: adminItemInputSchema,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await service.updateItem(await adminCtx(app, request), request.params.id, request.body);
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
    async (request) => ok({ id: await service.setAd(await adminCtx(app, request), request.params.code, request.body) }),
  );

  app.post(
    '/app-api/admin/content/promotions',
    { schema: { tags: TAGS, summary: '新增优惠活动', security, body: adminPromotionInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => ok({ id: await service.createPromotion(await adminCtx(app, request), request.body) }),
  );

  app.put(
    '/app-api/admin/content/blocked-codes',
    { schema: { tags: TAGS, summary: '隐藏的模板代码', security, body: adminBlockedCodesSchema, response: { 200: emptyEnvelope } } },
    async (request) => {
      await service.setBlockedCodes(await adminCtx(app, request), request.body.codes);
      return ok(null);
    },
  );

  app.post(
    '/app-api/admin/gallery/groups',
    { schema: { tags: TAGS, summary: '新增图库分组', security, body: adminGalleryGroupInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => ok({ id: await service.createGalleryGroup(await adminCtx(app, request), request.body) }),
  );

  app.post(
    '/app-api/admin/gallery/images',
    { schema: { tags: TAGS, summary: '发布图库图片', security, body: adminGalleryImageInputSchema, response: { 200: envelopeSchema(adminCreatedSchema) } } },
    async (request) => ok({ id: await service.createGalleryImage(await adminCtx(app, request), request.body) }),
  );
};
