import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  galleryCategoryQuerySchema,
  galleryDetailQuerySchema,
  galleryDetailSchema,
  galleryGroupListItemSchema,
  galleryGroupNameSchema,
  galleryGroupPageSchema,
  galleryGroupQuerySchema,
  galleryGroupSchema,
  galleryImagePageSchema,
  galleryImagesQuerySchema,
  galleryLikeBodySchema,
  galleryLikeResultSchema,
  galleryPlayCategorySchema,
  gallerySearchQuerySchema,
  optionalInt,
} from '@sixmark/shared';
import { ok } from '../../lib/reply';
import { optionalUser, requireFormalMember } from '../../plugins/auth';
import { companyOf } from './company';
import * as service from './gallery.service';

const TAGS = ['gallery'];

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-api/gallery/play-category',
    {
      schema: {
        tags: TAGS,
        summary: '图库玩法分类',
        querystring: z.object({ gameId: optionalInt() }),
        response: { 200: envelopeSchema(z.array(galleryPlayCategorySchema)) },
      },
    },
    async (request) => ok(await service.playCategories(app.pool, await app.companyId(), request.query.gameId)),
  );

  app.get(
    '/app-api/gallery/group',
    { schema: { tags: TAGS, summary: '图库分组列表', querystring: galleryGroupQuerySchema, response: { 200: envelopeSchema(galleryGroupPageSchema) } } },
    async (request) => ok(await service.listGroups(app.pool, await companyOf(app, request.query.companyCode), request.query)),
  );

  app.get(
    '/app-api/gallery/group-name',
    { schema: { tags: TAGS, summary: '图库分组名称', querystring: galleryGroupQuerySchema, response: { 200: envelopeSchema(galleryGroupNameSchema) } } },
    async (request) => ok(await service.groupNames(app.pool, await companyOf(app, request.query.companyCode), request.query)),
  );

  app.get(
    '/app-api/gallery/category',
    {
      schema: { tags: TAGS, summary: '按分类的图库', querystring: galleryCategoryQuerySchema, response: { 200: envelopeSchema(z.array(galleryGroupListItemSchema)) } },
    },
    async (request) => ok(await service.listByCategory(app.pool, await app.companyId(), request.query)),
  );

  app.get(
    '/app-api/gallery',
    { schema: { tags: TAGS, summary: '分组图片', querystring: galleryImagesQuerySchema, response: { 200: envelopeSchema(galleryImagePageSchema) } } },
    async (request) => {
      const user = await optionalUser(request);
      return ok(await service.listImages(app.pool, await app.companyId(), request.query, user?.id ?? null));
    },
  );

  app.get(
    '/app-api/gallery/group/detail',
    { schema: { tags: TAGS, summary: '图库详情', querystring: galleryDetailQuerySchema, response: { 200: envelopeSchema(galleryDetailSchema) } } },
    async (request) => {
      const user = await optionalUser(request);
      return ok(await service.groupDetail(app.pool, await app.companyId(), request.query, user?.id ?? null));
    },
  );

  app.post(
    '/app-api/gallery/toggle-like',
    { schema: { tags: TAGS, summary: '图片点赞', body: galleryLikeBodySchema, response: { 200: envelopeSchema(galleryLikeResultSchema) } } },
    async (request) => {
      const user = await requireFormalMember(request);
      return ok(await service.toggleLike(app.pool, user.companyId, user.id, request.body.galleryId, request.body.like));
    },
  );

  app.get(
    '/app-api/gallery/search',
    { schema: { tags: TAGS, summary: '图库搜索', querystring: gallerySearchQuerySchema, response: { 200: envelopeSchema(z.array(galleryGroupSchema)) } } },
    async (request) => ok(await service.search(app.pool, await app.companyId(), request.query)),
  );
};
