import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_CODE, PAGE_SIZE, type RecordSort, type TemplatePage } from '@sixmark/shared';
import { templateCacheKey } from '@sixmark/shared/domain/card-rules';
import { http } from '@/lib/http';
import { useSessionKey } from '../hooks/use-session-key';
import { CONTENT_KEYS } from './keys';

/** The "all" chip; sent to the server as no category. */
export const ALL_CATEGORY = '全部';

export interface TemplatesQuery {
  gameId: number;
  category: string;
  page: number;
  /** Sort by track record (issue 18); none = the operator's order. */
  recordSort?: RecordSort | undefined;
}

/** `GET /game-document/template` (spec 2 §7): 20 per page, home location, retry 2. */
export const getTemplates = ({ gameId, category, page, recordSort }: TemplatesQuery) =>
  http.get<TemplatePage>('/game-document/template', {
    params: {
      _t: Date.now(),
      gameId,
      playCateName: category === ALL_CATEGORY ? undefined : category,
      companyCode: DEFAULT_COMPANY_CODE,
      location: 'home',
      client: 'h5',
      page,
      rows: PAGE_SIZE.template,
      recordSort,
    },
    retry: 2,
    silent: true,
  });

/** Cache keyed `gameId_category` (spec 2 §3 Play category). */
export const templatesQueryOptions = (gameId: number, category: string, session = 'guest', recordSort?: RecordSort) =>
  infiniteQueryOptions({
    // The session part: a login reads under a new key, so the guest's locked copy never flashes.
    queryKey: [CONTENT_KEYS.templates, templateCacheKey(gameId, category), session, recordSort ?? ''] as const,
    queryFn: ({ pageParam }) => getTemplates({ gameId, category, page: pageParam, recordSort }),
    // Locks and likes depend on who reads, so coming back (e.g. after login) asks again.
    staleTime: 0,
    initialPageParam: 1,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, p) => n + p.data.length, 0);
      return loaded < last.totalCount && last.data.length > 0 ? all.length + 1 : undefined;
    },
  });

/**
 * A list that mounts within this long of its answer does not ask again: home fetches the first
 * page before the list mounts (after the top's paint, home-view.tsx), which would otherwise be
 * asked for twice on every first load.
 */
export const TEMPLATES_FRESH_ON_MOUNT_MS = 5000;

export const useTemplates = (gameId: number | undefined, category: string, recordSort?: RecordSort) =>
  useInfiniteQuery({
    ...templatesQueryOptions(gameId ?? 0, category, useSessionKey(), recordSort),
    enabled: gameId !== undefined,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= TEMPLATES_FRESH_ON_MOUNT_MS,
  });
