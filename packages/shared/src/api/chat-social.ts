import { z } from 'zod';
import { chatMessageSchema } from './chat';

export * from '../domain/chat-prompt';
import { boundedInt, idInt, INPUT_LIMITS, optionalInt, safeText, strictText } from './input';
import { paramTexts } from '../i18n/core';
import { chatSocialHans } from '../i18n/zh-Hans';

/**
 * Chat, social side (issue 12, spec 3 "Contacts and guests", "Private message content",
 * "Private message prompt"): private chat between members, guests and customer service,
 * reports and moderation. Field names are the spec's (friend_id, avatarId, reciveId, hash_id,
 * items/total); the operator calls under /app-api/admin/chat are ours.
 */

/** Limits of the social chat calls, in one place. */
export const CHAT_SOCIAL_LIMITS = {
  /** Guest friends list page size (spec 3 §9). */
  guestFriendsPerPage: 20,
  guestFriendsMaxPerPage: 100,
  /** New guest identities one address may create per minute (each is a row). */
  guestIdsPerMinute: 20,
  nicknameMax: 20,
  remarkMax: 200,
  reportReasonMax: 200,
  /** Operator answer to a customer-service conversation. */
  replyMax: 1000,
  /** Private conversation history page. */
  privatePageMax: 100,
  /** A timed mute: from one minute to thirty days. */
  muteMinutesMax: 30 * 24 * 60,
  /** Slow mode: seconds between two messages of one member in a room (0 = off). */
  secPerMessMax: 3600,
  wordMax: 50,
  replacementMax: 50,
  /** Avatars 1..16 as in the profile. */
  avatarMax: 16,
} as const;

export const chatSocialMsg = {
  ...chatSocialHans,
  ...paramTexts<{ privatePromptBody: (nickname: string) => string }>(chatSocialHans, ['privatePromptBody']),
} as const;

/* ---------------- contacts ---------------- */

/** The last message of a conversation as a list shows it (content type and body). */
export const lastMessageSchema = z.object({
  id: z.number().int(),
  type: z.string().describe('消息类型：text、image、emoji、quick、hongbao、deleted'),
  content: z.string().describe('文字内容，图片为地址'),
  created_at: z.string(),
});

/** One contact of the caller (spec 3: contacts sorted by last-message time, newest first). */
export const contactSchema = z.object({
  friend_id: z.number().int(),
  nickname: z.string().describe('对方昵称'),
  avatarId: z.number().int(),
  chatLevel: z.number().int(),
  room_id: z.number().int().describe('私聊会话号（消息的 room_id）'),
  last_message: lastMessageSchema.nullable(),
  /** Time of the last message, else of the contact itself. */
  created_at: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.array(contactSchema);

const nicknameField = safeText(CHAT_SOCIAL_LIMITS.nicknameMax).default('');
const avatarField = optionalInt(1, CHAT_SOCIAL_LIMITS.avatarMax);

/** `POST /chat-api/chat/contact/apply/createaccept` (form fields of spec 3). */
export const contactApplyBodySchema = z.object({
  friend_id: idInt(),
  avatarId: avatarField.describe('我的头像'),
  friend_avatarId: avatarField.describe('对方头像'),
  nickname: nicknameField.describe('我的昵称'),
  friend_nickname: nicknameField.describe('对方昵称'),
});
export type ContactApplyBody = z.infer<typeof contactApplyBodySchema>;

export const contactDetailQuerySchema = z.object({ friend_id: idInt() });

/* ---------------- private messages ----------------
 * Private messages are chat messages (command PRIVATE_MESSAGE) of the contact's private room
 * (room_id): sent over /ws-chat with reciveId, read back with recordsList(room_id). The level-2
 * prompt is decided on the web by `shouldShowPrivatePrompt` (domain/chat-prompt.ts) from
 * content.userinfo.chatLevel and content.reciveId.
 */

/* ---------------- guests and customer service ---------------- */

/** `GET /chat-api/chat/guest/id-generation`: a new guest identity (hash_id is its secret). */
export const guestIdentitySchema = z.object({ id: z.number().int(), nickname: z.string(), hash_id: z.string() });

/** The guest proves its identity with `identity` (its hash_id) on every call. */
export const guestIdentityQuerySchema = z.object({
  identity: strictText(128).optional().describe('游客 hash_id（游客调用时必填）'),
  app_id: strictText(64).optional(),
});

export const guestInitRoomBodySchema = z.object({
  friend_id: idInt().describe('客服编号'),
  remark: safeText(CHAT_SOCIAL_LIMITS.remarkMax).default(''),
});

/**
 * `/talk/{app_id}/{identity}/{customer_id}` (spec 3): the link's identity is a guest credential
 * (hash_id, `g.…`) or a member (`u:{id}` or the user id; the caller must be that member by its
 * chat token); customer_id picks the staff member (absent: the first one on line).
 */
export const talkBodySchema = z.object({
  identity: strictText(128).describe('链接中的身份：游客 hash_id，或会员 u:{id} / 会员编号'),
  customer_id: optionalInt(1).describe('客服编号（缺省：第一位在线客服）'),
});
/** A customer-service room (guest or member ↔ staff). */
export const csRoomSchema = z.object({
  id: z.number().int().describe('会话号（消息的 room_id）'),
  friend_id: z.number().int().describe('客服编号'),
  nickname: z.string().describe('客服昵称'),
  avatarId: z.number().int(),
  remark: z.string(),
  status: z.enum(['open', 'closed']),
  last_message: lastMessageSchema.nullable(),
  created_at: z.string(),
});
export type CsRoom = z.infer<typeof csRoomSchema>;

export const guestFriendsQuerySchema = guestIdentityQuerySchema.extend({
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  per_page: boundedInt(1, CHAT_SOCIAL_LIMITS.guestFriendsMaxPerPage).default(CHAT_SOCIAL_LIMITS.guestFriendsPerPage),
});

export const guestFriendsSchema = z.object({ items: z.array(csRoomSchema), total: z.number().int() });

/** `GET /chat-api/chat/guest/friends/{id}`: the room with its messages (oldest first). */
/** The answer of `/chat/guest/talk`: whose conversation it is, and the room. */
export const talkResultSchema = z.object({
  kind: z.enum(['guest', 'member']),
  /** The guest identity of the link (its credential is what the link carried). */
  guest: guestIdentitySchema.nullable(),
  room: csRoomSchema,
});

export const csRoomDetailSchema = csRoomSchema.extend({ messages: z.array(chatMessageSchema) });

export const customerServiceSchema = z.object({ id: z.number().int(), nickname: z.string(), avatarId: z.number().int() });

/** `GET /chat-api/chat/token/generation/{id}`: a chat token for the guest (socket Bearer). */
export const guestTokenSchema = z.object({ token: z.string(), id: z.number().int(), nickname: z.string() });

export const csSendBodySchema = z.object({ content: safeText(CHAT_SOCIAL_LIMITS.replyMax, { multiline: true }).min(1) });

/* ---------------- moderation: members and chat-level staff ---------------- */

/** `POST /app-api/api/chat/deletechat-message`: delete a room message for everyone. */
export const deleteChatMessageBodySchema = z.object({ id: idInt().describe('消息编号'), room_id: optionalInt(1) });

/** `POST /app-api/api/chat/enableChat`: staff switch a member's chat on (1) or off (0). */
export const enableChatBodySchema = z.object({ userId: idInt(), enableChat: boundedInt(0, 1) });

export const reportBodySchema = z.object({
  message_id: idInt(),
  reason: safeText(CHAT_SOCIAL_LIMITS.reportReasonMax).default(''),
});

/* ---------------- moderation: operator ---------------- */

/** Who a mute is for: a member (userId) or a guest identity (guestId), exactly one. */
const oneMuteTarget = (v: { userId?: number; guestId?: number }) => (v.userId === undefined) !== (v.guestId === undefined);
const muteTargetMsg = { message: '请指定 userId 或 guestId 其中之一' };
export const adminMuteBodySchema = z
  .object({
    userId: optionalInt(1),
    /** A guest identity (chat_guests.id) instead of a member. */
    guestId: optionalInt(1),
    minutes: boundedInt(1, CHAT_SOCIAL_LIMITS.muteMinutesMax),
    /** A room, or every room when absent. */
    room_id: optionalInt(1),
    reason: safeText(CHAT_SOCIAL_LIMITS.reportReasonMax).default(''),
  })
  .refine(oneMuteTarget, muteTargetMsg);
/**
 * Lift mutes of exactly one target: one mute row (`muteId`, as listed by GET admin/chat/mutes;
 * works for guests too), every live mute of a member (`userId`) or of a guest (`guestId`),
 * optionally only in `room_id`.
 */
export const adminUnmuteBodySchema = z
  .object({ userId: idInt().optional(), guestId: idInt().optional(), muteId: idInt().optional(), room_id: optionalInt(1) })
  .refine((v) => [v.userId, v.guestId, v.muteId].filter((x) => x !== undefined).length === 1, { message: chatSocialMsg.unmuteTarget });
export type AdminUnmuteBody = z.infer<typeof adminUnmuteBodySchema>;
export const adminKickBodySchema = z.object({
  userId: idInt(),
  /** Minutes the member stays out of the room (default 10). */
  minutes: optionalInt(1, CHAT_SOCIAL_LIMITS.muteMinutesMax),
  reason: safeText(CHAT_SOCIAL_LIMITS.reportReasonMax).default(''),
});
/** Room settings: slow mode, who may speak (enable_chat 0 = staff only), open or closed. */
export const adminRoomSettingsBodySchema = z.object({
  sec_per_mess: optionalInt(0, CHAT_SOCIAL_LIMITS.secPerMessMax),
  enable_chat: optionalInt(0, 1),
  enabled: z.boolean().optional(),
});
export const adminRoomSettingsSchema = z.object({
  room_id: z.number().int(),
  sec_per_mess: z.number().int(),
  enable_chat: z.number().int(),
  status: z.enum(['open', 'closed']),
});
export const adminWordBodySchema = z.object({
  word: safeText(CHAT_SOCIAL_LIMITS.wordMax).min(1),
  replacement: safeText(CHAT_SOCIAL_LIMITS.replacementMax).default('***'),
});
export const adminWordSchema = z.object({ id: z.number().int(), word: z.string(), replacement: z.string(), created_at: z.string() });
export const adminResolveReportBodySchema = z.object({
  /** handle: delete the message for everyone and close the report; dismiss: keep the message. */
  action: z.enum(['handle', 'dismiss']),
  note: safeText(CHAT_SOCIAL_LIMITS.reportReasonMax).default(''),
});
export const adminReportSchema = z.object({
  id: z.number().int(),
  message_id: z.number().int(),
  room_id: z.number().int(),
  reporter_id: z.number().int().nullable(),
  reason: z.string(),
  status: z.enum(['open', 'handled', 'dismissed']),
  message: z.object({ user_id: z.number().int().nullable(), nickname: z.string(), type: z.string(), content: z.string(), deleted: z.boolean() }),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
});
export const adminReportsQuerySchema = z.object({
  status: z.enum(['open', 'handled', 'dismissed', 'all']).default('open'),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminCsListQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminCsConversationSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_nickname: z.string(),
  customer: z.object({ kind: z.enum(['guest', 'member']), id: z.number().int(), nickname: z.string() }),
  remark: z.string(),
  status: z.enum(['open', 'closed']),
  last_message: lastMessageSchema.nullable(),
  /** Messages from the customer after the staff's last answer. */
  waiting: z.number().int(),
  created_at: z.string(),
});
export const adminCsConversationDetailSchema = adminCsConversationSchema.extend({ messages: z.array(chatMessageSchema) });
export const adminListOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const adminIdParams = z.object({ id: idInt() });
export const adminRoomParams = z.object({ roomId: idInt() });
export const createdIdSchema = z.object({ id: z.number().int() });
export const muteResultSchema = z.object({ id: z.number().int(), until: z.string() });
export const deletedMessageSchema = z.object({ id: z.number().int(), room_id: z.number().int() });
export const enableChatResultSchema = z.object({ userId: z.number().int(), enableChat: z.number().int() });
export const adminStaffBodySchema = z.object({
  nickname: safeText(CHAT_SOCIAL_LIMITS.nicknameMax).min(1),
  avatarId: optionalInt(1, CHAT_SOCIAL_LIMITS.avatarMax),
  enabled: z.boolean().default(true),
  sort_order: boundedInt(0, 10_000).default(0),
});
export const adminStaffSchema = z.object({
  userId: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  avatarId: z.number().int(),
  enabled: z.boolean(),
  sort_order: z.number().int(),
});
export const adminUserParams = z.object({ userId: idInt() });
