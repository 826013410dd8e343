import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameBetRecord } from '@sixmark/shared';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

export const BET_RECORD_ROWS = 20;

export interface BetRecordQuery {
  gameCode: string;
  startDate: string;
  endDate: string;
}

export interface BetRecordPage {
  data: GameBetRecord[];
  totalCount: number;
}

/** `GET /api/live/br` (spec 3 §7): one game's records in the range, by page; silent (the page shows the message). */
export const getBetRecords = (page: number, q: BetRecordQuery) =>
  http.get<BetRecordPage>('/api/live/br', { params: { ...q, page, rows: BET_RECORD_ROWS }, silent: true });

export const nextRecordPage = (last: BetRecordPage, all: BetRecordPage[]) =>
  all.length * BET_RECORD_ROWS < last.totalCount && last.data.length > 0 ? all.length + 1 : undefined;

/** More pages are appended to the list (spec 3 §4). */
export const betRecordsQueryOptions = (q: BetRecordQuery) =>
  infiniteQueryOptions({
    queryKey: [GAME_CENTER_KEYS.reportDetail, q] as const,
    queryFn: ({ pageParam }) => getBetRecords(pageParam, q),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
    staleTime: 0,
    gcTime: 0,
  });

export const useBetRecords = (q: BetRecordQuery, enabled = true) =>
  useInfiniteQuery({ ...betRecordsQueryOptions(q), enabled });
