import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_LIMITS,
  CHAT_MSG,
  chatGroupClassListSchema,
  chatRecordsQuerySchema,
  chatRecordsSchema,
  chatTokenSchema,
  chatUploadSchema,
  envelopeSchema,
  ErrorCode,
  strictText,
} from '@sixmark/shared';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { newToken, hashToken } from '../../lib/tokens';
import { requireLogin } from '../../plugins/auth';
import { countUpload, storeImage } from '../content';
import { siteFailureCounter } from '../operators';
import { requireChatIdentity } from './chat.auth';
import type { ChatModuleInternals } from './chat.module';
import * as repo from './chat.repo';
import { chatSocialRoutes } from './social.routes';

const tags = ['chat'];

/** Spec 3 §7: chat-service calls carry an app id and an identity as query parameters (unused here). */
const callerQuery = { app_id: strictText(64).optional(), identity: strictText(64).optional() };

/** Uploads per identity per minute, across every process (ChatState.hit: Redis with REDIS_URL). */
const UPLOADS_PER_MINUTE = 20;

/**
 * Chat HTTP calls (spec 3 §7): the chat token, the room list with live counts and settings,
 * room history and image upload. Refusals follow spec 3 §8: 403 → login, 405 → unavailable.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatModuleInternals }> = async (app, { chat }) => {
  // The member upload quota is shared with the forum's uploads: the same counter store and keys.
  const uploads = siteFailureCounter(app);
  app.addHook('onClose', async () => uploads.close());
  const { core } = chat;

  app.get(
    '/app-api/api/chat/refreshTokenChat',
    {
      schema: {
        tags,
        summary: '刷新聊天令牌（旧令牌立即失效）',
        security: [{ token: [] }],
        response: { 200: envelopeSchema(chatTokenSchema) },
      },
    },
    async (request) => {
      const user = await requireLogin(request);
      const tokenChat = newToken();
      if (!(await repo.rotateChatToken(app.pool, user.tokenId, hashToken(tokenChat))))
        throw new AppError(ErrorCode.TOKEN_INVALID);
      return ok({ tokenChat });
    },
  );

  app.get(
    '/chat-api/api/v1/getGroupClassList',
    {
      schema: {
        tags,
        summary: '聊天室分组与房间（含在线人数、慢速模式、快捷语）',
        querystring: z.object(callerQuery),
        response: { 200: envelopeSchema(chatGroupClassListSchema) },
      },
    },
    async (request) => {
      const identity = await requireChatIdentity(chat, request);
      // Guests have only their customer-service rooms (spec 3 §6): the room list needs a login.
      if (identity.kind === 'guest') throw new AppError(ErrorCode.CHAT_LOGIN);
      const { member, settings } = await core.requireRead(identity, null);
      const [groups, rooms, quick] = await Promise.all([
        repo.classGroups(app.pool, identity.companyId),
        repo.publicRooms(app.pool, identity.companyId),
        repo.quickMessages(app.pool, identity.companyId),
      ]);
      const totals = await chat.state.presence(rooms.map((r) => r.id));
      const roomOut = (r: repo.RoomRow) => ({
        room_id: r.id,
        name: r.name,
        description: r.description,
        icon: r.icon,
        enable_chat: r.enable_chat,
        total_people: totals.get(r.id) ?? 0,
        sec_per_mess: r.sec_per_mess,
        game_id: r.game_id,
        sort_order: r.sort_order,
      });
      const classGroups = groups.map((g) => ({
        id: g.id,
        name: g.name,
        sort_order: g.sort_order,
        chatroom: rooms.filter((r) => r.class_group_id === g.id).map(roomOut),
      }));
      const def = rooms.find((r) => r.is_default) ?? rooms[0];
      const proto = request.protocol === 'https' ? 'wss' : 'ws';
      return ok({
        class_groups: classGroups,
        rows: classGroups,
        quick_messages: quick,
        default_chatroom: def?.id ?? null,
        connection_id: identity.key,
        socket_url: `${proto}://${request.host}/ws-chat`,
        userId: identity.userId,
        isGuest: false,
        chatLevel: member?.chat_level ?? 1,
        lottery_win_message_popup: settings?.winPopupSeconds ?? CHAT_LIMITS.winPopupSeconds,
        enable_chat_maintenance: settings?.maintenance ? 1 : 0,
      });
    },
  );

  app.get(
    '/chat-api/api/v1/recordsList',
    {
      schema: {
        tags,
        summary: '房间聊天记录（最新一页为第 1 页，页内按 id 升序）',
        querystring: chatRecordsQuerySchema.extend(callerQuery),
        response: { 200: envelopeSchema(chatRecordsSchema) },
      },
    },
    async (request) => {
      const identity = await requireChatIdentity(chat, request);
      const q = request.query;
      await core.requireRead(identity, q.room_id);
      const { rows, total } = await repo.history(app.pool, q.room_id, q.page, q.limit, q.before_id);
      return ok({ rows: rows.map(repo.toChatMessage), total });
    },
  );

  app.post(
    '/chat-api/chat/uploadImage',
    {
      schema: {
        tags,
        summary: '聊天图片上传（jpg/png/webp/gif，≤5MB，生成缩略图）',
        querystring: z.object(callerQuery),
        response: { 200: envelopeSchema(chatUploadSchema) },
      },
    },
    async (request) => {
      const identity = await requireChatIdentity(chat, request);
      await core.requireRead(identity, null);
      // Counted before the check, atomically: 20 at once from two processes store at most 20.
      const { count, retryAfterSec } = await chat.state.hit(`upload:${identity.key}`, 60);
      if (count > UPLOADS_PER_MINUTE) throw new AppError(ErrorCode.RATE_LIMITED, { headers: { 'retry-after': String(retryAfterSec) } });
      if (!request.isMultipart())
        throw new AppError(ErrorCode.BAD_REQUEST, { message: CHAT_MSG.imageRequired });
      await countUpload(uploads, identity.key);
      const part = await request.file({ limits: { fileSize: CHAT_LIMITS.imageMaxBytes } });
      if (!part) throw new AppError(ErrorCode.BAD_REQUEST, { message: CHAT_MSG.imageRequired });
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(ErrorCode.CHAT_IMAGE_TOO_LARGE);
        throw err;
      });
      if (part.file.truncated || bytes.length > CHAT_LIMITS.imageMaxBytes)
        throw new AppError(ErrorCode.CHAT_IMAGE_TOO_LARGE);
      const stored = await storeImage(app.pool, app.config.dataDir, bytes);
      return ok({ url: stored.url, thumbUrl: stored.thumbUrl });
    },
  );

  // chat-social's calls (contacts, guests and customer service, moderation): social.routes.ts.
  await app.register(chatSocialRoutes, { chat });
};
