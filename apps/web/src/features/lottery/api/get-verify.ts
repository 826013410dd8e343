import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifyResult } from '@sixmark/shared/api/lottery';
import { http } from '@/lib/http';

/** `GET /lottery/verify`: seed, published hash and numbers of one draw. */
export const getVerify = (gameId: number, turnNum: string) => http.get<VerifyResult>('/lottery/verify', { params: { gameId, turnNum } });

export const verifyQueryOptions = (gameId: number, turnNum: string) =>
  queryOptions({ queryKey: ['lottery', 'verify', gameId, turnNum] as const, queryFn: () => getVerify(gameId, turnNum) });

export const useVerify = (gameId: number, turnNum: string | null) =>
  useQuery({ ...verifyQueryOptions(gameId, turnNum ?? ''), enabled: !!turnNum });
