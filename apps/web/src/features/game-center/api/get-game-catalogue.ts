import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { GAME_CENTER_KEYS } from './keys';

/** A game of the catalogue (spec 1 §3 Game). */
export interface Game {
  gameId: number;
  gameName: string;
  category: string;
  type: string;
  liveCode: string;
  gameCode: string;
  gameKind: string;
  imageUrl: string;
  landscapeUrl: string;
  hot: number;
  isFollow: number;
  maintain: string;
  appDisplay: number;
  providerName: string;
  providerUrl: string;
}

export interface ProviderOption {
  providerName: string;
  liveCode: string;
  providerUrl: string;
  isSelect: number;
}

export interface GameCatalogue {
  games: Game[];
  providers: ProviderOption[];
}

/** The catalogue (spec 1 §7 `GET /game/group`). */
export const getGameCatalogue = () => http.get<GameCatalogue>('/game/group', { silent: true });

export const gameCatalogueQueryOptions = (loggedIn: boolean) =>
  queryOptions({ queryKey: [GAME_CENTER_KEYS.catalogue, loggedIn] as const, queryFn: getGameCatalogue, staleTime: 30_000 });

export const useGameCatalogue = (loggedIn: boolean) => useQuery(gameCatalogueQueryOptions(loggedIn));
