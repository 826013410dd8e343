import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryGame } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';

/** `GET /game/play-cate`: the lottery games (names, result source). */
export const getLotteryGames = () => http.get<LotteryGame[]>('/game/play-cate', { retry: 1 });

export const lotteryGamesQueryOptions = () =>
  queryOptions({ queryKey: ['lottery', 'games'] as const, queryFn: getLotteryGames, staleTime: 600_000 });

export const useLotteryGames = () => useQuery(lotteryGamesQueryOptions());
