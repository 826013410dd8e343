import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawCalendar } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';

/** `GET /lottery/calendar`: the draw days (YYYY-MM-DD, system time zone) of one month, past and planned. */
export const getCalendar = (gameId: number, month: string) =>
  http.get<DrawCalendar>('/lottery/calendar', { params: { gameId, month }, retry: 1 });

export const calendarQueryOptions = (gameId: number, month: string) =>
  queryOptions({
    queryKey: ['lottery', 'calendar', gameId, month] as const,
    queryFn: () => getCalendar(gameId, month),
    staleTime: 300_000,
  });

export const useCalendar = (gameId: number, month: string) => useQuery(calendarQueryOptions(gameId, month));
