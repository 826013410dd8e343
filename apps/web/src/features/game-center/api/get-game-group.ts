import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCenter } from '@sixmark/shared';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

/** `GET /game/group` (spec 1 §7): every category in tab order with the member's isFollow. */
export const getGameGroup = () => http.get<GameCenter>('/game/group', { silent: true });

/** Keyed by login state: a member's copy carries their follows, a visitor's does not. */
export const gameGroupQueryOptions = (loggedIn: boolean) =>
  queryOptions({
    queryKey: [GAME_CENTER_KEYS.catalogue, loggedIn] as const,
    queryFn: getGameGroup,
    staleTime: 30_000,
  });

export const useGameGroup = (loggedIn: boolean) => useQuery(gameGroupQueryOptions(loggedIn));
