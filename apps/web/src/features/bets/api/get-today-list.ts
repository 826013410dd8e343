import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BET_LIST_PAGE_SIZE, BET_MODEL_CREDIT, type BetList } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { BETS_KEYS } from './keys';

export interface TodayListFilter {
  /** Spec 3 §4 tab filter: undefined (all), 0 unsettled, 1 settled, 2 cancelled. */
  status?: number;
  gameId?: number;
}

/** `GET /api/cp/records/todayList` (spec 3 §7): status, page, rows, gameId, model. */
export const getTodayList = (page: number, f: TodayListFilter) =>
  http.get<BetList>('/api/cp/records/todayList', {
    params: { status: f.status, page, rows: BET_LIST_PAGE_SIZE, gameId: f.gameId, model: BET_MODEL_CREDIT },
  });

export const nextPageOf = (last: BetList, all: BetList[]) =>
  all.length * BET_LIST_PAGE_SIZE < last.totalCount && last.data.length > 0 ? all.length + 1 : undefined;

// The bet list is not cached between visits (spec 3 §2): stale at once and dropped when left.
export const todayListQueryOptions = (f: TodayListFilter) =>
  infiniteQueryOptions({
    queryKey: [BETS_KEYS.todayList, f] as const,
    queryFn: ({ pageParam }) => getTodayList(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
    gcTime: 0,
  });

export const useTodayList = (f: TodayListFilter, enabled = true) => useInfiniteQuery({ ...todayListQueryOptions(f), enabled });
