import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusClaim } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `GET /api/user/betting-bonus/history`: claims, newest first, with the turnover each covered. */
export const getBonusHistory = () =>
  http.get<{ data: BonusClaim[]; totalCount: number }>('/api/user/betting-bonus/history', { params: { page: 1, rows: 20 } });

export const bonusHistoryQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.history], queryFn: getBonusHistory });

export const useBonusHistory = () => useQuery(bonusHistoryQueryOptions());
