import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { GAME_CENTER_ROWS, type Game, type GameCategory } from '@sixmark/shared';
import { providerCodesToQuery, type ProviderSelection } from '@sixmark/shared/domain/provider-filter';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

export interface GameListFilter {
  groupType: GameCategory;
  providers: ProviderSelection;
  /** The category's own search (trimmed by the caller). */
  gameName: string;
  /** Part of the key only: a member's list carries their follows. */
  loggedIn: boolean;
}

export interface GameListPage {
  data: Game[];
  totalCount: number;
}

/** `GET /game/list-all` (spec 1 §7, §9: page 1, rows 30): one category, filtered by providers and name. */
export const getGameList = (page: number, f: GameListFilter) =>
  http.get<GameListPage>('/game/list-all', {
    params: {
      groupType: f.groupType,
      liveCode: providerCodesToQuery(f.providers)?.join(',') || undefined,
      gameName: f.gameName || undefined,
      page,
      rows: GAME_CENTER_ROWS,
    },
    silent: true,
  });

export const nextGamePage = (last: GameListPage, all: GameListPage[]) =>
  all.length * GAME_CENTER_ROWS < last.totalCount && last.data.length > 0 ? all.length + 1 : undefined;

export const gameListQueryOptions = (f: GameListFilter) =>
  infiniteQueryOptions({
    queryKey: [GAME_CENTER_KEYS.list, f] as const,
    queryFn: ({ pageParam }) => getGameList(pageParam, f),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    staleTime: 30_000,
  });

// The previous list stays up while a new filter loads, so the grid does not flash a skeleton.
export const useGameList = (f: GameListFilter) =>
  useInfiniteQuery({ ...gameListQueryOptions(f), placeholderData: keepPreviousData });
