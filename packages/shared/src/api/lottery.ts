import { z } from 'zod';
import { pageQuery } from './envelope';
import { boundedInt, epochMs as epochMsInput, idInt, isoDate, isoMonth, optionalInt, safeText, strictText } from './input';
import { lotteryHans } from '../i18n/zh-Hans';

/** Texts of the draw calls (operator entry and correction, public lookups). */
export const LOTTERY_MSG = lotteryHans;

/** Draw sources (ARCHITECTURE: Draws). */
export const drawSourceSchema = z.enum(['rng', 'manual', 'feed']);
export type DrawSource = z.infer<typeof drawSourceSchema>;

const epochMs = (what: string) => z.number().describe(`${what}（Unix 毫秒时间戳）`);

export const gameIdQuery = z.object({ gameId: idInt().describe('游戏 id') });

/** Fairness proof of an `rng` turn: the seed's SHA-256 is public from the turn's opening, the seed after the draw. */
export const fairnessSchema = z.object({
  seedHash: z.string().describe('SHA-256(seed) 十六进制，开盘时公布'),
  seed: z.string().nullable().describe('种子（十六进制），开奖后公布，之前为 null'),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/** `GET /v/lottery/openInfo` and `/sys-upload/data/lotery/{gameId}.json` (spec 2 §3 Lottery info). */
export const openInfoSchema = z.object({
  gameId: z.number().int(),
  cur: z.object({
    turnNum: z.string().describe('当前期号（年 + 3 位序号）'),
    closeTime: epochMs('封盘时间'),
    liveUrl: z.string(),
    /** Hash of the current turn's seed (rng games), null otherwise. */
    seedHash: z.string().nullable(),
  }),
  pre: z.object({
    turnNum: z.string().describe('上期期号'),
    openTime: epochMs('开奖时间'),
    openNum: z.string().describe('逗号分隔的开奖号码，最后一个为特码；开奖中只含已揭晓的号码'),
    isStreaming: z.boolean().describe('正在开奖直播（逐球揭晓）'),
    liveUrl: z.string(),
    fairness: fairnessSchema.nullable().describe('rng 游戏的公平性证明，其他来源为 null'),
  }),
  plan: z.object({
    turnNum: z.string().describe('下期期号'),
    planTime: epochMs('下期计划开奖时间'),
  }),
  serverTime: epochMs('服务器时间'),
});
export type OpenInfo = z.infer<typeof openInfoSchema>;

/** One draw of the history (attributes are computed by the client with the shared rules). */
export const historyRowSchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  openTime: epochMs('开奖时间'),
  openNum: z.string().describe('逗号分隔的 7 个号码，最后一个为特码'),
  source: drawSourceSchema,
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

export const historyQuerySchema = pageQuery.extend({
  gameId: idInt(),
  year: optionalInt(1900, 2200).describe('开奖年份'),
  date: isoDate().optional().describe('开奖日期（系统时区）'),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** `GET /lottery/history/group`: years with draws, newest first. */
export const historyGroupSchema = z.array(z.object({ year: z.number().int(), count: z.number().int() }));
export type HistoryGroup = z.infer<typeof historyGroupSchema>;

/** `GET /game/play-cate`: the lottery games (tabs). */
export const lotteryGameSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  source: drawSourceSchema,
  liveUrl: z.string(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const calendarQuerySchema = z.object({
  gameId: idInt(),
  month: isoMonth(),
});
/** `GET /lottery/calendar`: draw days of a month (YYYY-MM-DD, system time zone), past and planned. */
export const calendarSchema = z.object({
  gameId: z.number().int(),
  month: z.string(),
  drawDays: z.array(z.string()),
});
export type DrawCalendar = z.infer<typeof calendarSchema>;

export const verifyQuerySchema = z.object({
  gameId: idInt(),
  turnNum: strictText(20).min(1),
});
/** `GET /lottery/verify`: the proof of one rng draw. */
export const verifySchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  source: drawSourceSchema,
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  numbers: z.array(z.number().int()).describe('公布的开奖号码'),
  recomputed: z.array(z.number().int()).nullable().describe('服务器按种子重新计算的号码'),
  hashMatches: z.boolean().nullable(),
  numbersMatch: z.boolean().nullable(),
});
export type VerifyResult = z.infer<typeof verifySchema>;

/** `GET /lottery/record`: the latest result of every lottery game. */
export const recordSchema = z.array(historyRowSchema.extend({ gameName: z.string() }));
export type LotteryRecord = z.infer<typeof recordSchema>;

export const statsQuerySchema = z.object({
  gameId: idInt(),
  last: boundedInt(1, 200)
    .pipe(z.union([z.literal(25), z.literal(50), z.literal(100), z.literal(200)]))
    .optional(),
  year: optionalInt(1900, 2200),
});
/** `GET /lottery/stats`: frequency, hot/cold and gaps (遗漏) over a window of draws. */
export const statsSchema = z.object({
  gameId: z.number().int(),
  draws: z.number().int().describe('窗口内的期数'),
  frequency: z.array(z.object({ num: z.number().int(), count: z.number().int(), special: z.number().int() })),
  /** Draws since each number was last seen (all 7 balls); = draws when never seen. */
  gaps: z.array(z.object({ num: z.number().int(), gap: z.number().int() })),
  hot: z.array(z.number().int()).describe('出现最多的 10 个号码'),
  cold: z.array(z.number().int()).describe('出现最少的 10 个号码'),
  zodiac: z.array(z.object({ name: z.string(), count: z.number().int() })).describe('特码生肖分布'),
  colour: z
    .array(z.object({ colour: z.enum(['red', 'blue', 'green']), count: z.number().int() }))
    .describe('特码波色分布'),
});
export type LotteryStats = z.infer<typeof statsSchema>;

/** `/sys-upload/data/json/five-elements.json` (spec 2 §3 Five-elements data). */
export const fiveElementsFileSchema = z.array(
  z.object({
    year: z.number().int().describe('农历年'),
    data: z.array(
      z.object({ element: z.enum(['金', '木', '水', '火', '土']), values: z.array(z.number().int()) }),
    ),
  }),
);
export type FiveElementsFile = z.infer<typeof fiveElementsFileSchema>;

export const zodiacQuerySchema = z.object({
  year: optionalInt(1900, 2200).describe('农历年，默认当前农历年'),
});
/** `GET /lottery/zodiac`: numbers of each zodiac for the lunar year. */
export const zodiacTableSchema = z.object({
  year: z.number().int(),
  data: z.array(z.object({ name: z.string(), values: z.array(z.number().int()) })),
});
export type ZodiacTable = z.infer<typeof zodiacTableSchema>;

/** Operator: enter or correct a result (manual games). */
export const manualResultSchema = z.object({
  turnNum: z.string().max(10).regex(/^\d{7,10}$/, '期号格式应为年份加 3 位以上序号'),
  numbers: z
    .array(boundedInt(1, 49))
    .length(7)
    .refine((a) => new Set(a).size === 7, '号码不能重复'),
  openTime: epochMsInput().optional().describe('开奖时间（Unix 毫秒），默认计划时间'),
});
export const correctionSchema = z.object({
  numbers: manualResultSchema.shape.numbers,
  reason: safeText(200).min(1),
});
export const adminGameParams = z.object({ gameId: idInt() });
export const adminTurnParams = adminGameParams.extend({ turnNum: z.string().max(10).regex(/^\d{7,10}$/) });
/** Operator: set a game's live video address (sent to VIDEO and LIVE_URL_HISTORY subscribers). */
export const liveUrlBodySchema = z.object({ liveUrl: z.union([z.literal(''), z.url().max(500)]) });
export const drawNowSchema = z.object({ gameId: z.number().int(), turnNum: z.string(), drawAt: z.number() });
/** The test clock's call: betting open for `seconds` from now (TEST_CLOCK servers only). */
export const openNowBodySchema = z.object({ seconds: boundedInt(10, 3600) });
export const openNowSchema = drawNowSchema.extend({ closeAt: z.number() });
export const broadcastTestSchema = z.object({ gameId: z.number().int(), subscribers: z.number().int() });

/* ---------- game socket `/ws-game/{gameId}` ---------- */

/** Subscription topics of the game socket (spec 2 §4 Live messages). */
export const GAME_TOPICS = ['RESULT', 'VIDEO', 'LIVE_URL_HISTORY'] as const;
export const gameTopicSchema = z.enum(GAME_TOPICS);
export type GameTopic = z.infer<typeof gameTopicSchema>;

export const GAME_SOCKET_COMMANDS = {
  subscribe: 'SUBSCRIBE',
  unsubscribe: 'UNSUBSCRIBE',
  ping: 'PING',
  pong: 'PONG',
  result: 'RESULT',
  ball: 'BALL',
  video: 'VIDEO',
  liveUrlHistory: 'LIVE_URL_HISTORY',
} as const;

/** Client → server frame. */
export const gameClientMessageSchema = z.object({
  command: z.enum(['SUBSCRIBE', 'UNSUBSCRIBE', 'PING']),
  gameId: optionalInt(1),
  type: gameTopicSchema.optional().describe('订阅主题，默认 RESULT'),
});
export type GameClientMessage = z.infer<typeof gameClientMessageSchema>;

/**
 * The parsed `content` of a server frame. BALL carries `index` (1-7) and the numbers revealed
 * so far in `openNum`; RESULT carries all 7 numbers and, for rng games, the published seed.
 */
export const gameContentSchema = z.object({
  gameId: z.number().int(),
  type: gameTopicSchema,
  turnNum: z.string().optional(),
  openNum: z.string().optional(),
  index: z.number().int().min(1).max(7).optional(),
  num: z.number().int().optional(),
  isStreaming: z.boolean().optional(),
  openTime: z.number().optional(),
  seed: z.string().nullable().optional(),
  seedHash: z.string().nullable().optional(),
  liveUrl: z.string().optional(),
  nextTurnNum: z.string().optional(),
  planTime: z.number().optional(),
});
export type GameContent = z.infer<typeof gameContentSchema>;

/** Server → client frame: `content` is a JSON string of {@link GameContent} (empty for PONG). */
export const gameServerMessageSchema = z.object({
  command: z.enum(['RESULT', 'BALL', 'VIDEO', 'LIVE_URL_HISTORY', 'PONG']),
  content: z.string(),
});
export type GameServerMessage = z.infer<typeof gameServerMessageSchema>;
