import { http } from '@/lib/http';

export interface LaunchTarget {
  liveCode: string;
  gameCode: string;
  gameKind?: string | null;
}

/**
 * `GET /live/play` (spec 1 §7): liveCode, gameType, isMobile, optional gameKind; answers the
 * play link. Silent: the game start has its own error texts (spec 1 §8).
 */
export const launchGame = async (game: LaunchTarget): Promise<string> => {
  const data = await http.get<{ url: string }>('/live/play', {
    params: { liveCode: game.liveCode, gameType: game.gameCode, isMobile: 1, gameKind: game.gameKind || undefined },
    silent: true,
  });
  return data.url;
};
