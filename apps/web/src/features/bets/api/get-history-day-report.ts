import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayReportRow } from '@sixmark/shared/api/bets';
import { http } from '@/lib/http';
import { BETS_KEYS } from './keys';

/** `GET /api/cp/records/historyDayReport` (spec 3 §7): the day rows, no query. */
export const getHistoryDayReport = () => http.get<DayReportRow[]>('/api/cp/records/historyDayReport');

export const historyDayReportQueryOptions = () =>
  queryOptions({ queryKey: [BETS_KEYS.historyDays] as const, queryFn: getHistoryDayReport, staleTime: 0, gcTime: 0 });

export const useHistoryDayReport = (enabled = true) => useQuery({ ...historyDayReportQueryOptions(), enabled });
