import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE, type PlayCate } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /game-document/database/play-cate` → [{playCateName, templateId}]. */
export const getDatabasePlayCates = (gameId: number) =>
  http.get<PlayCate[]>('/game-document/database/play-cate', {
    params: { gameId, companyCode: DEFAULT_COMPANY_CODE },
    silent: true,
  });

export const databasePlayCatesQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: [CONTENT_KEYS.databasePlayCates, gameId] as const,
    queryFn: () => getDatabasePlayCates(gameId),
  });

export const useDatabasePlayCates = (gameId: number | undefined) =>
  useQuery({ ...databasePlayCatesQueryOptions(gameId ?? 0), enabled: gameId !== undefined });
