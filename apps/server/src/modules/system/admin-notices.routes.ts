import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminNoticeInputSchema, adminNoticeParams, adminNoticeSchema, envelopeSchema, type AdminNotice } from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';

const tags = ['admin'];
const columns = 'id, kind, title, content, sort, enabled';

/**
 * Operator console (issue 15): the notices the member home shows (index_notice modal,
 * lottery_notice marquee). Under `admin/content` so the `content` permission governs writes.
 */
export const adminNoticesRoutes = (noticesTag: string): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/app-api/admin/content/notices',
    { schema: { tags, summary: '公告列表', response: { 200: envelopeSchema(z.array(adminNoticeSchema)) } } },
    async (request) => {
      requireAdmin(request);
      const companyId = await app.companyId();
      const { rows } = await app.pool.query<AdminNotice>(`SELECT ${columns} FROM notices WHERE company_id = $1 ORDER BY kind, sort, id`, [companyId]);
      return ok(rows);
    },
  );

  app.put(
    '/app-api/admin/content/notices/:id',
    { schema: { tags, summary: '修改公告', params: adminNoticeParams, body: adminNoticeInputSchema, response: { 200: envelopeSchema(adminNoticeSchema) } } },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const { title, content, enabled } = request.body;
      const after = await withTransaction(app.pool, async (db) => {
        const before = await db.query<AdminNotice>(`SELECT ${columns} FROM notices WHERE id = $1 AND company_id = $2 FOR UPDATE`, [
          request.params.id,
          companyId,
        ]);
        const old = before.rows[0];
        if (!old) throw notFound('公告不存在');
        const updated = await db.query<AdminNotice>(`UPDATE notices SET title = $2, content = $3, enabled = $4 WHERE id = $1 RETURNING ${columns}`, [
          old.id,
          title,
          content,
          enabled,
        ]);
        const row = updated.rows[0]!;
        await audit(db, {
          actor,
          action: 'content.notice_update',
          targetType: 'notice',
          targetId: row.id,
          detail: { before: { title: old.title, content: old.content, enabled: old.enabled }, after: { title, content, enabled } },
          ip: request.ip,
        });
        return row;
      });
      await app.staticJson.invalidate(noticesTag);
      return ok(after);
    },
  );
};
