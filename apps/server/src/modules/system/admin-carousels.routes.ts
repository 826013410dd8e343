import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCarouselInputSchema, adminCarouselSchema, envelopeSchema, idInt, type AdminCarousel } from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';

const tags = ['admin'];
const columns = 'id, sort, image_url AS "imageUrl", redirect_url AS "redirectUrl", enabled';

/**
 * Operator console (issue 15): the member home's carousel (company/{code}.json homeCarousels).
 * Under `admin/content`: read needs `read`, writes `content`; each write audited with before/after
 * in its transaction, then the company file's tag is dropped.
 */
export const adminCarouselsRoutes = (companyTag: string): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/app-api/admin/content/carousels',
    { schema: { tags, summary: '首页轮播列表', response: { 200: envelopeSchema(z.array(adminCarouselSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const { rows } = await app.pool.query<AdminCarousel>(`SELECT ${columns} FROM carousels WHERE company_id = $1 ORDER BY sort, id`, [await app.companyId()]);
      return ok(rows);
    },
  );

  app.post(
    '/app-api/admin/content/carousels',
    { schema: { tags, summary: '新增首页轮播', body: adminCarouselInputSchema, response: { 200: envelopeSchema(adminCarouselSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const { imageUrl, redirectUrl, sort, enabled } = request.body;
      const row = await withTransaction(app.pool, async (db) => {
        const { rows } = await db.query<AdminCarousel>(
          `INSERT INTO carousels (company_id, sort, image_url, redirect_url, enabled) VALUES ($1, $2, $3, $4, $5) RETURNING ${columns}`,
          [companyId, sort, imageUrl, redirectUrl, enabled],
        );
        const created = rows[0]!;
        await audit(db, { actor, action: 'content.carousel.create', targetType: 'carousel', targetId: created.id, detail: { after: created }, ip: request.ip });
        return created;
      });
      await app.staticJson.invalidate(companyTag);
      return ok(row);
    },
  );

  app.put(
    '/app-api/admin/content/carousels/:id',
    { schema: { tags, summary: '修改首页轮播（含启用）', params: z.object({ id: idInt() }), body: adminCarouselInputSchema, response: { 200: envelopeSchema(adminCarouselSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const { imageUrl, redirectUrl, sort, enabled } = request.body;
      const row = await withTransaction(app.pool, async (db) => {
        const before = await db.query<AdminCarousel>(`SELECT ${columns} FROM carousels WHERE id = $1 AND company_id = $2 FOR UPDATE`, [request.params.id, companyId]);
        const old = before.rows[0];
        if (!old) throw notFound('轮播不存在');
        const { rows } = await db.query<AdminCarousel>(
          `UPDATE carousels SET sort = $2, image_url = $3, redirect_url = $4, enabled = $5 WHERE id = $1 RETURNING ${columns}`,
          [old.id, sort, imageUrl, redirectUrl, enabled],
        );
        const updated = rows[0]!;
        await audit(db, { actor, action: 'content.carousel.update', targetType: 'carousel', targetId: old.id, detail: { before: old, after: updated }, ip: request.ip });
        return updated;
      });
      await app.staticJson.invalidate(companyTag);
      return ok(row);
    },
  );
};
