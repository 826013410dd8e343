import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { BONUS_KEYS } from './keys';

export interface RealityCheck {
  realityMinutes: number;
  since: string;
  minutesPlayed: number;
  net: number;
}

/** `GET /api/user/safer-play/reality-check`: time since login and the betting result. */
export const getRealityCheck = () => http.get<RealityCheck>('/api/user/safer-play/reality-check', { silent: true });

export const realityCheckQueryOptions = () => queryOptions({ queryKey: [BONUS_KEYS.reality], queryFn: getRealityCheck });

export const useRealityCheck = (enabled: boolean) => useQuery({ ...realityCheckQueryOptions(), enabled, refetchInterval: 60_000 });
