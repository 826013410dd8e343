import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SANDBOX_LIVE_CODE, type DtBet, type DtState } from '@sixmark/shared';
import type { DtSide } from '@sixmark/shared/domain/dragon-tiger';
import { http } from '@/lib/http';
import { PROFILE_QUERY_KEY } from '@/lib/profile';
import { GAME_CENTER_KEYS } from './keys';

/** The state is polled once a second (docs/games.md: there is no socket for the sandbox table). */
export const DT_POLL_MS = 1000;

export interface SandboxLaunch {
  gameId: number;
  gameCode: string;
  gameName: string;
  /** The owner's account, answered to the signed-in owner only (null to a guest). */
  account: string | null;
  expiresAt: string;
}

/**
 * `GET /sandbox-game/launch?t=` checks the signed launch link. Silent: an expired or foreign
 * link is a 401 the page explains itself; it must not log the member out.
 */
export const getSandboxLaunch = (t: string) =>
  http.get<SandboxLaunch>('/sandbox-game/launch', { params: { t }, silent: true });

export const sandboxLaunchQueryOptions = (t: string) =>
  queryOptions({
    queryKey: [GAME_CENTER_KEYS.sandbox, 'launch', t] as const,
    queryFn: () => getSandboxLaunch(t),
    staleTime: Infinity,
    retry: false,
  });

export const useSandboxLaunch = (t: string) =>
  useQuery({ ...sandboxLaunchQueryOptions(t), enabled: t !== '' });

/** `GET /sandbox-game/dragon-tiger/state`: balances, the open round, the last 10 rounds, my bets. */
export const getDtState = () => http.get<DtState>('/sandbox-game/dragon-tiger/state', { silent: true });

export const dtStateQueryOptions = () =>
  queryOptions({ queryKey: [GAME_CENTER_KEYS.sandbox, 'state'] as const, queryFn: getDtState, staleTime: 0 });

export const useDtState = (enabled: boolean) =>
  useQuery({
    ...dtStateQueryOptions(),
    enabled,
    refetchInterval: DT_POLL_MS,
    refetchIntervalInBackground: false,
  });

export interface DtBetInput {
  roundId: number;
  side: DtSide;
  amount: number;
}

/** `POST /sandbox-game/dragon-tiger/bet`, paid from the game balance; one key per intended bet. */
export const placeDtBet = (body: DtBetInput, idempotencyKey: string) =>
  http.post<{ bet: DtBet; liveMoney: number }>('/sandbox-game/dragon-tiger/bet', body, {
    headers: { 'idempotency-key': idempotencyKey },
    silent: true,
  });

export interface TransferInput {
  amount: number;
  direction: 'in' | 'out';
}

/** `POST /api/live/transfer` with the sandbox's live code: main balance ⇄ game balance. */
export const transferSandbox = (body: TransferInput, idempotencyKey: string) =>
  http.post<{ money: number; liveMoney: number; reference: string }>(
    '/api/live/transfer',
    { liveCode: SANDBOX_LIVE_CODE, ...body },
    { headers: { 'idempotency-key': idempotencyKey }, silent: true },
  );

/** After money moved: the table state and the profile's balance are read again. */
function useRefreshAfterMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: dtStateQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
  };
}

export function usePlaceDtBet() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: ({ body, key }: { body: DtBetInput; key: string }) => placeDtBet(body, key),
    onSuccess: refresh,
  });
}

export function useTransferSandbox() {
  const refresh = useRefreshAfterMoney();
  return useMutation({
    mutationFn: ({ body, key }: { body: TransferInput; key: string }) => transferSandbox(body, key),
    onSuccess: refresh,
  });
}
