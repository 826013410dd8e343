import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, strictText, uploadResultSchema } from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { badRequest, notFound } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { MIME_BY_EXT, UPLOAD_FILE_NAME, uploadImage, uploadsDir, webpCopyOf } from './upload.service';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/app-api/admin/uploads',
    {
      schema: {
        tags: ['admin'],
        summary: '上传图片（生成缩略图）',
        security: [{ admin: [] }],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      if (!request.isMultipart()) throw badRequest('请上传图片文件');
      const part = await request.file();
      if (!part) throw badRequest('请上传图片文件');
      const bytes = await part.toBuffer();
      return ok(await uploadImage(app.pool, app.config.dataDir, bytes, { actor, ip: request.ip, filename: part.filename }));
    },
  );

  // Content-hash names never change meaning, so browsers may keep them for a year. A PNG or
  // JPEG is answered with its WebP copy (webpCopyOf) when the browser accepts WebP: the same
  // address serves both, so `Vary: Accept` tells caches to keep them apart.
  app.get(
    '/sys-upload/uploads/:file',
    { config: { rateLimit: false }, schema: { hide: true, params: z.object({ file: strictText(200) }) } },
    async (request, reply) => {
      const m = UPLOAD_FILE_NAME.exec(request.params.file);
      if (!m?.[1] || !m[3]) throw notFound();
      const dir = uploadsDir(app.config.dataDir);
      const path = join(dir, request.params.file);
      if (!existsSync(path)) throw notFound();
      let file = path;
      let ext = m[3];
      if (!m[2] && (ext === 'png' || ext === 'jpg')) {
        reply.header('vary', 'accept');
        const copy = join(dir, webpCopyOf(m[1]));
        if (/\bimage\/webp\b/.test(request.headers.accept ?? '') && existsSync(copy)) {
          file = copy;
          ext = 'webp';
        }
      }
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .send(createReadStream(file));
    },
  );
};
