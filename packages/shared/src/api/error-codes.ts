import { msg } from '../messages';
import { REG_MSG } from '../domain/registration-rules';
import { ACCOUNT_MSG } from './accounts';
import { VOTE_MESSAGES } from './content';
import { LOTTERY_MSG } from './lottery';
import { walletMsg } from './wallet';
import { betMsg } from './bets';
import { CHAT_MSG } from './chat';
import { agentMsg } from './agents';
import { chatSocialMsg } from './chat-social';
import { hongbaoMsg } from './hongbao';
import { operatorMsg } from './operators';
import { gamesMsg } from './games';
import { bonusMsg } from './bonus';
import { forumMsg } from './forum';
import { UPLOAD_LIMITS, uploadMsg } from './content';
import { betHans, bonusHans, errorsHans } from '../i18n/zh-Hans';

/** What one error code means on the wire: the HTTP status it leaves with and its Chinese message. */
export interface ErrorSpec {
  readonly code: string;
  readonly status: number;
  /** Default message; a call may send a more precise Chinese text under the same code. */
  readonly message: string;
}

/**
 * The one error catalogue: every code the server sends, with its HTTP status and Chinese
 * message. The codes the specs name (spec 1 §8: UC/TOKEN_INVALID, UC/CASH_PASSWORD*,
 * UC/RESET_PASSWORD, LIVE/maintenance, USER_IN_BLACKLIST, LIVE/BLACK_USER,
 * UC/ACCOUNT_STATE_ERROR, KY/0) keep their exact spelling; the rest are ours. The client
 * branches on codes, never on messages. Texts live in the message tables and are referenced
 * here, so each Chinese sentence is written once.
 */
const CATALOGUE = {
  // Generic
  BAD_REQUEST: { code: 'SYS/BAD_REQUEST', status: 400, message: msg.badRequest },
  NOT_FOUND: { code: 'SYS/NOT_FOUND', status: 404, message: msg.notFound },
  SYSTEM: { code: 'SYS/ERROR', status: 500, message: msg.systemError },
  RATE_LIMITED: { code: 'SYS/RATE_LIMITED', status: 429, message: msg.tooManyRequests },
  IDEMPOTENCY_CONFLICT: { code: 'SYS/IDEMPOTENCY_CONFLICT', status: 409, message: walletMsg.idempotencyConflict },
  IDEMPOTENCY_BUSY: { code: 'SYS/IDEMPOTENCY_BUSY', status: 409, message: walletMsg.idempotencyBusy },
  ADMIN_UNAUTHORIZED: { code: 'ADMIN/UNAUTHORIZED', status: 401, message: msg.adminTokenInvalid },

  // Sessions and accounts (spec 1 §8)
  UNAUTHORIZED: { code: 'UC/UNAUTHORIZED', status: 401, message: msg.loginRequired },
  TOKEN_INVALID: { code: 'UC/TOKEN_INVALID', status: 400, message: msg.tokenInvalid },
  LOGIN_ELSEWHERE: { code: 'UC/LOGIN_ELSEWHERE', status: 401, message: msg.loginElsewhere },
  RESET_PASSWORD: { code: 'UC/RESET_PASSWORD', status: 400, message: ACCOUNT_MSG.resetPasswordDefault },
  CASH_PASSWORD: { code: 'UC/CASH_PASSWORD', status: 400, message: ACCOUNT_MSG.fundPwdEmpty },
  CASH_PASSWORD_NULL: { code: 'UC/CASH_PASSWORD_NULL', status: 400, message: ACCOUNT_MSG.fundPwdNull },
  CASH_PASSWORD_ERROR: { code: 'UC/CASH_PASSWORD_ERROR', status: 400, message: ACCOUNT_MSG.fundPwdError },
  CASH_PASSWORD_LOCKED: { code: 'UC/CASH_PASSWORD_LOCKED', status: 400, message: ACCOUNT_MSG.fundPwdLocked },
  ACCOUNT_STATE_ERROR: { code: 'UC/ACCOUNT_STATE_ERROR', status: 400, message: ACCOUNT_MSG.accountDisabled },
  TRIAL_FORBIDDEN: { code: 'UC/TRIAL_FORBIDDEN', status: 403, message: msg.trialForbidden },
  FORBIDDEN: { code: 'UC/FORBIDDEN', status: 403, message: msg.forbidden },
  LOGIN_FAILED: { code: 'UC/LOGIN_FAILED', status: 400, message: ACCOUNT_MSG.loginFailed },
  VCODE_REQUIRED: { code: 'UC/VCODE_REQUIRED', status: 400, message: ACCOUNT_MSG.vCodeRequired },
  VCODE_ERROR: { code: 'UC/VCODE_ERROR', status: 400, message: ACCOUNT_MSG.vCodeError },
  ACCOUNT_TAKEN: { code: 'UC/ACCOUNT_TAKEN', status: 400, message: REG_MSG.accountTaken },
  INTR_CODE_MISSING: { code: 'UC/INTR_CODE_MISSING', status: 400, message: REG_MSG.intrCodeMissing },
  /** Registration input the shared rules refused; the call sends the rule's own message. */
  REG_INVALID: { code: 'UC/REG_INVALID', status: 400, message: msg.badRequest },
  PASSWORD_ERROR: { code: 'UC/PASSWORD_ERROR', status: 400, message: ACCOUNT_MSG.oldPasswordError },
  /** A profile, password or bank field the rules refused; the call sends the rule's own message. */
  INVALID_FIELD: { code: 'UC/INVALID_FIELD', status: 400, message: msg.badRequest },
  USER_NOT_FOUND: { code: 'UC/NOT_FOUND', status: 404, message: ACCOUNT_MSG.userNotFound },
  /** A password sent in a query string (they go in the body only). */
  SECRET_IN_QUERY: { code: 'UC/SECRET_IN_QUERY', status: 400, message: ACCOUNT_MSG.secretInQuery },

  // Game start (spec 1 §8): the web shows the server message for the first four.
  LIVE_MAINTENANCE: { code: 'LIVE/maintenance', status: 400, message: msg.gameMaintenance },
  USER_IN_BLACKLIST: { code: 'USER_IN_BLACKLIST', status: 403, message: msg.gameBlacklisted },
  LIVE_BLACK_USER: { code: 'LIVE/BLACK_USER', status: 403, message: msg.gameBlacklisted },
  KY_IN_GAME: { code: 'KY/0', status: 409, message: msg.inGameRound },

  // Wallet
  INSUFFICIENT: { code: 'WALLET/INSUFFICIENT', status: 400, message: walletMsg.insufficient },
  BANK_REQUIRED: { code: 'WALLET/BANK_REQUIRED', status: 400, message: walletMsg.bankRequired },
  /** The call sends walletMsg.withdrawRange(min, max). */
  WITHDRAW_RANGE: { code: 'WALLET/WITHDRAW_RANGE', status: 400, message: walletMsg.amountInvalid },
  WITHDRAW_DAILY_LIMIT: { code: 'WALLET/WITHDRAW_DAILY_LIMIT', status: 400, message: walletMsg.withdrawDailyLimit },
  TURNOVER_NOT_MET: { code: 'WALLET/TURNOVER_NOT_MET', status: 400, message: walletMsg.turnoverNotMet },
  /** The call sends walletMsg.rechargeRange(min, max). */
  RECHARGE_RANGE: { code: 'WALLET/RECHARGE_RANGE', status: 400, message: walletMsg.amountInvalid },
  CHANNEL_UNAVAILABLE: { code: 'WALLET/CHANNEL_UNAVAILABLE', status: 400, message: walletMsg.channelUnavailable },
  ORDER_NOT_FOUND: { code: 'WALLET/ORDER_NOT_FOUND', status: 404, message: walletMsg.orderNotFound },
  ORDER_CLOSED: { code: 'WALLET/ORDER_CLOSED', status: 409, message: walletMsg.orderClosed },
  BAD_SIGNATURE: { code: 'PAY/BAD_SIGNATURE', status: 401, message: walletMsg.badSignature },
  CALLBACK_EXPIRED: { code: 'PAY/CALLBACK_EXPIRED', status: 401, message: walletMsg.callbackExpired },
  AMOUNT_MISMATCH: { code: 'PAY/AMOUNT_MISMATCH', status: 400, message: walletMsg.amountMismatch },

  // Content (spec 2 §8)
  VOTE_REPEAT: { code: 'DOC/VOTE_REPEAT', status: 409, message: VOTE_MESSAGES.repeat },
  VOTE_NO_OPTION: { code: 'DOC/VOTE_NO_OPTION', status: 400, message: VOTE_MESSAGES.noOption },
  VOTE_CLOSED: { code: 'DOC/VOTE_CLOSED', status: 409, message: VOTE_MESSAGES.closed },

  // Draws (operator calls)
  LOTTERY_RNG_GAME: { code: 'LOTTERY/RNG_GAME', status: 409, message: LOTTERY_MSG.rngManual },
  LOTTERY_ALREADY_DRAWN: { code: 'LOTTERY/ALREADY_DRAWN', status: 409, message: LOTTERY_MSG.alreadyDrawn },
  LOTTERY_NOT_MANUAL: { code: 'LOTTERY/NOT_MANUAL', status: 409, message: LOTTERY_MSG.correctOnlyManual },
  LOTTERY_NOT_DRAWN: { code: 'LOTTERY/NOT_DRAWN', status: 409, message: LOTTERY_MSG.notDrawn },
  LOTTERY_NOT_RNG: { code: 'LOTTERY/NOT_RNG', status: 409, message: LOTTERY_MSG.notRng },
  LOTTERY_NO_TURN: { code: 'LOTTERY/NO_TURN', status: 409, message: LOTTERY_MSG.noTurn },

  // Lottery betting (issue 10; spec 3 §8 for cancel). Calls send a more precise text where they have one.
  BET_CLOSED: { code: 'BET/CLOSED', status: 400, message: betMsg.closed },
  BET_NO_TURN: { code: 'BET/NO_TURN', status: 400, message: betMsg.noOpenTurn },
  BET_WRONG_TURN: { code: 'BET/WRONG_TURN', status: 400, message: betMsg.wrongTurn },
  BET_PLAY_DISABLED: { code: 'BET/PLAY_DISABLED', status: 400, message: betMsg.playDisabled(betHans.playDisabledDefault) },
  /** The call sends the rules' own reason (PlayError). */
  BET_PLAY_INVALID: { code: 'BET/PLAY_INVALID', status: 400, message: msg.badRequest },
  BET_AMOUNT: { code: 'BET/AMOUNT', status: 400, message: betMsg.amountInvalid },
  BET_NUMBER_LIMIT: { code: 'BET/NUMBER_LIMIT', status: 400, message: betMsg.numberLimit(betHans.limitDefaultKey) },
  BET_PAYOUT_LIMIT: { code: 'BET/PAYOUT_LIMIT', status: 400, message: betMsg.payoutLimit(betHans.limitDefaultKey) },
  BET_CANCEL_REFUSED: { code: 'BET/CANCEL_REFUSED', status: 400, message: betMsg.cancelNotAllowed },
  BET_CHASE_NOT_FOUND: { code: 'BET/CHASE_NOT_FOUND', status: 404, message: betMsg.chaseNotFound },

  // Chat (issue 12; spec 3 §8: 405 = room unavailable → home, 403 = to login).
  CHAT_TOKEN_INVALID: { code: 'CHAT/TOKEN_INVALID', status: 403, message: CHAT_MSG.tokenInvalid },
  CHAT_LOGIN: { code: 'CHAT/LOGIN', status: 403, message: CHAT_MSG.loginRequired },
  CHAT_UNAVAILABLE: { code: 'CHAT/UNAVAILABLE', status: 405, message: CHAT_MSG.unavailable },
  CHAT_MAINTENANCE: { code: 'CHAT/MAINTENANCE', status: 405, message: CHAT_MSG.maintenance },
  CHAT_MUTED: { code: 'CHAT/MUTED', status: 400, message: CHAT_MSG.muted('') },
  CHAT_READONLY: { code: 'CHAT/READONLY', status: 400, message: CHAT_MSG.readonly },
  CHAT_SLOW_MODE: { code: 'CHAT/SLOW_MODE', status: 429, message: CHAT_MSG.slowMode(1) },
  CHAT_TOO_FAST: { code: 'CHAT/TOO_FAST', status: 429, message: CHAT_MSG.tooFast },
  CHAT_NOT_IN_ROOM: { code: 'CHAT/NOT_IN_ROOM', status: 400, message: CHAT_MSG.notInRoom },
  CHAT_IMAGE_TOO_LARGE: { code: 'CHAT/IMAGE_TOO_LARGE', status: 400, message: CHAT_MSG.imageTooLarge },

  // Agents (issue 14). A user outside the caller's team answers 403 whether or not it exists.
  AGENT_NOT_IN_TEAM: { code: 'DL/NOT_IN_TEAM', status: 403, message: agentMsg.notInTeam },
  AGENT_LINK_NOT_FOUND: { code: 'DL/LINK_NOT_FOUND', status: 404, message: agentMsg.linkNotFound },
  /** The call sends agentMsg.linkLimit(n). */
  AGENT_LINK_LIMIT: { code: 'DL/LINK_LIMIT', status: 400, message: agentMsg.linkLimit(50) },
  /** The call sends agentMsg.rebateRange(min, max). */
  AGENT_REBATE_RANGE: { code: 'DL/REBATE_RANGE', status: 400, message: agentMsg.rebateRange(0, 20) },
  /** The call sends agentMsg.dateOrder or agentMsg.rangeTooLong(days). */
  AGENT_DATE_RANGE: { code: 'DL/DATE_RANGE', status: 400, message: agentMsg.dateOrder },
  /** Operator move (issue 15): the call sends the precise agentMsg.move* text. */
  AGENT_MOVE_INVALID: { code: 'DL/MOVE_INVALID', status: 400, message: agentMsg.moveParentNotAgent },
  /** Operator move under the user itself or its own downline, or to the parent it already has. */
  AGENT_MOVE_CONFLICT: { code: 'DL/MOVE_CONFLICT', status: 409, message: agentMsg.moveIntoOwnTeam },

  // Chat, social side (chat-social: contacts, customer service, moderation).
  CHAT_NOT_STAFF: { code: 'CHAT/NOT_STAFF', status: 403, message: chatSocialMsg.notStaff },
  CHAT_CS_CLOSED: { code: 'CHAT/CS_CLOSED', status: 409, message: chatSocialMsg.conversationClosed },
  CHAT_WORD_EXISTS: { code: 'CHAT/WORD_EXISTS', status: 409, message: chatSocialMsg.wordExists },
  CHAT_REPORT_REPEAT: { code: 'CHAT/REPORT_REPEAT', status: 409, message: chatSocialMsg.reportRepeat },
  CHAT_REPORT_CLOSED: { code: 'CHAT/REPORT_CLOSED', status: 409, message: chatSocialMsg.reportResolved },

  // Red packets (issue 13). HONGBAO_LIMIT carries the precise rule (hongbaoSendProblem).
  HONGBAO_NOT_FOUND: { code: 'HONGBAO/NOT_FOUND', status: 404, message: hongbaoMsg.notFound },
  HONGBAO_DISABLED: { code: 'HONGBAO/DISABLED', status: 403, message: hongbaoMsg.disabled },
  HONGBAO_LIMIT: { code: 'HONGBAO/LIMIT', status: 400, message: hongbaoMsg.fen },
  HONGBAO_FINISHED: { code: 'HONGBAO/FINISHED', status: 409, message: hongbaoMsg.finished },
  HONGBAO_EXPIRED: { code: 'HONGBAO/EXPIRED', status: 409, message: hongbaoMsg.expired },
  HONGBAO_ALREADY: { code: 'HONGBAO/ALREADY_GRABBED', status: 409, message: hongbaoMsg.alreadyGrabbed },
  HONGBAO_OWN: { code: 'HONGBAO/OWN', status: 403, message: hongbaoMsg.ownPacket },
  HONGBAO_WORD: { code: 'HONGBAO/WORD', status: 400, message: hongbaoMsg.wrongWord },

  // Operator console (issue 15): operator sign-in, sessions, roles, four-eyes approvals.
  OPERATOR_SIGN_IN_FAILED: { code: 'OP/SIGN_IN_FAILED', status: 401, message: operatorMsg.signInFailed },
  /** The call sends operatorMsg.locked(minutes). */
  OPERATOR_LOCKED: { code: 'OP/LOCKED', status: 429, message: operatorMsg.locked(15) },
  OPERATOR_TOTP_REQUIRED: { code: 'OP/TOTP_REQUIRED', status: 401, message: operatorMsg.totpRequired },
  OPERATOR_TOTP_INVALID: { code: 'OP/TOTP_INVALID', status: 401, message: operatorMsg.totpInvalid },
  OPERATOR_TOTP_ENROL_REQUIRED: { code: 'OP/TOTP_ENROL_REQUIRED', status: 403, message: operatorMsg.totpEnrolRequired },
  OPERATOR_SESSION_INVALID: { code: 'OP/SESSION_INVALID', status: 401, message: operatorMsg.sessionInvalid },
  OPERATOR_FORBIDDEN: { code: 'OP/FORBIDDEN', status: 403, message: operatorMsg.forbidden },
  OPERATOR_ROUTE_UNMAPPED: { code: 'OP/ROUTE_UNMAPPED', status: 403, message: operatorMsg.routeUnmapped },
  OPERATOR_NAME_TAKEN: { code: 'OP/NAME_TAKEN', status: 409, message: operatorMsg.nameTaken },
  OPERATOR_OWN_APPROVAL: { code: 'OP/OWN_APPROVAL', status: 403, message: operatorMsg.ownApproval },
  OPERATOR_REQUEST_CLOSED: { code: 'OP/REQUEST_CLOSED', status: 409, message: operatorMsg.requestClosed },
  OPERATOR_TIED_APPROVAL: { code: 'OP/TIED_APPROVAL', status: 403, message: operatorMsg.tiedApproval },
  OPERATOR_SESSION_REQUIRED: { code: 'OP/SESSION_REQUIRED', status: 403, message: operatorMsg.sessionRequired },
  OPERATOR_PASSWORD_CHANGE_REQUIRED: { code: 'OP/PASSWORD_CHANGE_REQUIRED', status: 403, message: operatorMsg.passwordChangeRequired },

  // Games: catalogue, launch, sandbox provider (issue 11, games-server)
  GAME_NOT_FOUND: { code: 'GAME/NOT_FOUND', status: 404, message: gamesMsg.notFound },
  GAME_NOT_THIRD_PARTY: { code: 'GAME/NOT_THIRD_PARTY', status: 400, message: gamesMsg.notThirdParty },
  GAME_PROVIDER_DISABLED: { code: 'GAME/PROVIDER_DISABLED', status: 400, message: gamesMsg.providerDisabled },
  GAME_PROVIDER_UNAVAILABLE: { code: 'GAME/PROVIDER_UNAVAILABLE', status: 400, message: gamesMsg.providerUnavailable },
  GAME_LAUNCH_EXPIRED: { code: 'GAME/LAUNCH_EXPIRED', status: 401, message: gamesMsg.launchExpired },
  GAME_ROUND_CLOSED: { code: 'GAME/ROUND_CLOSED', status: 400, message: gamesMsg.roundClosed },
  GAME_ROUND_NOT_FOUND: { code: 'GAME/ROUND_NOT_FOUND', status: 404, message: gamesMsg.roundNotFound },
  GAME_MAINTAIN_INVALID: { code: 'GAME/MAINTAIN_INVALID', status: 400, message: gamesMsg.maintainInvalid },
  GAME_CONFLICT: { code: 'GAME/CONFLICT', status: 409, message: gamesMsg.gameExists },

  // Betting bonus, welfare center and safer play (issue 17). The safer-play refusals always
  // carry a precise message naming the limit and when it resets.
  BONUS_NOTHING: { code: 'BONUS/NOTHING', status: 400, message: bonusMsg.nothingToClaim },
  BONUS_GIFT_NONE: { code: 'BONUS/GIFT_NONE', status: 404, message: bonusMsg.giftNone },
  BONUS_GIFT_CLAIMED: { code: 'BONUS/GIFT_CLAIMED', status: 409, message: bonusMsg.giftClaimed },
  SAFER_DEPOSIT_LIMIT: { code: 'SAFER/DEPOSIT_LIMIT', status: 403, message: bonusMsg.depositLimit(bonusHans.depositLimitLabel, '0', '') },
  SAFER_LOSS_LIMIT: { code: 'SAFER/LOSS_LIMIT', status: 403, message: bonusMsg.lossLimit(bonusHans.lossLimitLabel, '0', '') },
  SAFER_BET_LIMIT: { code: 'SAFER/BET_LIMIT', status: 403, message: bonusMsg.betLimit('0') },
  SAFER_EXCLUDED: { code: 'SAFER/EXCLUDED', status: 403, message: bonusMsg.excluded(bonusHans.coolOff, bonusHans.coolOffEnd) },
  SAFER_EXCLUSION_ACTIVE: { code: 'SAFER/EXCLUSION_ACTIVE', status: 409, message: bonusMsg.exclusionActive(bonusHans.coolOff, bonusHans.coolOffEnd) },

  // Operator console, members (issue 15)
  MEMBER_ALREADY_FROZEN: { code: 'MEMBER/ALREADY_FROZEN', status: 409, message: errorsHans.memberAlreadyFrozen },
  MEMBER_NOT_FROZEN: { code: 'MEMBER/NOT_FROZEN', status: 409, message: errorsHans.memberNotFrozen },
  /** VIP per-level daily withdrawal limits (issue 17); the call names the level, the limit and the reset time. */
  VIP_WITHDRAW_TIMES: { code: 'WALLET/VIP_WITHDRAW_TIMES', status: 400, message: bonusMsg.vipWithdrawTimes(1, 0, bonusHans.tomorrowMidnight) },
  VIP_WITHDRAW_AMOUNT: { code: 'WALLET/VIP_WITHDRAW_AMOUNT', status: 400, message: bonusMsg.vipWithdrawAmount(1, '0', '0', bonusHans.tomorrowMidnight) },
  // Forum (issue 19).
  FORUM_NOT_FOUND: { code: 'FORUM/NOT_FOUND', status: 404, message: forumMsg.postNotFound },
  FORUM_LOCKED: { code: 'FORUM/LOCKED', status: 409, message: forumMsg.locked },
  FORUM_BANNED: { code: 'FORUM/BANNED', status: 403, message: forumMsg.banned },
  FORUM_CLOSED: { code: 'FORUM/PERIOD_CLOSED', status: 409, message: forumMsg.closed },
  FORUM_NO_PERIOD: { code: 'FORUM/NO_PERIOD', status: 409, message: forumMsg.noOpenPeriod },
  FORUM_TOO_FREQUENT: { code: 'FORUM/TOO_FREQUENT', status: 429, message: forumMsg.tooFrequent },
  // Forecast track record (issue 18): a period's forecast is frozen once its result is drawn.
  CONTENT_ITEM_DRAWN: { code: 'DOC/ITEM_PERIOD_DRAWN', status: 409, message: errorsHans.itemPeriodDrawn },
  // Operator content deletes and poll edits (issue 15, content); the calls pass the precise text.
  CONTENT_ARCHIVED: { code: 'DOC/CARD_ARCHIVED', status: 409, message: errorsHans.cardArchived },
  UPLOAD_FORMAT: { code: 'UPLOAD/FORMAT', status: 400, message: uploadMsg.format },
  UPLOAD_TOO_MANY_PIXELS: { code: 'UPLOAD/TOO_MANY_PIXELS', status: 400, message: uploadMsg.imageTooManyPixels(UPLOAD_LIMITS.maxPixels / 10_000) },
  UPLOAD_CORRUPT: { code: 'UPLOAD/CORRUPT', status: 400, message: uploadMsg.corrupt },
  UPLOAD_TOO_FREQUENT: { code: 'UPLOAD/TOO_FREQUENT', status: 429, message: uploadMsg.tooFrequent },
  UPLOAD_DAILY_QUOTA: { code: 'UPLOAD/DAILY_QUOTA', status: 429, message: uploadMsg.uploadDailyQuota(UPLOAD_LIMITS.perDay) },
  CONTENT_GROUP_NOT_EMPTY: { code: 'DOC/GALLERY_GROUP_NOT_EMPTY', status: 409, message: errorsHans.galleryGroupNotEmpty },
  CONTENT_POLL_VOTED: { code: 'DOC/POLL_VOTED', status: 409, message: errorsHans.pollVoted },
  CONTENT_POLL_INVALID: { code: 'DOC/POLL_INVALID', status: 400, message: errorsHans.pollInvalid },
  // Deleting one item or group of a card (issue 15, items): the Chinese text says which item.
  CONTENT_ITEM_VOTED: { code: 'DOC/ITEM_VOTED', status: 409, message: errorsHans.itemVoted },
} as const satisfies Record<string, ErrorSpec>;

type Catalogue = typeof CATALOGUE;

/** Every error code the server can send. */
export type ErrorCodeValue = Catalogue[keyof Catalogue]['code'];

/** Codes by name: `ErrorCode.TOKEN_INVALID === 'UC/TOKEN_INVALID'`. `OK` is the success code. */
export const ErrorCode = {
  OK: 'OK',
  ...(Object.fromEntries(Object.entries(CATALOGUE).map(([name, spec]) => [name, spec.code])) as {
    readonly [K in keyof Catalogue]: Catalogue[K]['code'];
  }),
} as const;

const BY_CODE: ReadonlyMap<string, ErrorSpec> = new Map(Object.values(CATALOGUE).map((s) => [s.code, s]));

/** Status and default message of a code; undefined for a code outside the catalogue. */
export function errorSpec(code: string): ErrorSpec | undefined {
  return BY_CODE.get(code);
}

/** The catalogue's Chinese message for a code the catalogue knows. */
export const errorMessage = (code: ErrorCodeValue): string => BY_CODE.get(code)!.message;

/** The catalogue's HTTP status for a code the catalogue knows. */
export const errorStatus = (code: ErrorCodeValue): number => BY_CODE.get(code)!.status;

/** All entries, for tests and documentation. */
export const ERROR_CATALOGUE: readonly ErrorSpec[] = Object.values(CATALOGUE);
