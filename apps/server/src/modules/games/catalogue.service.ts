import {
  GAME_CATEGORIES,
  GAME_CATEGORY_LABELS,
  gamesMsg,
  type Game,
  type GameCategory,
  type GameCenter,
  type ProviderOption,
} from '@sixmark/shared';
import { ALL_PROVIDER } from '@sixmark/shared/domain/provider-filter';
import type { CatalogueGame, ProviderRow } from './games.repo';

/**
 * The catalogue as members see it: enabled games of enabled (or unlisted) providers, and the
 * enabled providers. Built from two queries and kept in memory by the module (dropped on every
 * operator change, in every process), so the game center calls cost no database round trip.
 */
export interface Catalogue {
  games: CatalogueGame[];
  providers: ProviderRow[];
}

export const visibleCatalogue = (games: CatalogueGame[], providers: ProviderRow[]): Catalogue => ({
  games: games.filter((g) => g.enabled && g.providerEnabled),
  providers: providers.filter((p) => p.enabled),
});

export const toGame = (g: CatalogueGame, follows: ReadonlySet<number>): Game => ({
  gameId: g.gameId,
  gameName: g.gameName,
  category: g.category,
  type: g.type,
  liveCode: g.liveCode,
  gameCode: g.gameCode,
  gameKind: g.gameKind,
  imageUrl: g.imageUrl,
  landscapeUrl: g.landscapeUrl,
  hot: g.hot,
  isFollow: follows.has(g.gameId) ? 1 : 0,
  maintain: g.maintain,
  appDisplay: g.appDisplay,
  providerName: g.providerName,
  providerUrl: g.providerUrl,
});

/** The games of a tab: hot = hot above 0, hottest first; other tabs by sort order. */
export function gamesOf(cat: Catalogue, category: GameCategory): CatalogueGame[] {
  if (category === 'hot') return cat.games.filter((g) => g.hot > 0).sort((a, b) => b.hot - a.hot || a.sort - b.sort || a.gameId - b.gameId);
  return cat.games.filter((g) => g.category === category);
}

const allEntry = (): ProviderOption => ({ providerName: gamesMsg.allProviders, liveCode: ALL_PROVIDER, providerUrl: '', isSelect: 1 });
const optionOf = (p: ProviderRow): ProviderOption => ({ providerName: p.name, liveCode: p.liveCode, providerUrl: p.logo || p.url, isSelect: 0 });

/** The provider picker of a tab: 'all' (selected) first, then the providers with games there. */
export function providerOptions(cat: Catalogue, category: GameCategory): ProviderOption[] {
  const codes = new Set(gamesOf(cat, category).map((g) => g.liveCode));
  return [allEntry(), ...cat.providers.filter((p) => codes.has(p.liveCode)).map(optionOf)];
}

/** `game_center.json` / `GET /game/group`: every tab in spec order and the providers. */
export function gameCenterOf(cat: Catalogue, follows: ReadonlySet<number> = new Set()): GameCenter {
  return {
    groups: GAME_CATEGORIES.map((category) => ({
      category,
      name: GAME_CATEGORY_LABELS[category],
      games: gamesOf(cat, category).map((g) => toGame(g, follows)),
    })),
    providers: [allEntry(), ...cat.providers.map(optionOf)],
  };
}

/** `GET /game/list-all`: a tab filtered by providers (null = all) and name substring, one page. */
export function listGames(
  cat: Catalogue,
  q: { groupType: GameCategory; liveCodes: string[] | null; gameName?: string; page: number; rows: number },
  follows: ReadonlySet<number>,
): { data: Game[]; totalCount: number } {
  const name = q.gameName?.trim().toLowerCase() ?? '';
  const all = gamesOf(cat, q.groupType).filter(
    (g) => (q.liveCodes === null || q.liveCodes.includes(g.liveCode)) && (name === '' || g.gameName.toLowerCase().includes(name)),
  );
  const start = (q.page - 1) * q.rows;
  return { data: all.slice(start, start + q.rows).map((g) => toGame(g, follows)), totalCount: all.length };
}
