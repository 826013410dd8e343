import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCsConversationDetailSchema,
  adminCsConversationSchema,
  adminCsListQuerySchema,
  adminEnabledBodySchema,
  adminIdParams,
  adminKickBodySchema,
  adminListOf,
  adminMuteBodySchema,
  chatAwardNoticeListSchema,
  chatAwardNoticeQuerySchema,
  adminReportSchema,
  adminReportsQuerySchema,
  adminResolveReportBodySchema,
  adminRoomParams,
  adminRoomSettingsBodySchema,
  adminRoomSettingsSchema,
  adminStaffBodySchema,
  adminStaffSchema,
  adminUserParams,
  adminUnmuteBodySchema,
  adminWordBodySchema,
  adminWordSchema,
  chatMessageSchema,
  csSendBodySchema,
  deletedMessageSchema,
  emptyEnvelope,
  envelopeSchema,
  muteResultSchema,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { allowEmptyJsonBody } from '../../lib/empty-body';
import { ok } from '../../lib/reply';
import type { ChatModule } from './chat.types';
import * as cs from './customer-service.service';
import * as moderation from './moderation.service';

const TAGS = ['admin'];
const security = [{ admin: [] }];

/** The operator of a request (X-Admin-Token), for the audit rows. */
async function operatorOf(app: FastifyInstance, request: FastifyRequest): Promise<moderation.Moderator & cs.Operator> {
  const actor = requireAdmin(request);
  return { actor, ip: request.ip, companyId: await app.companyId() };
}

/**
 * The operator's chat calls (issue 12): customer-service conversations (list, read, answer,
 * close), and moderation (delete, mute, kick, room settings, class groups, word filter,
 * reports). Every mutation writes its audit row in its own transaction.
 */
export const chatSocialAdminRoutes: FastifyPluginAsyncZod<{ chat: ChatModule }> = async (app, { chat }) => {
  allowEmptyJsonBody(app);
  const csCtx: cs.CsCtx = { pool: app.pool, chat };
  const modCtx: moderation.ModCtx = { pool: app.pool, chat };

  /* ---------------- customer service ---------------- */

  app.get(
    '/app-api/admin/chat/cs/conversations',
    {
      schema: { tags: TAGS, summary: '客服会话队列', security, querystring: adminCsListQuerySchema, response: { 200: envelopeSchema(adminListOf(adminCsConversationSchema)) } },
    },
    async (request) => ok(await cs.adminList(csCtx, await operatorOf(app, request), request.query)),
  );

  app.get(
    '/app-api/admin/chat/award-notices',
    {
      schema: { tags: TAGS, summary: '中奖通知记录（聊天推送过的）', security, querystring: chatAwardNoticeQuerySchema, response: { 200: envelopeSchema(chatAwardNoticeListSchema) } },
    },
    async (request) => {
      const op = await operatorOf(app, request);
      return ok(await app.modules.awards.list(op.companyId, request.query.page, request.query.rows));
    },
  );

  app.get(
    '/app-api/admin/chat/cs/conversations/:roomId',
    { schema: { tags: TAGS, summary: '读取客服会话', security, params: adminRoomParams, response: { 200: envelopeSchema(adminCsConversationDetailSchema) } } },
    async (request) => ok(await cs.adminRead(csCtx, await operatorOf(app, request), request.params.roomId)),
  );

  app.post(
    '/app-api/admin/chat/cs/conversations/:roomId/reply',
    {
      schema: { tags: TAGS, summary: '以客服身份回复', security, params: adminRoomParams, body: csSendBodySchema, response: { 200: envelopeSchema(chatMessageSchema) } },
    },
    async (request) => ok(await cs.adminReply(csCtx, await operatorOf(app, request), request.params.roomId, request.body.content)),
  );

  app.post(
    '/app-api/admin/chat/cs/conversations/:roomId/close',
    { schema: { tags: TAGS, summary: '结束客服会话', security, params: adminRoomParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await cs.adminClose(csCtx, await operatorOf(app, request), request.params.roomId);
      return ok(null);
    },
  );

  app.get(
    '/app-api/admin/chat/cs/staff',
    { schema: { tags: TAGS, summary: '客服账号列表', security, response: { 200: envelopeSchema(z.array(adminStaffSchema)) } } },
    async (request) => ok(await cs.adminListStaff(csCtx, await operatorOf(app, request))),
  );

  app.put(
    '/app-api/admin/chat/cs/staff/:userId',
    {
      schema: { tags: TAGS, summary: '设置客服账号（昵称、头像、启用）', security, params: adminUserParams, body: adminStaffBodySchema, response: { 200: envelopeSchema(adminStaffSchema) } },
    },
    async (request) => ok(await cs.adminSetStaff(csCtx, await operatorOf(app, request), request.params.userId, request.body)),
  );

  /* ---------------- messages, members, rooms ---------------- */

  app.post(
    '/app-api/admin/chat/messages/:id/delete',
    { schema: { tags: TAGS, summary: '删除消息（所有人不可见）', security, params: adminIdParams, response: { 200: envelopeSchema(deletedMessageSchema) } } },
    async (request) => ok(await moderation.deleteMessage(modCtx, await operatorOf(app, request), request.params.id)),
  );

  app.post(
    '/app-api/admin/chat/mutes',
    { schema: { tags: TAGS, summary: '定时禁言', security, body: adminMuteBodySchema, response: { 200: envelopeSchema(muteResultSchema) } } },
    async (request) => ok(await moderation.mute(modCtx, await operatorOf(app, request), request.body)),
  );

  app.post(
    '/app-api/admin/chat/mutes/lift',
    { schema: { tags: TAGS, summary: '解除禁言', security, body: adminUnmuteBodySchema, response: { 200: envelopeSchema(z.object({ lifted: z.number().int() })) } } },
    async (request) => ok(await moderation.unmute(modCtx, await operatorOf(app, request), request.body)),
  );

  app.post(
    '/app-api/admin/chat/rooms/:roomId/kick',
    { schema: { tags: TAGS, summary: '移出聊天室', security, params: adminRoomParams, body: adminKickBodySchema, response: { 200: envelopeSchema(muteResultSchema) } } },
    async (request) => ok(await moderation.kick(modCtx, await operatorOf(app, request), request.params.roomId, request.body)),
  );

  app.put(
    '/app-api/admin/chat/rooms/:roomId',
    {
      schema: {
        tags: TAGS,
        summary: '聊天室设置（慢速模式 sec_per_mess、enable_chat、开启/关闭）',
        security,
        params: adminRoomParams,
        body: adminRoomSettingsBodySchema,
        response: { 200: envelopeSchema(adminRoomSettingsSchema) },
      },
    },
    async (request) => ok(await moderation.updateRoom(modCtx, await operatorOf(app, request), request.params.roomId, request.body)),
  );

  app.put(
    '/app-api/admin/chat/class-groups/:id',
    {
      schema: {
        tags: TAGS,
        summary: '启用或停用聊天室分组',
        security,
        params: adminIdParams,
        body: adminEnabledBodySchema,
        response: { 200: envelopeSchema(z.object({ id: z.number().int(), enabled: z.boolean() })) },
      },
    },
    async (request) => ok(await moderation.setClassGroupEnabled(modCtx, await operatorOf(app, request), request.params.id, request.body.enabled)),
  );

  /* ---------------- word filter ---------------- */

  app.get(
    '/app-api/admin/chat/words',
    { schema: { tags: TAGS, summary: '敏感词列表', security, response: { 200: envelopeSchema(z.array(adminWordSchema)) } } },
    async (request) => ok(await moderation.listWords(modCtx, await operatorOf(app, request))),
  );

  app.post(
    '/app-api/admin/chat/words',
    { schema: { tags: TAGS, summary: '新增敏感词（替换文字）', security, body: adminWordBodySchema, response: { 200: envelopeSchema(adminWordSchema) } } },
    async (request) => ok(await moderation.addWord(modCtx, await operatorOf(app, request), request.body)),
  );

  app.put(
    '/app-api/admin/chat/words/:id',
    { schema: { tags: TAGS, summary: '修改敏感词', security, params: adminIdParams, body: adminWordBodySchema, response: { 200: envelopeSchema(adminWordSchema) } } },
    async (request) => ok(await moderation.updateWord(modCtx, await operatorOf(app, request), request.params.id, request.body)),
  );

  app.delete(
    '/app-api/admin/chat/words/:id',
    { schema: { tags: TAGS, summary: '删除敏感词', security, params: adminIdParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      await moderation.removeWord(modCtx, await operatorOf(app, request), request.params.id);
      return ok(null);
    },
  );

  /* ---------------- reports ---------------- */

  app.get(
    '/app-api/admin/chat/reports',
    { schema: { tags: TAGS, summary: '消息举报', security, querystring: adminReportsQuerySchema, response: { 200: envelopeSchema(adminListOf(adminReportSchema)) } } },
    async (request) => ok(await moderation.listReports(modCtx, await operatorOf(app, request), request.query)),
  );

  app.post(
    '/app-api/admin/chat/reports/:id/resolve',
    {
      schema: {
        tags: TAGS,
        summary: '处理举报（handle 删除消息 / dismiss 驳回）',
        security,
        params: adminIdParams,
        body: adminResolveReportBodySchema,
        response: { 200: envelopeSchema(adminReportSchema) },
      },
    },
    async (request) => ok(await moderation.resolveReport(modCtx, await operatorOf(app, request), request.params.id, request.body)),
  );
};
