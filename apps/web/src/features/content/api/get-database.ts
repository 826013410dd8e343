import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE, PAGE_SIZE, type DatabasePage } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

export interface DatabaseQueryInput {
  gameId: number;
  templateId?: number;
  searchText: string;
}

/** `GET /game-document/database`: 100 rows a page. */
export const getDatabase = ({ gameId, templateId, searchText }: DatabaseQueryInput, page: number) =>
  http.get<DatabasePage>('/game-document/database', {
    params: {
      gameId,
      templateId,
      page,
      rows: PAGE_SIZE.database,
      searchText: searchText || undefined,
      companyCode: DEFAULT_COMPANY_CODE,
    },
    silent: true,
  });

export const databaseQueryOptions = (q: DatabaseQueryInput) =>
  infiniteQueryOptions({
    queryKey: [CONTENT_KEYS.database, q.gameId, q.templateId ?? 'all', q.searchText] as const,
    queryFn: ({ pageParam }) => getDatabase(q, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.totalCount && last.data.length > 0 ? all.length + 1 : undefined;
    },
  });

/** Waits for a game (the tabs come from app_config) before asking. */
export const useDatabase = (q: DatabaseQueryInput, enabled = true) =>
  useInfiniteQuery({ ...databaseQueryOptions(q), enabled });
