import { ErrorCode, isInternalGame, msg } from '@sixmark/shared';

/**
 * What a tap on a game does (spec 1 §4 Game start, §6): a game in its maintenance window is
 * blocked; lottery games (type empty or LOTTERY) open their own page; a guest goes to login;
 * a trial account is refused; everyone else asks the server for the play link.
 */
export type LaunchDecision =
  | { kind: 'maintenance' }
  | { kind: 'lottery'; gameId: number }
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'request' };

export interface LaunchContext {
  inMaintenance: boolean;
  loggedIn: boolean;
  trial: boolean;
}

export function decideLaunch(game: { gameId: number; type: string }, ctx: LaunchContext): LaunchDecision {
  if (ctx.inMaintenance) return { kind: 'maintenance' };
  if (isInternalGame(game)) return { kind: 'lottery', gameId: game.gameId };
  if (!ctx.loggedIn) return { kind: 'login' };
  if (ctx.trial) return { kind: 'trial' };
  return { kind: 'request' };
}

/** Game start errors whose server message is shown as it is (spec 1 §8). */
const SERVER_MESSAGE_CODES = new Set<string>([
  ErrorCode.LIVE_MAINTENANCE,
  ErrorCode.USER_IN_BLACKLIST,
  ErrorCode.LIVE_BLACK_USER,
  ErrorCode.ACCOUNT_STATE_ERROR,
]);

/** The toast text of a failed game start (spec 1 §8: any other error reads 'operation too frequent'). */
export function launchErrorText(code: string, serverMessage: string): string {
  if (SERVER_MESSAGE_CODES.has(code)) return serverMessage || msg.systemError;
  if (code === ErrorCode.KY_IN_GAME) return msg.inGameRound;
  if (code === ErrorCode.TRIAL_FORBIDDEN) return msg.trialForbidden;
  return msg.tooManyRequests;
}

/** Toast lengths of the game start (spec 1 §6, §8). */
export const LAUNCH_TOAST_MS = { trial: 1000, error: 3000, maintenance: 3000 } as const;
