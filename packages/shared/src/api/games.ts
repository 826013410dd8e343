import { z } from 'zod';
import { DT_SIDES } from '../domain/dragon-tiger';
import { milliToYuan, yuanToMilli } from '../domain/money';
import { pagedSchema } from './envelope';
import { boundedInt, idInt, isoDate, optionalInt, pageFields, safeText, strictText, yuanAmount } from './input';
import { gamesHans } from '../i18n/zh-Hans';

/**
 * Game center, third-party games (providers, launch, transfer wallet), live casino reports and
 * the sandbox provider's 龙虎 table. Routes: docs/games.md. Amounts on the wire are yuan
 * (numbers); request amounts are parsed to thousandths by `yuanAmount()`.
 */

/** Texts of the game calls (the server sends them, the web shows and tests them). */
export const gamesMsg = { ...gamesHans } as const;

/** Category order of the tabs (spec 1 §2, §9). */
export const GAME_CATEGORIES = ['hot', 'LOTTERY', 'fish', 'electronic', 'card', 'live', 'sport'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
/** The categories a game row can have (hot is derived from `hot > 0`). */
export const GAME_ROW_CATEGORIES = ['LOTTERY', 'fish', 'electronic', 'card', 'live', 'sport'] as const;
export type GameRowCategory = (typeof GAME_ROW_CATEGORIES)[number];
export const GAME_CATEGORY_LABELS: Record<GameCategory, string> = {
  hot: '热门',
  LOTTERY: '彩票',
  fish: '捕鱼',
  electronic: '电子',
  card: '棋牌',
  live: '真人',
  sport: '体育',
};
/** Categories drawn as one column of landscape images (spec 1 §2 game grid). */
export const LANDSCAPE_CATEGORIES: readonly GameCategory[] = ['live', 'sport'];
/** Page size of the game center lists (spec 1 §9). */
export const GAME_CENTER_ROWS = 30;
/** Lifetime of a signed launch link. */
export const LAUNCH_TTL_SEC = 300;
/** Live code and game code of the sandbox provider's 龙虎 table. */
export const SANDBOX_LIVE_CODE = 'SANDBOX';
export const SANDBOX_DT_GAME_CODE = 'SBX_DT';
/** Whether a game opens the internal lottery page /game/{gameId} instead of /live/play. */
export const isInternalGame = (g: { type: string }): boolean => g.type === '' || g.type === 'LOTTERY';

/**
 * The balance shown in the header (spec 1 §3 Profile: displayed money = money + liveMoney),
 * added in thousandths so 0.1 + 0.2 shows 0.3.
 */
export const displayedBalance = (b: { money: number; liveMoney: number }): number =>
  milliToYuan(yuanToMilli(b.money) + yuanToMilli(b.liveMoney));

// ---- catalogue -------------------------------------------------------------------------------

export const gameSchema = z.object({
  gameId: z.number().int(),
  gameName: z.string(),
  category: z.enum(GAME_ROW_CATEGORIES),
  type: z.string(),
  liveCode: z.string(),
  gameCode: z.string(),
  gameKind: z.string(),
  imageUrl: z.string(),
  landscapeUrl: z.string(),
  /** Above 0: in the hot list, sorted descending. */
  hot: z.number().int(),
  isFollow: z.union([z.literal(0), z.literal(1)]),
  /** `start~end` in the system time zone, '' for none (domain/game-maintenance.ts). */
  maintain: z.string(),
  /** 1 = landscape in the app. */
  appDisplay: z.number().int(),
  providerName: z.string(),
  providerUrl: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const providerOptionSchema = z.object({
  providerName: z.string(),
  /** `all_provider` for the 'all' entry. */
  liveCode: z.string(),
  providerUrl: z.string(),
  isSelect: z.union([z.literal(0), z.literal(1)]),
});
export type ProviderOption = z.infer<typeof providerOptionSchema>;

export const gameGroupSchema = z.object({
  category: z.enum(GAME_CATEGORIES),
  name: z.string(),
  games: z.array(gameSchema),
});
export type GameGroup = z.infer<typeof gameGroupSchema>;

/**
 * `game_center.json` and `GET /game/group`: every category in tab order (hot first, hot games
 * sorted by `hot` descending) and the enabled providers. The static file has isFollow 0.
 */
export const gameCenterSchema = z.object({
  groups: z.array(gameGroupSchema),
  providers: z.array(providerOptionSchema),
});
export type GameCenter = z.infer<typeof gameCenterSchema>;

const categoryParam = z.enum(GAME_CATEGORIES, { error: '游戏分类不正确' });
/** Comma-joined live codes (`liveCode=AG,SANDBOX`); empty or `all_provider` = all. */
const liveCodeList = safeText(400).regex(/^[\w,-]*$/, { error: '平台代码不正确' });

export const gameGroupTypeQuerySchema = z.object({ groupType: categoryParam });
export const gameListQuerySchema = z.object({
  groupType: categoryParam.default('hot'),
  liveCode: liveCodeList.optional(),
  /** Substring of the game name (trimmed; empty = no filter). */
  gameName: safeText(50).optional(),
  ...pageFields(GAME_CENTER_ROWS, 100),
});
export const gameListSchema = pagedSchema(gameSchema);

export const gameToggleLikeBodySchema = z.object({ gameId: idInt(), like: boundedInt(0, 1) });
export const gameToggleLikeResultSchema = z.object({ gameId: z.number().int(), isFollow: z.union([z.literal(0), z.literal(1)]) });

/** `GET /api/live/allLiveGames`: the third-party games that have reports (code = gameCode). */
export const liveGameSchema = z.object({
  code: z.string(),
  gameName: z.string(),
  liveCode: z.string(),
  providerName: z.string(),
});

// ---- launch and transfer ------------------------------------------------------------------------

const codeText = strictText(32).regex(/^[\w-]+$/, { error: '代码不正确' });

export const livePlayQuerySchema = z.object({
  liveCode: codeText,
  /** The game code within the provider. */
  gameType: strictText(64).regex(/^[\w-]*$/, { error: '游戏代码不正确' }).optional(),
  isMobile: optionalInt(0, 1),
  gameKind: safeText(32).optional(),
  /** Our game id, when the client has it (preferred over liveCode + gameType). */
  gameId: optionalInt(1),
  /** 1: move the whole main balance to the game balance before launching. */
  autoTransfer: optionalInt(0, 1),
});
export const livePlayResultSchema = z.object({
  url: z.string(),
  /** ISO time the link stops working. */
  expiresAt: z.string(),
  /** Yuan moved in by autoTransfer (0 when none). */
  transferred: z.number(),
  money: z.number(),
  liveMoney: z.number(),
});
export type LivePlayResult = z.infer<typeof livePlayResultSchema>;

export const liveTransferBodySchema = z.object({
  liveCode: codeText,
  amount: yuanAmount(),
  /** in: main balance → game balance; out: game balance → main balance. */
  direction: z.enum(['in', 'out']),
});
export const liveTransferResultSchema = z.object({ money: z.number(), liveMoney: z.number(), reference: z.string() });
export const liveBalanceQuerySchema = z.object({ liveCode: codeText });
export const liveBalanceSchema = z.object({ liveCode: z.string(), balance: z.number(), money: z.number(), liveMoney: z.number() });

// ---- live casino reports (spec 3) ------------------------------------------------------------------

export const gameReportQuerySchema = z.object({
  /** Comma-joined game codes (from allLiveGames). */
  gameCodes: safeText(2000).regex(/^[\w,-]+$/, { error: '游戏代码不正确' }),
  startDate: isoDate(),
  endDate: isoDate(),
});
export const gameReportRowSchema = z.object({
  gameName: z.string(),
  gameCode: z.string(),
  betCount: z.number().int(),
  betAmount: z.number(),
  validBetAmount: z.number(),
  /** Member's win/loss: payout − stake (negative = lost). */
  winAmount: z.number(),
});
export type GameReportRow = z.infer<typeof gameReportRowSchema>;

export const betRecordQuerySchema = z.object({
  gameCode: strictText(64).regex(/^[\w-]+$/, { error: '游戏代码不正确' }),
  startDate: isoDate(),
  endDate: isoDate(),
  ...pageFields(20, 100),
});
export const gameBetRecordSchema = z.object({
  id: z.number().int(),
  /** The provider's record id (unique per provider). */
  recordId: z.string(),
  liveCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  roundNo: z.string(),
  betContent: z.string(),
  betAmount: z.number(),
  validBetAmount: z.number(),
  payout: z.number(),
  winAmount: z.number(),
  betTime: z.string(),
  settleTime: z.string(),
});
export type GameBetRecord = z.infer<typeof gameBetRecordSchema>;
export const betRecordListSchema = pagedSchema(gameBetRecordSchema);

// ---- sandbox provider: 龙虎 ------------------------------------------------------------------------

export const sandboxLaunchQuerySchema = z.object({ t: strictText(400) });
export const sandboxLaunchSchema = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  /** The owner's account, to the signed-in owner only; null for a guest holding the link. */
  account: z.string().nullable(),
  expiresAt: z.string(),
});

const cardSchema = z.object({ code: z.number().int(), suit: z.string(), rank: z.number().int(), label: z.string() });
export const dtRoundSchema = z.object({
  roundId: z.number().int(),
  roundNo: z.string(),
  status: z.enum(['betting', 'settled']),
  /** SHA-256 (hex) of the seed, published when betting opens. */
  seedHash: z.string(),
  /** The seed (hex), published once the round is settled; null before. */
  seed: z.string().nullable(),
  openAt: z.string(),
  closeAt: z.string(),
  settledAt: z.string().nullable(),
  dragon: cardSchema.nullable(),
  tiger: cardSchema.nullable(),
  winner: z.enum(DT_SIDES).nullable(),
});
export type DtRound = z.infer<typeof dtRoundSchema>;

export const dtBetSchema = z.object({
  betId: z.number().int(),
  roundId: z.number().int(),
  roundNo: z.string(),
  side: z.enum(DT_SIDES),
  amount: z.number(),
  /** Returned to the game balance (stake included); null while unsettled. */
  payout: z.number().nullable(),
  status: z.enum(['open', 'settled']),
  createdAt: z.string(),
});
export type DtBet = z.infer<typeof dtBetSchema>;

export const dtStateSchema = z.object({
  serverTime: z.string(),
  liveMoney: z.number(),
  money: z.number(),
  /** The round taking bets now (null for a moment between rounds). */
  current: dtRoundSchema.nullable(),
  /** The latest settled rounds, newest first (at most 10). */
  history: z.array(dtRoundSchema),
  /** The member's bets in the current and listed rounds, newest first. */
  myBets: z.array(dtBetSchema),
});
export type DtState = z.infer<typeof dtStateSchema>;

export const dtBetBodySchema = z.object({
  roundId: idInt(),
  side: z.enum(DT_SIDES, { error: '下注选项不正确' }),
  amount: yuanAmount(),
});
export const dtBetResultSchema = z.object({ bet: dtBetSchema, liveMoney: z.number() });

// ---- operator API ---------------------------------------------------------------------------------

const urlText = safeText(500);
const liveCodeText = safeText(32).regex(/^[\w-]*$/, { error: '平台代码不正确' });
const gameCodeText = safeText(64).regex(/^[\w-]*$/, { error: '游戏代码不正确' });
/** Editable game fields (no defaults: an update changes only what it sends). */
const gameFields = {
  gameName: safeText(60).min(1),
  category: z.enum(GAME_ROW_CATEGORIES),
  type: safeText(32),
  liveCode: liveCodeText,
  gameCode: gameCodeText,
  gameKind: safeText(32),
  imageUrl: urlText,
  landscapeUrl: urlText,
  hot: boundedInt(0, 1_000_000),
  maintain: safeText(60),
  appDisplay: boundedInt(0, 1),
  sort: boundedInt(0, 1_000_000),
  enabled: z.boolean(),
};
export const adminGameBodySchema = z.object({
  gameId: idInt(),
  gameName: gameFields.gameName,
  category: gameFields.category,
  type: gameFields.type.default(''),
  liveCode: gameFields.liveCode.default(''),
  gameCode: gameFields.gameCode.default(''),
  gameKind: gameFields.gameKind.default(''),
  imageUrl: gameFields.imageUrl.default(''),
  landscapeUrl: gameFields.landscapeUrl.default(''),
  hot: gameFields.hot.default(0),
  maintain: gameFields.maintain.default(''),
  appDisplay: gameFields.appDisplay.default(0),
  sort: gameFields.sort.default(0),
  enabled: gameFields.enabled.default(true),
});
export const adminGameUpdateSchema = z.object(gameFields).partial();
export const adminGameSchema = gameSchema.omit({ isFollow: true }).extend({ sort: z.number().int(), enabled: z.boolean() });
export const adminHotBodySchema = z.object({
  /** Game ids, hottest first: they get descending hot values; games not listed get 0. */
  order: z.array(idInt()).max(500),
});
export const adminMaintainBodySchema = z.object({ maintain: safeText(60) });
const providerFields = { name: safeText(60).min(1), url: urlText, logo: urlText, sort: boundedInt(0, 1_000_000), enabled: z.boolean() };
export const adminProviderBodySchema = z.object({
  liveCode: strictText(32).regex(/^[\w-]+$/, { error: '平台代码不正确' }),
  name: providerFields.name,
  url: providerFields.url.default(''),
  logo: providerFields.logo.default(''),
  sort: providerFields.sort.default(0),
  enabled: providerFields.enabled.default(true),
});
export const adminProviderUpdateSchema = z.object(providerFields).partial();
export const adminProviderSchema = z.object({
  liveCode: z.string(),
  name: z.string(),
  url: z.string(),
  logo: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export const gameIdParams = z.object({ gameId: idInt() });
export const liveCodeParams = z.object({ liveCode: strictText(32).regex(/^[\w-]+$/, { error: '平台代码不正确' }) });
