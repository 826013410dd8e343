import type { LivePlayResult } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface LaunchTarget {
  gameId: number;
  liveCode: string;
  gameCode: string;
  gameKind: string;
}

/**
 * `GET /live/play` (spec 1 §7): liveCode, gameType, isMobile, gameKind (and our gameId);
 * answers the signed play link; `autoTransfer` first moves the whole main balance in. Silent: the game start has its own error texts (spec 1 §8).
 */
export const launchGame = (game: LaunchTarget, autoTransfer = false) =>
  http.get<LivePlayResult>('/live/play', {
    params: {
      liveCode: game.liveCode,
      gameType: game.gameCode,
      isMobile: 1,
      gameKind: game.gameKind || undefined,
      gameId: game.gameId,
      autoTransfer: autoTransfer ? 1 : undefined,
    },
    silent: true,
  });
