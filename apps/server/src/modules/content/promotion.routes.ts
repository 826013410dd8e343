import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idInt, promotionListQuerySchema, promotionListSchema, promotionSchema } from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { companyOf } from './company';
import * as service from './promotion.service';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/promotion/list',
    { schema: { tags: ['promotion'], summary: '优惠活动列表', querystring: promotionListQuerySchema, response: { 200: envelopeSchema(promotionListSchema) } } },
    async (request) =>
      ok(await service.listPromotions(app.pool, await companyOf(app, request.query.companyCode), request.query.classifyType)),
  );

  app.get(
    '/app-api/promotion/:id',
    {
      schema: {
        tags: ['promotion'],
        summary: '优惠活动详情',
        params: z.object({ id: idInt() }),
        response: { 200: envelopeSchema(promotionSchema) },
      },
    },
    async (request) => ok(await service.getPromotion(app.pool, await app.companyId(), request.params.id)),
  );
};
