import { z } from 'zod';
import { adminPromotionInputSchema } from './content';
import { boundedInt, idInt, INPUT_LIMITS, optionalInt, safeText } from './input';

/**
 * Operator reads of the console's content, chat and agents pages (issue 15): the list calls
 * the write routes of issues 2, 12 and 14 lacked, and the promotion edit / template enable
 * writes. Field names are camelCase like the content writes; chat rows keep the chat module's
 * snake_case (room_id, sec_per_mess).
 */

/* ---------------- content ---------------- */

export const adminPromotionRowSchema = z.object({
  id: z.number().int(),
  classifyType: z.number().int(),
  classifyName: z.string(),
  name: z.string(),
  coverUrl: z.string(),
  imageUrl: z.string(),
  templateType: z.number().int(),
  color: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  domain: z.string(),
  content: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminPromotionRow = z.infer<typeof adminPromotionRowSchema>;
/** Edit of a promotion: the create fields plus enabled. */
export const adminPromotionUpdateSchema = adminPromotionInputSchema.extend({ enabled: z.boolean().default(true) });
export type AdminPromotionUpdate = z.input<typeof adminPromotionUpdateSchema>;

export const adminTemplatesQuerySchema = z.object({
  gameId: optionalInt(1),
  location: z.enum(['home', 'list', 'database']).optional(),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminTemplateRowSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  name: z.string(),
  templateCode: z.string(),
  location: z.string(),
  playCateName: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  itemCount: z.number().int(),
  updatedAt: z.string(),
  /** Set when a delete archived the card (it had a track record, favourites or votes): hidden for good. */
  archivedAt: z.string().nullable(),
});
export type AdminTemplateRow = z.infer<typeof adminTemplateRowSchema>;
export const adminTemplateItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  content2: z.string(),
  content3: z.string(),
  note: z.string(),
  iconUrl: z.string(),
  sort: z.number().int(),
  subName: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  requireLogin: z.union([z.literal(0), z.literal(1)]),
  requireRecharge: z.union([z.literal(0), z.literal(1)]),
  templateType: z.number().int().nullable(),
  gameTurn: z.string(),
  activeCover: z.union([z.literal(0), z.literal(1)]),
  /** Kept so an edit sends them back (the item write replaces them). */
  multiContents: z.array(z.object({ title: z.string(), content: z.string() })),
  /** The item's poll (edited by `PUT admin/content/items/:id/poll-options`), with each option's votes. */
  pollOptions: z.array(z.object({ id: z.number().int(), text: z.string(), value: z.string(), votes: z.number().int() })),
});
export type AdminTemplateItem = z.infer<typeof adminTemplateItemSchema>;
export const adminTemplateDetailSchema = adminTemplateRowSchema.extend({
  groups: z.array(z.object({ id: z.number().int(), groupName: z.string(), sort: z.number().int(), items: z.array(adminTemplateItemSchema) })),
});
export type AdminTemplateDetail = z.infer<typeof adminTemplateDetailSchema>;
export const adminEnabledInputSchema = z.object({ enabled: z.boolean() });

export const adminAdRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  content: z.string(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: z.number().int(),
});
export type AdminAdRow = z.infer<typeof adminAdRowSchema>;
export const adminBlockedCodesRowSchema = z.object({ codes: z.array(z.string()) });

export const adminGalleryGroupsQuerySchema = z.object({
  gameId: optionalInt(1),
  groupType: optionalInt(1, 2),
  name: safeText(50).optional(),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminGalleryGroupRowSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  groupType: z.number().int(),
  name: z.string(),
  initial: z.string(),
  popular: z.boolean(),
  sort: z.number().int(),
  imageCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminGalleryGroupRow = z.infer<typeof adminGalleryGroupRowSchema>;
export const adminGalleryImagesQuerySchema = z.object({
  groupId: idInt(),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminGalleryImageRowSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  likeCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminGalleryImageRow = z.infer<typeof adminGalleryImageRowSchema>;

/* ---------------- deletes and poll options (issue 15, content) ---------------- */

/** Body of the content deletes: the operator's optional reason, kept in the audit row. */
export const adminDeleteBodySchema = z.object({ reason: safeText(200).default('') });
/** A gallery group with images is deleted only when the operator confirmed deleting them too. */
export const adminGalleryGroupDeleteBodySchema = adminDeleteBodySchema.extend({ withImages: z.boolean().default(false) });
export const adminDeletedSchema = z.object({
  id: z.number().int(),
  /** archived: a card with history was hidden for good instead (see cardDeleteOutcome). */
  outcome: z.enum(['deleted', 'archived']),
});
export type AdminDeleted = z.infer<typeof adminDeletedSchema>;
export const adminPollOptionsInputSchema = z.object({
  options: z
    .array(z.object({ id: idInt().optional(), text: safeText(200).min(1, '选项文字不能为空'), value: safeText(200).default('') }))
    .max(50, '投票选项最多 50 个'),
});
export type AdminPollOptionsInput = z.input<typeof adminPollOptionsInputSchema>;
export const adminPollOptionSchema = z.object({ id: z.number().int(), text: z.string(), value: z.string(), votes: z.number().int() });
export type AdminPollOption = z.infer<typeof adminPollOptionSchema>;

/** A page of rows (the console's content and agents lists). */
export const adminPageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/* ---------------- chat ---------------- */

export const adminChatRoomRowSchema = z.object({
  room_id: z.number().int(),
  kind: z.string(),
  class_group_id: z.number().int().nullable(),
  name: z.string(),
  sec_per_mess: z.number().int(),
  enable_chat: z.number().int(),
  status: z.enum(['open', 'closed']),
  game_id: z.number().int().nullable(),
  members: z.number().int(),
});
export type AdminChatRoomRow = z.infer<typeof adminChatRoomRowSchema>;
export const adminClassGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  enabled: z.boolean(),
  rooms: z.number().int(),
});
export type AdminClassGroupRow = z.infer<typeof adminClassGroupRowSchema>;
export const adminMutesQuerySchema = z.object({
  /** active: not lifted and not expired; all: every mute, newest first. */
  status: z.enum(['active', 'all']).default('active'),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminMuteRowSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int().nullable(),
  room_name: z.string().nullable(),
  user_id: z.number().int().nullable(),
  guest_id: z.number().int().nullable(),
  account: z.string().nullable(),
  until: z.string(),
  reason: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  lifted_at: z.string().nullable(),
});
export type AdminMuteRow = z.infer<typeof adminMuteRowSchema>;

/* ---------------- agents ---------------- */

export const adminAgentChildrenQuerySchema = z.object({
  /** The parent whose direct downline is listed; absent: the top-level agents (no parent). */
  parentId: optionalInt(1),
  account: safeText(32).optional(),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminAgentNodeSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  isDl: z.boolean(),
  type: z.enum(['NORMAL', 'TEST']),
  rebate: z.number(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  childCount: z.number().int(),
  teamCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminAgentNode = z.infer<typeof adminAgentNodeSchema>;
export const adminAgentLinksQuerySchema = z.object({
  agentId: idInt(),
  page: boundedInt(1, INPUT_LIMITS.maxPage).default(1),
  rows: boundedInt(1, 100).default(20),
});
export const adminAgentLinkRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  userType: z.enum(['member', 'agent']),
  rebate: z.number(),
  remark: z.string(),
  visitCount: z.number().int(),
  registCount: z.number().int(),
  removed: z.boolean(),
  createdAt: z.string(),
});
export type AdminAgentLinkRow = z.infer<typeof adminAgentLinkRowSchema>;
export const adminAgentReportQuerySchema = z.object({
  agentId: idInt(),
  beginDate: z.string().regex(/^\d{4}-\d\d-\d\d$/).optional(),
  endDate: z.string().regex(/^\d{4}-\d\d-\d\d$/).optional(),
});

/* ---------------- home carousels (company/{code}.json homeCarousels) ---------------- */

export const adminCarouselSchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  enabled: z.boolean(),
});
export type AdminCarousel = z.infer<typeof adminCarouselSchema>;
export const adminCarouselInputSchema = z.object({
  imageUrl: safeText(2000).min(1),
  redirectUrl: safeText(2000).default(''),
  sort: boundedInt(0, 100_000).default(0),
  enabled: z.boolean().default(true),
});
export type AdminCarouselInput = z.input<typeof adminCarouselInputSchema>;
