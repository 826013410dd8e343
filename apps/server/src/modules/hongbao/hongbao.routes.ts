import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHongbaoSettingsBodySchema,
  adminHongbaoSettingsSchema,
  envelopeSchema,
  hongbaoConfigOf,
  hongbaoConfigQuerySchema,
  hongbaoConfigSchema,
  hongbaoDetailSchema,
  hongbaoGrabBodySchema,
  hongbaoGrabResultSchema,
  hongbaoHistoryQuerySchema,
  hongbaoHistorySchema,
  hongbaoIdQuerySchema,
  hongbaoMsg,
  hongbaoSendBodySchema,
  hongbaoSendResultSchema,
} from '@sixmark/shared';
import { audit, requireAdmin } from '../../lib/admin';
import { ok } from '../../lib/reply';
import { withTransaction } from '../../lib/tx';
import { formalMemberFirst, requireFormalMember } from '../../plugins/auth';
import type { HongbaoModule } from './hongbao.module';
import * as service from './hongbao.service';

const tags = ['hongbao'];

/**
 * Red packets (issue 13): every member call refuses guests (login) and trial accounts
 * (formalMemberFirst, before the body is read); the room's chat permission is checked by the
 * service through the chat module.
 */
export const hongbaoRoutes: FastifyPluginAsyncZod<{ hongbao: HongbaoModule }> = async (app, { hongbao }) => {
  const deps = hongbao.deps;

  app.get(
    '/app-api/api/hongbao/config',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '发红包的限额与今日已发', querystring: hongbaoConfigQuerySchema, response: { 200: envelopeSchema(hongbaoConfigSchema) } },
    },
    async (request) => ok(await service.configFor(deps, await requireFormalMember(request), request.query.roomId)),
  );

  app.post(
    '/app-api/api/hongbao/send',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '发红包（idempotencyKey 每个红包一个）',
        body: hongbaoSendBodySchema,
        response: { 200: envelopeSchema(hongbaoSendResultSchema) },
      },
    },
    async (request) => ok(await service.send(deps, await requireFormalMember(request), request.body), hongbaoMsg.sendSuccess),
  );

  app.post(
    '/app-api/api/hongbao/grab',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '抢红包', body: hongbaoGrabBodySchema, response: { 200: envelopeSchema(hongbaoGrabResultSchema) } },
    },
    async (request) => ok(await service.grab(deps, await requireFormalMember(request), request.body), hongbaoMsg.grabSuccess),
  );

  app.get(
    '/app-api/api/hongbao/detail',
    {
      onRequest: formalMemberFirst,
      schema: { tags, summary: '红包详情', querystring: hongbaoIdQuerySchema, response: { 200: envelopeSchema(hongbaoDetailSchema) } },
    },
    async (request) => ok(await service.detail(deps, await requireFormalMember(request), request.query.id)),
  );

  app.get(
    '/app-api/api/hongbao/history',
    {
      onRequest: formalMemberFirst,
      schema: {
        tags,
        summary: '红包记录（发出 / 收到，按年合计）',
        querystring: hongbaoHistoryQuerySchema,
        response: { 200: envelopeSchema(hongbaoHistorySchema) },
      },
    },
    async (request) => ok(await service.history(app.pool, await requireFormalMember(request), request.query)),
  );

  // ---- operator ----
  app.get(
    '/app-api/admin/hongbao/settings',
    { schema: { tags: ['admin'], summary: '红包设置', response: { 200: envelopeSchema(adminHongbaoSettingsSchema) } } },
    async (request) => {
      requireAdmin(request);
      const { sentToday: _, ...config } = hongbaoConfigOf(await service.settingsOf(app.pool, await app.companyId()), 0);
      return ok(config);
    },
  );
  app.put(
    '/app-api/admin/hongbao/settings',
    {
      schema: {
        tags: ['admin'],
        summary: '保存红包设置（金额单位：元）',
        body: adminHongbaoSettingsBodySchema,
        response: { 200: envelopeSchema(adminHongbaoSettingsSchema) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const companyId = await app.companyId();
      const body = request.body;
      await withTransaction(app.pool, async (tx) => {
        await service.saveSettings(tx, companyId, body);
        await audit(tx, { actor, action: 'hongbao.settings', targetType: 'company', targetId: companyId, detail: body, ip: request.ip });
      });
      const { sentToday: _, ...config } = hongbaoConfigOf(await service.settingsOf(app.pool, companyId), 0);
      return ok(config);
    },
  );
};
