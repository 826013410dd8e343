import { RECORD_MARKS, RECORD_SORTS, trackRecordSchema } from '../domain/track-record';
import { z } from 'zod';
import { pagedSchema } from './envelope';
import { boundedInt, INT32_MAX, isoDateTime, optionalInt, pageFields, safeText, strictText } from './input';
import { errorsHans, lockHans, voteHans } from '../i18n/zh-Hans';
import { paramTexts } from '../i18n/core';

/**
 * Lottery information content (spec 2 §3, §7): template cards, data library,
 * gallery, promotions. Field names are the spec's so the web reads them as-is.
 */

const int = () => z.number().int();
/** Ids and filters: query numbers arrive as strings (query string or form body). */
const qint = () => boundedInt();
const optInt = () => optionalInt();
const optText = () => safeText(100).optional();
/** The cache-busting timestamp the web adds to static JSON calls. */
const cacheBust = () => strictText(40).optional();
/** Sort orders may be negative (pinned first). */
const sortInt = () => boundedInt(-INT32_MAX, INT32_MAX);
/** Operator-written HTML and multi-line texts. */
const html = () => safeText(200_000, { multiline: true, trim: false });
const url = () => safeText(2000);

export const TEMPLATE_PAGE_ROWS = 20;
export const DATABASE_PAGE_ROWS = 100;
export const GALLERY_PAGE_ROWS = 30;

/** Why an item's content was withheld by the server (null: sent in full). */
export const lockReasonSchema = z.enum(['login', 'recharge']).nullable();
export type LockReason = z.infer<typeof lockReasonSchema>;

export const pollOptionSchema = z.object({
  option_id: int(),
  option_text: z.string(),
  option_value: z.string(),
  option_vote: int(),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

export const multiContentSchema = z.object({ title: z.string(), content: z.string() });
export type MultiContent = z.infer<typeof multiContentSchema>;

export const templateItemSchema = z.object({
  id: int(),
  title: z.string().describe('期号'),
  content: z.string(),
  content2: z.string(),
  content3: z.string(),
  note: z.string(),
  iconUrl: z.string(),
  sort: int(),
  updatedTime: z.string(),
  subName: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  multiContents: z.array(multiContentSchema),
  requireLogin: z.union([z.literal(0), z.literal(1)]),
  requireRecharge: z.union([z.literal(0), z.literal(1)]),
  templateType: int().nullable().describe('0 = 聊天室链接 (content 为房间链接)'),
  pollOptions: z.array(pollOptionSchema),
  pollStatus: int().describe('1 = 有投票'),
  gameTurn: z.string(),
  optionId: int().nullable().describe('当前用户已投的选项'),
  activeCover: z.union([z.literal(0), z.literal(1)]),
  locked: lockReasonSchema,
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const templateGroupSchema = z.object({
  id: int(),
  groupName: z.string(),
  items: z.array(templateItemSchema),
});
export type TemplateGroup = z.infer<typeof templateGroupSchema>;

export const templateLocationSchema = z.enum(['home', 'list', 'database']);
export type TemplateLocation = z.infer<typeof templateLocationSchema>;

export const templateSchema = z.object({
  id: int(),
  gameId: int(),
  name: z.string(),
  note1: z.string(),
  note2: z.string(),
  templateCode: z.string(),
  colorTheme: z.string().describe('两种颜色，逗号分隔'),
  like: z.union([z.literal(0), z.literal(1)]),
  location: templateLocationSchema,
  playCateName: z.string(),
  sort: int(),
  groups: z.array(templateGroupSchema),
  /** Track record from final results (issue 18); null until a period of the card is judged. */
  record: trackRecordSchema.nullable().optional(),
});
export type Template = z.infer<typeof templateSchema>;

export const templatePageSchema = pagedSchema(templateSchema);
export type TemplatePage = z.infer<typeof templatePageSchema>;

export const templateListQuerySchema = z.object({
  gameId: qint(),
  ...pageFields(TEMPLATE_PAGE_ROWS, 100),
  playCateName: optText(),
  location: templateLocationSchema.optional(),
  templateCode: optText(),
  client: optText(),
  companyCode: optText(),
  /** Sort by track record (issue 18), best first; cards without a record last. */
  recordSort: z.enum(RECORD_SORTS).optional(),
  /** Only cards with at least this many hits over their last 30 judged periods. */
  minHits30: boundedInt(0, RECORD_MARKS).optional(),
  _t: cacheBust(),
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

export const playCateSchema = z.object({ playCateName: z.string(), templateId: int().optional() });
export type PlayCate = z.infer<typeof playCateSchema>;

export const playCateQuerySchema = z.object({
  gameId: qint(),
  location: templateLocationSchema.optional(),
  companyCode: optText(),
  _t: cacheBust(),
});

export const templateInfoParamsSchema = z.object({
  gameId: qint(),
  templateId: qint(),
  documentId: optInt(),
  client: strictText(40).optional(),
});

export const toggleLikeBodySchema = z.object({
  templateId: qint(),
  like: boundedInt(0, 1).pipe(z.union([z.literal(0), z.literal(1)])),
  gameId: optInt(),
  playCateName: safeText(100).optional(),
});
export const toggleLikeResultSchema = z.object({ templateId: int(), like: z.union([z.literal(0), z.literal(1)]) });
export type ToggleLikeResult = z.infer<typeof toggleLikeResultSchema>;

/** Vote payload: documentId is the item id. optionId missing → 请先选择投票内容！ */
export const voteBodySchema = z.object({
  documentId: qint(),
  optionId: optInt(),
  vote: qint().default(1),
});
export type VoteBody = z.input<typeof voteBodySchema>;

export const voteDataSchema = z.object({
  documentId: int(),
  pollOptions: z.array(pollOptionSchema),
  optionId: int().nullable(),
  totalVotes: int(),
});
export type VoteData = z.infer<typeof voteDataSchema>;

export const VOTE_MESSAGES = voteHans;

export const LOCK_MESSAGES = lockHans;

/* ---------------- Data library ---------------- */

export const databaseDocumentSchema = z.object({
  gameId: int(),
  templateId: int(),
  documentId: int(),
  subName: z.string(),
  name: z.string(),
});
export type DatabaseDocument = z.infer<typeof databaseDocumentSchema>;
export const databasePageSchema = pagedSchema(databaseDocumentSchema);
export type DatabasePage = z.infer<typeof databasePageSchema>;

export const databaseQuerySchema = z.object({
  gameId: qint(),
  templateId: optInt(),
  ...pageFields(DATABASE_PAGE_ROWS, 200),
  searchText: optText(),
  companyCode: optText(),
  _t: cacheBust(),
});
export type DatabaseQuery = z.infer<typeof databaseQuerySchema>;

export const databasePlayCateQuerySchema = z.object({
  gameId: qint(),
  companyCode: optText(),
  _t: cacheBust(),
});

/* ---------------- Ads ---------------- */

/** Ad slot: a template of code AD01…AD14. AD11 is the popup, AD12 pinned. */
export const adSlotSchema = z.object({
  id: int(),
  templateCode: z.string(),
  name: z.string(),
  enabled: z.union([z.literal(0), z.literal(1)]),
  content: z.string().describe('HTML'),
  imageUrl: z.string(),
  redirectUrl: z.string(),
  sort: int(),
});
export type AdSlot = z.infer<typeof adSlotSchema>;
export const adsQuerySchema = z.object({ companyCode: optText(), _t: cacheBust() });

/* ---------------- Gallery ---------------- */

export const galleryGroupSchema = z.object({
  groupId: int(),
  name: z.string(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  updatedTime: z.string(),
  initial: z.string(),
});
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;
export const galleryGroupPageSchema = pagedSchema(galleryGroupSchema);
export type GalleryGroupPage = z.infer<typeof galleryGroupPageSchema>;

export const galleryGroupListItemSchema = z.object({
  initials: z.string(),
  dataList: galleryGroupPageSchema,
});
export type GalleryGroupListItem = z.infer<typeof galleryGroupListItemSchema>;

export const galleryImageSchema = z.object({
  id: int(),
  groupId: int(),
  gameTurn: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  like: z.boolean(),
  likeCount: int(),
  updatedTime: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export const galleryImagePageSchema = pagedSchema(galleryImageSchema);

export const galleryDetailSchema = z.object({
  latest: galleryImageSchema.nullable(),
  group: galleryGroupSchema.nullable(),
  groupList: galleryImagePageSchema,
});
export type GalleryDetail = z.infer<typeof galleryDetailSchema>;

export const galleryGroupNameSchema = z.object({ groupNames: z.array(z.string()) });
export const galleryLikeBodySchema = z.object({
  galleryId: qint(),
  // JSON sends a boolean; a form body sends "true"/"1".
  like: z.union([z.boolean(), z.number(), z.string().max(8)]).transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
});
export const galleryLikeResultSchema = z.object({ galleryId: int(), like: z.boolean() });
export type GalleryLikeResult = z.infer<typeof galleryLikeResultSchema>;

export const galleryPlayCategorySchema = z.object({ id: int(), name: z.string(), categoryType: int() });
export type GalleryPlayCategory = z.infer<typeof galleryPlayCategorySchema>;

/** groupType 1 colour, 2 black-and-white; initials '' = all; popular 1 = popular only. */
export const galleryGroupQuerySchema = z.object({
  groupType: boundedInt(1, 2).default(1),
  gameId: optInt(),
  searchText: optText(),
  initials: safeText(8).toUpperCase().optional(),
  popular: optInt(),
  ...pageFields(GALLERY_PAGE_ROWS, 200),
  companyCode: optText(),
  _t: cacheBust(),
});
export type GalleryGroupQuery = z.infer<typeof galleryGroupQuerySchema>;

export const galleryCategoryQuerySchema = z.object({
  playCategoryId: optInt(),
  categoryType: optInt(),
  gameId: optInt(),
  ...pageFields(GALLERY_PAGE_ROWS, 200),
});
export const galleryImagesQuerySchema = z.object({
  groupId: qint(),
  gameId: optInt(),
  ...pageFields(GALLERY_PAGE_ROWS, 200),
});
export const galleryDetailQuerySchema = z.object({
  groupId: qint(),
  ...pageFields(GALLERY_PAGE_ROWS, 200),
});
export const gallerySearchQuerySchema = z.object({
  searchText: optText(),
  gameId: optInt(),
  groupType: optionalInt(1, 2),
});

/* ---------------- Promotions ---------------- */

export const promotionSchema = z.object({
  classifyType: int(),
  classifyName: z.string(),
  id: int(),
  name: z.string(),
  coverUrl: z.string(),
  imageUrl: z.string(),
  templateType: int().describe('3 = 点击打开图片'),
  color: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  domain: z.string(),
  content: z.string().describe('HTML'),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionClassSchema = z.object({ classifyType: int(), classifyName: z.string() });
export type PromotionClass = z.infer<typeof promotionClassSchema>;
export const promotionListSchema = z.object({
  classes: z.array(promotionClassSchema),
  data: z.array(promotionSchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;
export const promotionListQuerySchema = z.object({
  device: optInt(),
  companyCode: optText(),
  classifyType: optInt(),
  _t: cacheBust(),
});

/* ---------------- Uploads ---------------- */

/**
 * Image uploads (forum, chat, console content). `maxPixels` is checked from the image header
 * before anything is decoded: a few hundred KB of PNG can declare 16000×16000 pixels and take
 * gigabytes to decode. Members (forum and chat together) get `perMinute` uploads a minute and
 * `perDay` in 24 hours, counted before the image is read.
 */
export const UPLOAD_LIMITS = {
  maxPixels: 25_000_000,
  perMinute: 10,
  perDay: 100,
} as const;

export const uploadMsg = {
  format: errorsHans.imageFormat,
  corrupt: errorsHans.imageCorrupt,
  tooFrequent: errorsHans.uploadTooFrequent,
  ...paramTexts<{ imageTooManyPixels: (tenThousands: number) => string; uploadDailyQuota: (n: number) => string }>(errorsHans, [
    'imageTooManyPixels',
    'uploadDailyQuota',
  ]),
} as const;

export const uploadResultSchema = z.object({ url: z.string(), thumbUrl: z.string(), hash: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Spec 2 §5: image paths without a host get the prefix /sys-upload/. */
export function withUploadPrefix(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:image/')) return path;
  if (path.startsWith('/sys-upload/')) return path;
  return `/sys-upload/${path.replace(/^\/+/, '')}`;
}

/** Static JSON routes (served from memory with ETag). */
export const contentStaticPaths = {
  templates: (company: string, gameId: number) => `/sys-upload/data/json/app-data-main/${company}/template/${gameId}.json`,
  playCate: (company: string, gameId: number) =>
    `/sys-upload/data/json/app-data-main/${company}/template/play-cate/${gameId}.json`,
  database: (company: string, q: { gameId: number; templateId?: number; page: number; rows: number }) =>
    `/sys-upload/data/json/app-data-main/${company}/database/gameId=${q.gameId}&templateId=${q.templateId ?? ''}&companyCode=${company}&page=${q.page}&rows=${q.rows}.json`,
  databasePlayCate: (company: string, gameId: number) =>
    `/sys-upload/data/json/app-data-main/${company}/database/play-cate/gameId=${gameId}.json`,
  ads: '/sys-upload/data/json/template_ads.json',
} as const;

/* ---------------- Operator (admin) writes ---------------- */

export const adminItemInputSchema = z.object({
  title: safeText(200).default(''),
  content: html().default(''),
  content2: html().default(''),
  content3: html().default(''),
  note: html().default(''),
  iconUrl: url().default(''),
  sort: sortInt().default(0),
  subName: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable().default(null),
  multiContents: z.array(z.object({ title: safeText(200), content: html() })).max(100).default([]),
  requireLogin: z.union([z.literal(0), z.literal(1)]).default(0),
  requireRecharge: z.union([z.literal(0), z.literal(1)]).default(0),
  templateType: boundedInt().nullable().default(null),
  gameTurn: safeText(200).default(''),
  activeCover: z.union([z.literal(0), z.literal(1)]).default(0),
  pollOptions: z.array(z.object({ text: safeText(200).min(1), value: safeText(200).default('') })).max(50).default([]),
});
export type AdminItemInput = z.input<typeof adminItemInputSchema>;

/** A period group with its items: part of a new card, or added to an existing one. */
export const adminGroupInputSchema = z.object({ groupName: safeText(200), sort: sortInt().default(0), items: z.array(adminItemInputSchema).max(500) });
export type AdminGroupInput = z.input<typeof adminGroupInputSchema>;

export const adminTemplateInputSchema = z.object({
  gameId: boundedInt(),
  name: safeText(200).min(1),
  note1: html().default(''),
  note2: html().default(''),
  templateCode: safeText(200).min(1),
  colorTheme: safeText(200).default(''),
  location: templateLocationSchema.default('home'),
  playCateName: safeText(200).default(''),
  sort: sortInt().default(0),
  enabled: z.boolean().default(true),
  groups: z.array(adminGroupInputSchema).max(100).default([]),
});
export type AdminTemplateInput = z.input<typeof adminTemplateInputSchema>;

export const adminAdInputSchema = z.object({
  name: safeText(200).default(''),
  enabled: z.boolean().default(true),
  content: html().default(''),
  imageUrl: url().default(''),
  redirectUrl: url().default(''),
  sort: sortInt().default(0),
});

export const adminPromotionInputSchema = z.object({
  classifyType: boundedInt(),
  classifyName: safeText(100).optional(),
  name: safeText(200).min(1),
  coverUrl: url().default(''),
  imageUrl: url().default(''),
  templateType: boundedInt().default(1),
  color: safeText(200).default(''),
  startTime: isoDateTime().nullable().default(null),
  endTime: isoDateTime().nullable().default(null),
  domain: safeText(200).default(''),
  content: html().default(''),
  sort: sortInt().default(0),
});
export type AdminPromotionInput = z.input<typeof adminPromotionInputSchema>;

export const adminBlockedCodesSchema = z.object({ codes: z.array(strictText(32)).max(1000) });
export const adminCreatedSchema = z.object({ id: z.number().int() });

export const adminGalleryGroupInputSchema = z.object({
  gameId: boundedInt(),
  groupType: z.union([z.literal(1), z.literal(2)]),
  name: safeText(200).min(1),
  initial: z.string().max(1).regex(/^[A-Za-z]$/).transform((s) => s.toUpperCase()),
  popular: z.boolean().default(false),
  playCategoryId: boundedInt().nullable().default(null),
  sort: sortInt().default(0),
});
export const adminGalleryImageInputSchema = z.object({
  groupId: boundedInt(),
  gameTurn: safeText(200).min(1),
  imageUrl: url().min(1),
  thumbUrl: url().default(''),
});
