import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_GUEST_TOKEN_PREFIX,
  CHAT_SOCIAL_LIMITS,
  contactApplyBodySchema,
  contactDetailQuerySchema,
  contactListSchema,
  contactSchema,
  createdIdSchema,
  csRoomDetailSchema,
  csRoomSchema,
  customerServiceSchema,
  adminMuteBodySchema,
  adminUnmuteBodySchema,
  deleteChatMessageBodySchema,
  deletedMessageSchema,
  enableChatBodySchema,
  enableChatResultSchema,
  envelopeSchema,
  ErrorCode,
  guestFriendsQuerySchema,
  guestFriendsSchema,
  guestIdentityQuerySchema,
  guestIdentitySchema,
  guestInitRoomBodySchema,
  guestTokenSchema,
  idInt,
  muteResultSchema,
  chatSocialMsg,
  reportBodySchema,
  talkBodySchema,
  talkResultSchema,
} from '@sixmark/shared';
import { requireAdmin } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireLogin } from '../../plugins/auth';
import { chatBearerOf, chatIdentityOf } from './chat.auth';
import type { ChatModuleInternals } from './chat.module';
import type { ChatIdentity } from './chat.types';
import * as contacts from './contacts.service';
import * as cs from './customer-service.service';
import * as moderation from './moderation.service';
import { chatSocialAdminRoutes } from './social-admin.routes';
import { chatConsoleRoutes } from './console.routes';

const TAGS = ['chat'];

/**
 * The caller of a chat call: the Bearer chat token (a member's tokenChat or a guest's hash_id),
 * else the guest credential in `identity` (spec 3: each chat call carries an identity).
 * Neither: 403 CHAT/LOGIN (spec 3: 403 → login).
 */
async function chatCaller(chat: ChatModuleInternals, request: FastifyRequest, identity: string | undefined): Promise<ChatIdentity> {
  const who = (await chatIdentityOf(chat, request)) ?? (identity ? await chat.identityOfGuest(identity) : null);
  if (!who) throw new AppError(ErrorCode.CHAT_LOGIN);
  // The rules of chat as a whole (spec 3 §4-5): maintenance → 405 CHAT/MAINTENANCE; a member whose
  // chat is off (enableChat 0, or its VIP level's flag) → 405 CHAT/UNAVAILABLE.
  await chat.core.requireRead(who, null);
  return who;
}

/** A member caller (contacts are for members; a guest is sent to login). */
async function chatMember(chat: ChatModuleInternals, request: FastifyRequest): Promise<contacts.ChatMember> {
  const who = await chatCaller(chat, request, undefined);
  if (who.kind !== 'member') throw new AppError(ErrorCode.CHAT_LOGIN);
  return { id: who.userId, companyId: who.companyId, type: who.type };
}

/**
 * A moderator of the main API's chat calls: the operator (X-Admin-Token) or a logged-in
 * member of chat level 2 (staff).
 */
async function moderatorOf(app: FastifyInstance, request: FastifyRequest): Promise<moderation.Moderator> {
  // An operator session (operators module) or the static token; requireAdmin checks its rights.
  if (request.operator || request.headers['x-admin-token'] !== undefined) {
    return { actor: requireAdmin(request), ip: request.ip, companyId: await app.companyId() };
  }
  const user = await requireLogin(request);
  await moderation.requireChatStaff(app.pool, user.id);
  return { actor: `user:${user.id}`, ip: request.ip, companyId: user.companyId, staffUserId: user.id };
}

/**
 * Chat, social side (issue 12): contacts and private chat, guests and customer service,
 * reports, and the main API's moderation calls of spec 3 §7. The operator's calls are in
 * social-admin.routes.ts.
 */
export const chatSocialRoutes: FastifyPluginAsyncZod<{ chat: ChatModuleInternals }> = async (app, { chat }) => {
  const csCtx: cs.CsCtx = { pool: app.pool, chat };
  const modCtx: moderation.ModCtx = { pool: app.pool, chat };
  await app.register(chatSocialAdminRoutes, { chat });
  await app.register(chatConsoleRoutes);

  /* ---------------- contacts (members) ---------------- */

  app.get(
    '/chat-api/chat/contact/list',
    { schema: { tags: TAGS, summary: '联系人列表（按最后消息时间倒序）', querystring: guestIdentityQuerySchema, response: { 200: envelopeSchema(contactListSchema) } } },
    async (request) => ok(await contacts.listContacts(app.pool, await chatMember(chat, request))),
  );

  app.post(
    '/chat-api/chat/contact/apply/createaccept',
    {
      schema: {
        tags: TAGS,
        summary: '添加好友（申请并接受）',
       
        querystring: guestIdentityQuerySchema,
        body: contactApplyBodySchema,
        response: { 200: envelopeSchema(contactSchema) },
      },
    },
    async (request) => ok(await contacts.applyCreateAccept(app.pool, await chatMember(chat, request), request.body)),
  );

  app.get(
    '/chat-api/chat/contact/contactdetail',
    {
      schema: {
        tags: TAGS,
        summary: '联系人详情',
       
        querystring: contactDetailQuerySchema.extend(guestIdentityQuerySchema.shape),
        response: { 200: envelopeSchema(contactSchema) },
      },
    },
    async (request) => ok(await contacts.contactDetail(app.pool, await chatMember(chat, request), request.query.friend_id)),
  );

  /* ---------------- guests and customer service ---------------- */

  app.get(
    '/chat-api/chat/guest/id-generation',
    {
      // Every call stores a guest row: a script must not fill the table from one address.
      config: { rateLimit: { max: CHAT_SOCIAL_LIMITS.guestIdsPerMinute, timeWindow: '1 minute' } },
      schema: { tags: TAGS, summary: '生成游客身份（hash_id 为其凭证）', querystring: guestIdentityQuerySchema, response: { 200: envelopeSchema(guestIdentitySchema) } },
    },
    async (request) => {
      const companyId = (await app.companyIdOf(request.query.app_id)) ?? (await app.companyId());
      return ok(await chat.createGuest(companyId, request.ip));
    },
  );

  app.get(
    '/chat-api/chat/token/generation/:id',
    {
      schema: {
        tags: TAGS,
        summary: '游客聊天凭证（校验 identity 后返回套接字使用的 token）',
        params: z.object({ id: idInt() }),
        querystring: guestIdentityQuerySchema,
        response: { 200: envelopeSchema(guestTokenSchema) },
      },
    },
    async (request) => {
      const identity = chatBearerOf(request) ?? request.query.identity;
      if (!identity) throw new AppError(ErrorCode.CHAT_LOGIN, { message: chatSocialMsg.guestRequired });
      const who = await chat.identityOfToken(identity);
      // The credential is checked against the id in the path: one guest cannot ask for another's.
      if (who.kind !== 'guest' || who.guestId !== request.params.id) throw new AppError(ErrorCode.CHAT_TOKEN_INVALID, { message: chatSocialMsg.guestNotFound });
      const info = await chat.userInfoOf(who);
      return ok({ token: identity, id: who.guestId, nickname: info.nickname });
    },
  );

  app.get(
    '/chat-api/chat/guest/customer-services',
    { schema: { tags: TAGS, summary: '在线客服列表（/services 取第一位）', querystring: guestIdentityQuerySchema, response: { 200: envelopeSchema(z.array(customerServiceSchema)) } } },
    async (request) => {
      const companyId = (await app.companyIdOf(request.query.app_id)) ?? (await app.companyId());
      return ok(await cs.listServices(csCtx, companyId));
    },
  );

  app.post(
    '/chat-api/chat/guest/init-room',
    {
      schema: {
        tags: TAGS,
        summary: '打开与客服的会话（游客或会员）',
       
        querystring: guestIdentityQuerySchema,
        body: guestInitRoomBodySchema,
        response: { 200: envelopeSchema(csRoomSchema) },
      },
    },
    async (request) => {
      const who = await chatCaller(chat, request, request.query.identity);
      return ok(await cs.initRoom(csCtx, who, request.body, request.query.app_id ?? ''));
    },
  );

  // /talk/{app_id}/{identity}/{customer_id}: the conversation of the identity the link names.
  app.post(
    '/chat-api/chat/guest/talk',
    {
      schema: {
        tags: TAGS,
        summary: '客服链接 /talk：打开链接中身份（游客或会员）与客服的会话',
        querystring: guestIdentityQuerySchema,
        body: talkBodySchema,
        response: { 200: envelopeSchema(talkResultSchema) },
      },
    },
    async (request) => {
      const { identity, customer_id: customerId } = request.body;
      let who: ChatIdentity;
      let guest: { id: number; nickname: string; hash_id: string } | null = null;
      if (identity.startsWith(CHAT_GUEST_TOKEN_PREFIX)) {
        // A guest's link: its credential is the identity, whoever else this browser is.
        who = await chat.identityOfGuest(identity);
        if (who.kind !== 'guest') throw new AppError(ErrorCode.CHAT_TOKEN_INVALID);
        guest = { id: who.guestId, nickname: (await chat.userInfoOf(who)).nickname, hash_id: identity };
      } else {
        const m = /^(?:u:)?([1-9]\d{0,9})$/.exec(identity);
        if (!m) throw new AppError(ErrorCode.BAD_REQUEST, { message: chatSocialMsg.talkBadIdentity });
        // A member's link: only that member, proved by its own chat token, opens it.
        const caller = await chatIdentityOf(chat, request);
        if (!caller || caller.kind !== 'member') throw new AppError(ErrorCode.CHAT_LOGIN);
        if (caller.userId !== Number(m[1])) throw new AppError(ErrorCode.BAD_REQUEST, { message: chatSocialMsg.talkOtherMember });
        who = caller;
      }
      await chat.core.requireRead(who, null);
      let staffId = customerId;
      if (staffId === undefined) {
        const first = (await cs.listServices(csCtx, who.companyId))[0];
        if (!first) throw new AppError(ErrorCode.NOT_FOUND, { message: chatSocialMsg.serviceNotFound });
        staffId = first.id;
      }
      const room = await cs.initRoom(csCtx, who, { friend_id: staffId, remark: '' }, request.query.app_id ?? '');
      return ok({ kind: who.kind, guest, room });
    },
  );

  app.get(
    '/chat-api/chat/guest/friends',
    {
      schema: { tags: TAGS, summary: '客服会话列表', querystring: guestFriendsQuerySchema, response: { 200: envelopeSchema(guestFriendsSchema) } },
    },
    async (request) => {
      const who = await chatCaller(chat, request, request.query.identity);
      return ok(await cs.listRooms(csCtx, who, request.query.page, request.query.per_page));
    },
  );

  app.get(
    '/chat-api/chat/guest/friends/:id',
    {
      schema: {
        tags: TAGS,
        summary: '客服会话详情（含最近消息）',
       
        params: z.object({ id: idInt() }),
        querystring: guestIdentityQuerySchema,
        response: { 200: envelopeSchema(csRoomDetailSchema) },
      },
    },
    async (request) => {
      const who = await chatCaller(chat, request, request.query.identity);
      return ok(await cs.roomDetail(csCtx, who, request.params.id));
    },
  );

  /* ---------------- reports ---------------- */

  app.post(
    '/chat-api/chat/report',
    {
      schema: {
        tags: TAGS,
        summary: '举报消息',
       
        querystring: guestIdentityQuerySchema,
        body: reportBodySchema,
        response: { 200: envelopeSchema(createdIdSchema) },
      },
    },
    async (request) => {
      const who = await chatCaller(chat, request, request.query.identity);
      return ok(await moderation.report(modCtx, who, request.body), chatSocialMsg.reportSubmitted);
    },
  );

  /* ---------------- main API moderation (spec 3 §7) ---------------- */

  app.post(
    '/app-api/api/chat/deletechat-message',
    {
      schema: {
        tags: TAGS,
        summary: '删除聊天消息（所有人不可见；聊天管理员或运营）',
        body: deleteChatMessageBodySchema,
        response: { 200: envelopeSchema(deletedMessageSchema) },
      },
    },
    async (request) => {
      const mod = await moderatorOf(app, request);
      return ok(await moderation.deleteMessage(modCtx, mod, request.body.id, request.body.room_id));
    },
  );

  app.post(
    '/app-api/api/chat/enableChat',
    {
      schema: {
        tags: TAGS,
        summary: '开启或关闭会员聊天（聊天管理员或运营）',
        body: enableChatBodySchema,
        response: { 200: envelopeSchema(enableChatResultSchema) },
      },
    },
    async (request) => {
      const mod = await moderatorOf(app, request);
      return ok(await moderation.setEnableChat(modCtx, mod, request.body.userId, request.body.enableChat));
    },
  );
  // Timed mutes by chat-level staff (or the operator): a member or a guest identity, one room or all.
  app.post(
    '/app-api/api/chat/mute',
    {
      schema: {
        tags: TAGS,
        summary: '定时禁言会员或游客（聊天管理员或运营）',
        body: adminMuteBodySchema,
        response: { 200: envelopeSchema(muteResultSchema) },
      },
    },
    async (request) => ok(await moderation.mute(modCtx, await moderatorOf(app, request), request.body)),
  );

  app.post(
    '/app-api/api/chat/unmute',
    {
      schema: {
        tags: TAGS,
        summary: '解除会员或游客的禁言（聊天管理员或运营）',
        body: adminUnmuteBodySchema,
        response: { 200: envelopeSchema(z.object({ lifted: z.number().int() })) },
      },
    },
    async (request) => ok(await moderation.unmute(modCtx, await moderatorOf(app, request), request.body)),
  );
};
