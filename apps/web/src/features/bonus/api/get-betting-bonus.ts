import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BettingBonus } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `GET /api/user/betting-bonus`: turnover, rate, bonus available and claimed per category. */
export const getBettingBonus = () => http.get<BettingBonus>('/api/user/betting-bonus');

export const bettingBonusQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.bettingBonus], queryFn: getBettingBonus });

export const useBettingBonus = () => useQuery(bettingBonusQueryOptions());
