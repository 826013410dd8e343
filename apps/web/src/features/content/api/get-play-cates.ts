import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE, type PlayCate } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /game-document/template/play-cate` for the home list. */
export const getPlayCates = (gameId: number) =>
  http.get<PlayCate[]>('/game-document/template/play-cate', {
    params: { gameId, location: 'home', companyCode: DEFAULT_COMPANY_CODE },
    silent: true,
  });

export const playCatesQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: [CONTENT_KEYS.playCates, gameId] as const,
    queryFn: () => getPlayCates(gameId),
    staleTime: 60_000,
  });

export const usePlayCates = (gameId: number | undefined) =>
  useQuery({ ...playCatesQueryOptions(gameId ?? 0), enabled: gameId !== undefined });
