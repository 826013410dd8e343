import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory, ProviderOption } from '@sixmark/shared';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

/** `GET /game/group-type?groupType=` (spec 1 §7): the 'all' entry, then the category's providers. */
export const getProviderOptions = (groupType: GameCategory) =>
  http.get<ProviderOption[]>('/game/group-type', { params: { groupType }, silent: true });

export const providerOptionsQueryOptions = (groupType: GameCategory) =>
  queryOptions({
    queryKey: [GAME_CENTER_KEYS.providers, groupType] as const,
    queryFn: () => getProviderOptions(groupType),
    staleTime: 60_000,
  });

export const useProviderOptions = (groupType: GameCategory) =>
  useQuery(providerOptionsQueryOptions(groupType));
