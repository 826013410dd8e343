import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BETS_KEYS } from './keys';

/** `GET /game/play-cate`: the lottery games (the records filter and the betting page title). */
export const getGames = () => http.get<LotteryGame[]>('/game/play-cate', { silent: true });

export const gamesQueryOptions = () => queryOptions({ queryKey: [BETS_KEYS.games] as const, queryFn: getGames, staleTime: 300_000 });

export const useGames = () => useQuery(gamesQueryOptions());
