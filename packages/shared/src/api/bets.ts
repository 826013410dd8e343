import { z } from 'zod';
import { parseYuanInput } from '../domain/money';
import { PLAY_CODES, playSelectionSchema, yearTablesSchema } from '../domain/plays';
import { pageQuery, pagedSchema } from './envelope';
import { isoDate, strictText } from './input';
import { paramTexts } from '../i18n/core';
import { betHans } from '../i18n/zh-Hans';

/**
 * Lottery betting calls (issue 10; spec 3 §3, §4, §7, §8 for records and cancel; spec 4 for plays).
 * Money in the API is yuan (up to 3 decimals); the database keeps thousandths.
 */

/** Texts the server sends and the web shows (spec 3's catalogue where it gives one). */
export const betMsg = {
  ...betHans,
  ...paramTexts<{ parlayTiePrice: (position: number) => string; parlayAboveFair: (key: string, odds: number, fair: number) => string; cancelCount: (n: number) => string; playDisabled: (name: string) => string; playNotOfGame: (name: string) => string; belowMin: (name: string, min: number) => string; aboveMax: (name: string, max: number) => string; numberLimit: (key: string) => string; payoutLimit: (key: string) => string; tooManyLines: (max: number) => string; chaseStoppedBy: (reason: string) => string }>(betHans, ['parlayTiePrice', 'parlayAboveFair', 'cancelCount', 'playDisabled', 'playNotOfGame', 'belowMin', 'aboveMax', 'numberLimit', 'payoutLimit', 'tooManyLines', 'chaseStoppedBy']),
} as const;

export const BetErrorCode = {
  CLOSED: 'BET/CLOSED',
  NO_TURN: 'BET/NO_TURN',
  WRONG_TURN: 'BET/WRONG_TURN',
  PLAY_DISABLED: 'BET/PLAY_DISABLED',
  PLAY_INVALID: 'BET/PLAY_INVALID',
  AMOUNT: 'BET/AMOUNT',
  NUMBER_LIMIT: 'BET/NUMBER_LIMIT',
  PAYOUT_LIMIT: 'BET/PAYOUT_LIMIT',
  CANCEL_REFUSED: 'BET/CANCEL_REFUSED',
  CHASE_NOT_FOUND: 'BET/CHASE_NOT_FOUND',
} as const;

/** Bet order status (spec 3 §4). */
export const BET_STATUS = { pending: 0, settled: 1, cancelled: 2, deleted: 3, chaseStopped: 4 } as const;
/** Result of a settled order (spec 3 §4): 0 未中奖, 1 已派奖, 2 和局. */
export const BET_RESULT = { lose: 0, win: 1, tie: 2 } as const;
/** `model` of spec 3: 1 = credit plays (the only model built); anything else is the official model. */
export const BET_MODEL_CREDIT = 1;

/** Bet list page size and the load-more distance (spec 3 §9). */
export const BET_LIST_PAGE_SIZE = 20;
export const BET_LIST_LOAD_MORE_PX = 300;
/** Local storage key of the compact mode switch (精简模式). */
export const BET_RECORD_SIMPLE_MODEL_KEY = 'bet_record_simple_model';
/** Slip items per bet call; 注 per slip is bounded by the rules (MAX_LINES_PER_SLIP). */
export const MAX_SLIP_ITEMS = 50;
/** Unit stake per 注, yuan. The operator's min/max per play narrow it further. */
export const MAX_UNIT_AMOUNT = 1_000_000;
/** Periods one chase may cover. */
export const MAX_CHASE_PERIODS = 30;

/**
 * Status text of a bet row (spec 3 §4): pending with betEndTime still ahead in UTC+8 and
 * cancelling on → 可撤销 (and [追] for a chase order); pending otherwise → 未开奖.
 */
export function betStatusText(
  o: { status: number; result: number | null; trackOrderNo: string; betEndTime: string },
  nowMs: number,
  cancelEnabled: boolean,
): string {
  switch (o.status) {
    case 0: {
      const cancellable = cancelEnabled && utc8ToMs(o.betEndTime) > nowMs;
      if (!cancellable) return '未开奖';
      return o.trackOrderNo ? '可撤销[追]' : '可撤销';
    }
    case 1:
      return o.result === 0 ? '未中奖' : o.result === 1 ? '已派奖' : o.result === 2 ? '和局' : '-';
    case 2:
      return '已撤单';
    case 3:
      return '删除';
    case 4:
      return '追号停止';
    default:
      return '-';
  }
}

/** `YYYY-MM-DD HH:mm:ss` read as UTC+8 (spec 3 §9: the cancel time comparison uses UTC+8). */
export function utc8ToMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - 8 * 3600_000;
}

const yuan = z.number().describe('元');
const epochMs = (what: string) => z.number().describe(`${what}（Unix 毫秒时间戳）`);
const localTime = (what: string) => z.string().describe(`${what}（系统时区 UTC+8，YYYY-MM-DD HH:mm:ss）`);

export const playCodeSchema = z.enum(PLAY_CODES);

/** Amount in yuan with at most 2 decimals (a stake is never finer than a cent). */
export const stakeSchema = z
  .number()
  .positive(betMsg.amountInvalid)
  .max(MAX_UNIT_AMOUNT, betMsg.amountInvalid)
  // The shared exact parser, not a float tolerance: 1.000000001 must be refused, not rounded.
  .refine((v) => parseYuanInput(v, { decimals: 2, maxYuan: MAX_UNIT_AMOUNT }).ok, betMsg.amountInvalid);

const idempotencyKey = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[\x21-\x7e]+$/, '幂等键格式不正确')
  .describe('每张投注单一个；重放返回第一次的结果，内容不同则 409');

export const gameIdQuerySchema = z.object({ gameId: z.coerce.number().int().min(1).max(100_000) });

/* ---------- GET /api/cp/play/odds ---------- */

/** A play's current settings (per company, game and play). */
export const playSettingSchema = z.object({
  play: playCodeSchema,
  enabled: z.boolean(),
  minAmount: yuan.describe('单注最低（元）'),
  maxAmount: yuan.describe('单注最高（元）'),
  /** Percentage of the valid stake returned whatever the result (0 = none). */
  rebate: z.number().describe('退水 %'),
});
export type PlaySetting = z.infer<typeof playSettingSchema>;

export const playOddsSchema = z.object({
  gameId: z.number().int(),
  turn: z
    .object({
      turnNum: z.string(),
      betEndTime: epochMs('封盘时间'),
      drawTime: epochMs('开奖时间'),
      secondsToClose: z.number().int().describe('距封盘秒数（服务器时钟）'),
      isOpen: z.boolean(),
    })
    .nullable()
    .describe('当前期；没有可投注的期时为 null'),
  serverTime: epochMs('服务器时间'),
  closeSeconds: z.number().int().describe('开奖前封盘秒数（运营设置）'),
  /** The period's frozen YearTables (`yearTablesSchema` of the rules). */
  tables: yearTablesSchema.nullable(),
  /** Current price of every price key (`priceKeysOf`) → decimal odds including the stake. */
  odds: z.record(z.string(), z.number()),
  plays: z.array(playSettingSchema),
  hy_is_cancel: z.string().describe('1 = 允许撤单'),
  model: z.number().int(),
});
export type PlayOdds = z.infer<typeof playOddsSchema>;

/* ---------- POST /api/cp/bet ---------- */

export const betItemSchema = z.object({
  selection: playSelectionSchema,
  unitAmount: stakeSchema.describe('每注金额（元）'),
});
export type BetItem = z.infer<typeof betItemSchema>;

export const betBodySchema = z.object({
  gameId: z.number().int().min(1).max(100_000),
  turnNum: z.string().min(1).max(32),
  idempotencyKey,
  items: z.array(betItemSchema).min(1).max(MAX_SLIP_ITEMS),
});
export type BetBody = z.infer<typeof betBodySchema>;

export const placedOrderSchema = z.object({
  orderNo: z.string(),
  play: playCodeSchema,
  cateName: z.string(),
  betCount: z.number().int().describe('注数'),
  unitAmount: yuan,
  totalMoney: yuan,
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const betResultSchema = z.object({
  gameId: z.number().int(),
  turnNum: z.string(),
  orders: z.array(placedOrderSchema),
  betCount: z.number().int(),
  totalMoney: yuan,
  balance: yuan.describe('投注后余额（元）'),
});
export type BetResult = z.infer<typeof betResultSchema>;

/* ---------- chase (追号) ---------- */

export const chaseBodySchema = z.object({
  gameId: z.number().int().min(1).max(100_000),
  idempotencyKey,
  selection: playSelectionSchema,
  unitAmount: stakeSchema.describe('首期每注金额（元）'),
  periods: z.number().int().min(2).max(MAX_CHASE_PERIODS).describe('追号期数（含当前期）'),
  /** fixed: the same unit every period; double: the unit doubles every period. */
  mode: z.enum(['fixed', 'double']),
  stopOnWin: z.boolean().describe('中奖后停止追号'),
});
export type ChaseBody = z.infer<typeof chaseBodySchema>;

export const chasePeriodSchema = z.object({
  seq: z.number().int().describe('第几期（1 起）'),
  unitAmount: yuan,
  turnNum: z.string().describe('下单后的期号；未到期时为空'),
  orderNo: z.string(),
  state: z.enum(['planned', 'placed', 'stopped']),
});

export const chaseSchema = z.object({
  trackOrderNo: z.string(),
  gameId: z.number().int(),
  play: playCodeSchema,
  status: z.enum(['running', 'finished', 'stopped']),
  stopOnWin: z.boolean(),
  mode: z.enum(['fixed', 'double']),
  message: z.string().describe('停止原因（中文），无则为空'),
  periods: z.array(chasePeriodSchema),
  balance: yuan.optional(),
});
export type Chase = z.infer<typeof chaseSchema>;

export const chaseCancelBodySchema = z.object({ trackOrderNo: strictText(40).min(1) });

/* ---------- records (spec 3 §3, §7) ---------- */

/** Spec 3's Bet order, plus the 注 details the records page shows. */
export const betOrderSchema = z.object({
  orderNo: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  status: z.number().int().describe('0 未开奖 1 已开奖 2 已撤单 3 删除 4 追号停止'),
  result: z.number().int().nullable().describe('status=1 时：0 未中奖 1 已派奖 2 和局'),
  betEndTime: localTime('封盘时间'),
  trackOrderNo: z.string().describe('追号单号，非追号为空'),
  turnNum: z.string(),
  totalMoney: yuan,
  reward: yuan.describe('派奖金额（含和局退回）'),
  cateName: z.string().describe('玩法'),
  model: z.number().int().describe('1 = 信用玩法'),
  addTime: localTime('下单时间'),
  account: z.string(),
  openNum: z.string().describe('开奖号码，未开奖为空'),
  betInfo: z.string().describe('投注内容'),
  betCount: z.number().int(),
  unitAmount: yuan,
  odds: z.string().describe('下单时的赔率'),
  /** Whether the owner may cancel it right now (pending, period open, cancelling on). */
  canCancel: z.boolean(),
});
export type BetOrder = z.infer<typeof betOrderSchema>;

export const todayListQuerySchema = pageQuery.extend({
  status: z.coerce.number().int().min(0).max(4).optional(),
  gameId: z.coerce.number().int().min(1).max(100_000).optional(),
  model: z.coerce.number().int().min(0).max(9).optional(),
});
export const historyListQuerySchema = pageQuery.extend({
  date: isoDate(),
  gameId: z.coerce.number().int().min(1).max(100_000).optional(),
});
export const betListSchema = pagedSchema(betOrderSchema);
export type BetList = z.infer<typeof betListSchema>;

/** Days listed by historyDayReport (today and 6 days back, spec 3 §9). */
export const HISTORY_DAYS = 7;
export const dayReportRowSchema = z.object({
  statTime: z.string().describe('YYYY-MM-DD（系统时区）'),
  bettingMoney: yuan.describe('有效投注（不含撤单）'),
  winOrcloseMoney: yuan.describe('输赢：派奖 − 已结算投注'),
});
export type DayReportRow = z.infer<typeof dayReportRowSchema>;

/** `POST /api/bet/cancel` (form-encoded): orderNo = comma-joined order numbers. */
export const cancelBodySchema = z.object({
  orderNo: strictText(2000)
    .min(1, betMsg.selectOne)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(40)).min(1, betMsg.selectOne).max(100)),
});
export const cancelResultSchema = z.object({
  cancelled: z.array(z.string()),
  refund: yuan,
  balance: yuan,
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

/* ---------- operator ---------- */

export const adminOddsRowSchema = z.object({
  priceKey: z.string(),
  odds: z.number(),
  fair: z.number(),
  aboveFair: z.boolean(),
});
export const adminLimitRowSchema = playSettingSchema.extend({
  maxPerNumber: yuan.describe('每个号码每期全体会员投注上限（元），0 = 不限'),
  maxPayout: yuan.describe('每个号码每期可赢上限（元），0 = 不限'),
});
export type AdminLimitRow = z.infer<typeof adminLimitRowSchema>;
export const adminBetConfigSchema = z.object({
  gameId: z.number().int(),
  closeSeconds: z.number().int(),
  odds: z.array(adminOddsRowSchema),
  limits: z.array(adminLimitRowSchema),
  warnings: z.array(z.string()).describe('赔率高于公平赔率的提醒'),
});
export type AdminBetConfig = z.infer<typeof adminBetConfigSchema>;

export const adminOddsBodySchema = z.object({
  prices: z
    .array(z.object({ priceKey: z.string().min(1).max(40), odds: z.number().min(1).max(1_000_000) }))
    .min(1)
    .max(500),
});
export const adminLimitBodySchema = z.object({
  play: playCodeSchema,
  enabled: z.boolean().optional(),
  minAmount: z.number().min(0.01).max(MAX_UNIT_AMOUNT).optional(),
  maxAmount: z.number().min(0.01).max(MAX_UNIT_AMOUNT).optional(),
  maxPerNumber: z.number().min(0).max(1e9).optional(),
  maxPayout: z.number().min(0).max(1e10).optional(),
  rebate: z.number().min(0).max(20).optional(),
});
export const adminCloseSecondsBodySchema = z.object({ closeSeconds: z.number().int().min(0).max(3600) });

/** Award notice published on the bus for a large win (spec 3 §3; chat consumes it). */
export const AWARD_CHANNEL = 'bets:award';
/**
 * An award notice the bets module has stored (a ChatAwardNotice with its companyId), published
 * once for the sockets of every process to deliver.
 */
export const AWARD_NOTICE_CHANNEL = 'bets:award-notice';
export const AWARD_MIN_REWARD_KEY = 'award_notice_min_reward';
/** Yuan; a company may set `award_notice_min_reward` instead. */
export const AWARD_MIN_REWARD_DEFAULT = 1000;
export interface AwardNotice {
  nickname: string;
  userName: string;
  gameName: string;
  gameId: number;
  reward: number;
  companyId: number;
  /** What won (e.g. `bet:{orderNo}`): the notice's id in chat is derived from it, the same in every process. */
  sourceId?: string;
}
