import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaferPlay } from '@sixmark/shared';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

/** `GET /api/user/safer-play`: limits with what is used, the reminder, an exclusion in force. */
export const getSaferPlay = () => http.get<SaferPlay>('/api/user/safer-play');

export const saferPlayQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.saferPlay], queryFn: getSaferPlay });

export const useSaferPlay = () => useQuery(saferPlayQueryOptions());
