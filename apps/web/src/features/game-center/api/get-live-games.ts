import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

export interface LiveGame {
  code: string;
  gameName: string;
  liveCode: string;
  providerName: string;
}

/** `GET /api/live/allLiveGames` (spec 3 §7): the third-party games that have reports. */
export const getLiveGames = () => http.get<LiveGame[]>('/api/live/allLiveGames');

export const liveGamesQueryOptions = () =>
  queryOptions({ queryKey: [GAME_CENTER_KEYS.liveGames] as const, queryFn: getLiveGames, staleTime: 60_000 });

export const useLiveGames = () => useQuery(liveGamesQueryOptions());
