import { z } from 'zod';
import { LM_OPTIONS, PICK_LIMITS, PICK_TYPES, picksProblem, type ForecastPicks } from '../domain/forecast';
import { ZODIAC_NAMES } from '../domain/zodiac';
import { pagedSchema } from './envelope';
import { boundedInt, idInt, optionalInt, pageFields, safeText, yuanAmount } from './input';
import { paramTexts } from '../i18n/core';
import { forumHans } from '../i18n/zh-Hans';

export * from '../domain/forecast';

/**
 * Forum calls (issue 19). Spec 3 names only the pages (`water-forum`, `master-documents`,
 * `public-documents`), so the calls, limits and texts here are ours (docs/forum.md). Money in
 * the API is yuan; the database keeps thousandths.
 */
export const FORUM_BOARDS = ['water', 'master', 'public'] as const;
export type ForumBoard = (typeof FORUM_BOARDS)[number];
export const FORUM_BOARD_LABELS: Record<ForumBoard, string> = { water: '灌水区', master: '高手资料', public: '公开资料' };

export const FORUM_LIMITS = {
  titleMax: 60,
  contentMax: 20_000,
  replyMax: 2_000,
  keywordMax: 30,
  reasonMax: 200,
} as const;

export const forumMsg = {
  ...forumHans,
  ...paramTexts<{ priceCap: (yuan: string) => string; notifyReply: (who: string, title: string) => string; notifyFollow: (who: string, title: string) => string; refundRemark: (title: string) => string; incomeRemark: (title: string) => string }>(forumHans, ['priceCap', 'notifyReply', 'notifyFollow', 'refundRemark', 'incomeRemark']),
} as const;

const picksShape = {
  number: z.array(boundedInt(1, 49)).max(PICK_LIMITS.number.max).optional(),
  zodiac: z.array(z.enum(ZODIAC_NAMES)).max(PICK_LIMITS.zodiac.max).optional(),
  colour: z.array(z.enum(['red', 'blue', 'green'])).max(PICK_LIMITS.colour.max).optional(),
  tail: z.array(boundedInt(0, 9)).max(PICK_LIMITS.tail.max).optional(),
  lm: z.array(z.enum(LM_OPTIONS)).max(PICK_LIMITS.lm.max).optional(),
};

/** Picks as the server answers them (plain values, no input parsing). */
const picksOutSchema = z.object({
  number: z.array(z.number().int()).optional(),
  zodiac: z.array(z.enum(ZODIAC_NAMES)).optional(),
  colour: z.array(z.enum(['red', 'blue', 'green'])).optional(),
  tail: z.array(z.number().int()).optional(),
  lm: z.array(z.enum(LM_OPTIONS)).optional(),
});

/** Structured picks; the shared rule refuses empty, duplicate and conflicting picks. */
export const forecastPicksSchema = z
  .object(picksShape)
  .superRefine((p, ctx) => {
    const problem = picksProblem(p as ForecastPicks);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What the client sends for a forecast: picks and an optional unlock price (yuan; 0 = free). */
export const forecastInputSchema = z.object({
  gameId: idInt(),
  picks: forecastPicksSchema,
  price: z.union([z.literal(0), yuanAmount({ maxYuan: 10_000 })]).optional(),
});

export const forumPostBodySchema = z.object({
  board: z.enum(FORUM_BOARDS),
  gameId: optionalInt(1, 100_000),
  title: safeText(FORUM_LIMITS.titleMax).pipe(z.string().min(1, '请输入标题')),
  content: safeText(FORUM_LIMITS.contentMax, { multiline: true }),
  forecast: forecastInputSchema.optional(),
});
export type ForumPostBody = z.input<typeof forumPostBodySchema>;

export const forumEditBodySchema = z.object({
  title: safeText(FORUM_LIMITS.titleMax).pipe(z.string().min(1, '请输入标题')),
  content: safeText(FORUM_LIMITS.contentMax, { multiline: true }),
  picks: forecastPicksSchema.optional(),
});

export const forumReplyBodySchema = z.object({
  content: safeText(FORUM_LIMITS.replyMax, { multiline: true }),
  quoteReplyId: optionalInt(1),
});

export const forumListQuerySchema = z.object({
  ...pageFields(20, 50),
  board: z.enum(FORUM_BOARDS).optional(),
  gameId: optionalInt(1, 100_000),
  sort: z.enum(['new', 'hot']).default('new'),
  keyword: safeText(FORUM_LIMITS.keywordMax).optional(),
  authorId: optionalInt(1),
  favourites: z.enum(['1', '0']).optional(),
});

export const forumIdParams = z.object({ id: idInt() });
export const forumStateBodySchema = z.object({ on: z.boolean() });
export const forumReportBodySchema = z.object({ reason: safeText(FORUM_LIMITS.reasonMax).pipe(z.string().min(1, '请填写举报原因')), replyId: optionalInt(1) });
export const forumLeaderboardQuerySchema = z.object({
  gameId: idInt(),
  pickType: z.enum(PICK_TYPES).default('zodiac'),
});

const pickOutcome = z.enum(['hit', 'miss', 'tie']);
export const forecastResultSchema = z.object(Object.fromEntries(PICK_TYPES.map((t) => [t, pickOutcome.optional()])) as Record<(typeof PICK_TYPES)[number], z.ZodOptional<typeof pickOutcome>>);

export const forecastRecordSchema = z.object({
  periods: z.number().int(),
  hits10: z.number().int(),
  hits30: z.number().int(),
  hits100: z.number().int(),
  of10: z.number().int(),
  of30: z.number().int(),
  of100: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
});

export const forumAuthorSchema = z.object({ id: z.number().int(), nickname: z.string() });

export const forecastSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  turnNum: z.string(),
  closeAt: z.number(),
  /** null while locked (priced, not unlocked, period not drawn). */
  picks: picksOutSchema.nullable(),
  locked: z.boolean(),
  /** Yuan; 0 = free. */
  price: z.number(),
  unlocked: z.boolean(),
  unlockCount: z.number().int(),
  result: forecastResultSchema.nullable(),
  openNum: z.string(),
  records: z.array(z.object({ pickType: z.enum(PICK_TYPES), record: forecastRecordSchema })),
});
export type Forecast = z.infer<typeof forecastSchema>;

export const forumPostSummarySchema = z.object({
  id: z.number().int(),
  board: z.enum(FORUM_BOARDS),
  gameId: z.number().int().nullable(),
  title: z.string(),
  excerpt: z.string(),
  author: forumAuthorSchema,
  likes: z.number().int(),
  favourites: z.number().int(),
  replies: z.number().int(),
  pinned: z.boolean(),
  featured: z.boolean(),
  locked: z.boolean(),
  isForecast: z.boolean(),
  result: forecastResultSchema.nullable(),
  createdAt: z.number(),
  lastReplyAt: z.number(),
});
export type ForumPostSummary = z.infer<typeof forumPostSummarySchema>;
export const forumPostListSchema = pagedSchema(forumPostSummarySchema);

export const forumReplySchema = z.object({
  id: z.number().int(),
  author: forumAuthorSchema,
  content: z.string(),
  quote: z.object({ id: z.number().int(), author: z.string(), content: z.string() }).nullable(),
  createdAt: z.number(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumPostDetailSchema = forumPostSummarySchema.extend({
  content: z.string(),
  status: z.enum(['visible', 'held', 'hidden']),
  liked: z.boolean(),
  favourited: z.boolean(),
  followingAuthor: z.boolean(),
  mine: z.boolean(),
  updatedAt: z.number(),
  forecast: forecastSchema.nullable(),
});
export type ForumPostDetail = z.infer<typeof forumPostDetailSchema>;

export const forumRepliesQuerySchema = z.object({ ...pageFields(20, 50) });
export const forumReplyListSchema = pagedSchema(forumReplySchema);

export const forumStateSchema = z.object({ on: z.boolean(), count: z.number().int() });

export const forumAuthorProfileSchema = z.object({
  author: forumAuthorSchema,
  posts: z.number().int(),
  followers: z.number().int(),
  following: z.boolean(),
  records: z.array(z.object({ gameId: z.number().int(), gameName: z.string(), pickType: z.enum(PICK_TYPES), record: forecastRecordSchema })),
  /**
   * The caller's own profile only, yuan: income paid (`total`) and income held until the
   * forecasts' draws are final (`pending`).
   */
  earnings: z.object({ total: z.number(), pending: z.number(), unlocks: z.number().int() }).nullable(),
});
export type ForumAuthorProfile = z.infer<typeof forumAuthorProfileSchema>;

export const forumLeaderboardSchema = z.array(
  z.object({ rank: z.number().int(), author: forumAuthorSchema, record: forecastRecordSchema }),
);
export type ForumLeaderboardRow = z.infer<typeof forumLeaderboardSchema>[number];

export const forumCreatedSchema = z.object({ id: z.number().int(), status: z.enum(['visible', 'held']) });
export const forumUnlockResultSchema = z.object({ unlocked: z.boolean(), charged: z.number() });
export const forumNextPeriodSchema = z.object({ gameId: z.number().int(), turnNum: z.string(), closeAt: z.number() }).nullable();
/** The games posts and forecasts may be about (enabled lottery games the forum takes, `isForumGame`), in the lottery's order. */
export const forumGamesSchema = z.array(z.object({ gameId: z.number().int(), gameName: z.string() }));
export type ForumGame = z.infer<typeof forumGamesSchema>[number];

/* ---------------- operators ---------------- */

export const forumSettingsSchema = z.object({
  /** Highest unlock price an author may set (yuan). */
  priceCap: z.number(),
  /** The house's share of every unlock, percent. */
  houseSharePercent: z.number().int(),
  /** Hold the first posts of accounts younger than `newAccountDays` for review. */
  holdNewAccounts: z.boolean(),
  newAccountDays: z.number().int(),
  postsPerHourUser: z.number().int(),
  postsPerHourIp: z.number().int(),
});
export type ForumSettings = z.infer<typeof forumSettingsSchema>;

export const forumSettingsBodySchema = z.object({
  priceCap: yuanAmount({ maxYuan: 10_000 }),
  houseSharePercent: boundedInt(0, 100),
  holdNewAccounts: z.boolean(),
  newAccountDays: boundedInt(0, 365),
  postsPerHourUser: boundedInt(1, 1000),
  postsPerHourIp: boundedInt(1, 10_000),
});

export const adminForumPostsQuerySchema = z.object({
  ...pageFields(20, 100),
  status: z.enum(['visible', 'held', 'hidden']).optional(),
  keyword: safeText(FORUM_LIMITS.keywordMax).optional(),
});
export const adminForumPostSchema = forumPostSummarySchema.extend({ status: z.enum(['visible', 'held', 'hidden']), reports: z.number().int() });
export const adminForumPostListSchema = pagedSchema(adminForumPostSchema);
export const adminForumFlagBodySchema = z.object({ on: z.boolean() });
export const adminForumBanBodySchema = z.object({ on: z.boolean(), reason: safeText(FORUM_LIMITS.reasonMax).optional() });
export const adminForumReportSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  replyId: z.number().int().nullable(),
  title: z.string(),
  reporter: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.number(),
});
export const adminForumReportListSchema = pagedSchema(adminForumReportSchema);
export const adminForumReportsQuerySchema = z.object({ ...pageFields(20, 100), status: z.enum(['open', 'resolved']).optional() });
export const adminForumResolveBodySchema = z.object({ note: safeText(FORUM_LIMITS.reasonMax).optional() });
