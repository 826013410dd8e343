import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NiuniuRound } from '@sixmark/shared/api/niuniu';
import { http } from '@/lib/http';

/** `GET /niuniu/rounds`: drawn 幸运牛牛 periods with every hand and the published seed, newest first. */
export const getRounds = (page: number, rows: number) =>
  http.get<{ data: NiuniuRound[]; totalCount: number }>('/niuniu/rounds', { params: { page, rows }, silent: true });

export const useRounds = (page: number, rows: number, refetchInterval?: number) =>
  useQuery({
    queryKey: ['niuniu', 'rounds', page, rows] as const,
    queryFn: () => getRounds(page, rows),
    placeholderData: keepPreviousData,
    ...(refetchInterval ? { refetchInterval } : {}),
  });
