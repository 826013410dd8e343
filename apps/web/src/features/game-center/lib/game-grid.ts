import { PAGE_SIZE } from '@sixmark/shared';

/**
 * The catalogue rules of the game center screen (spec 1 §2, §3, §5, §9): category order,
 * the hot list, the grid shape per category and the search.
 */

/** Category tabs in spec order; the hash of /game-center names the category (#LOTTERY, #fish...). */
export const CATEGORIES = [
  { key: 'hot', title: '热门' },
  { key: 'LOTTERY', title: '彩票' },
  { key: 'fish', title: '捕鱼' },
  { key: 'electronic', title: '电子' },
  { key: 'card', title: '棋牌' },
  { key: 'live', title: '真人' },
  { key: 'sport', title: '体育' },
] as const;

export type CategoryKey = (typeof CATEGORIES)[number]['key'];

export const DEFAULT_CATEGORY: CategoryKey = 'hot';

/** The category a location hash names, or hot. */
export function categoryFromHash(hash: string): CategoryKey {
  const h = decodeURIComponent(hash.replace(/^#/, ''));
  return CATEGORIES.find((c) => c.key === h || c.key.toLowerCase() === h.toLowerCase())?.key ?? DEFAULT_CATEGORY;
}

/** Live and sport show landscape images in one column; the others a 3-column grid. */
export const isLandscapeCategory = (category: CategoryKey): boolean => category === 'live' || category === 'sport';

export const gridColumns = (category: CategoryKey): 1 | 3 => (isLandscapeCategory(category) ? 1 : 3);

/** Games rendered per page (spec 1 §9: page 1, rows 30). */
export const GAME_PAGE_ROWS = PAGE_SIZE.gameCenter;

/** What the grid needs of a game. */
export interface GridGame {
  gameId: number;
  gameName: string;
  category: string;
  hot: number;
  liveCode: string;
}

/** The hot list: hot above 0, highest first (spec 1 §3). */
export function hotGames<T extends GridGame>(games: readonly T[]): T[] {
  return games.filter((g) => g.hot > 0).sort((a, b) => b.hot - a.hot);
}

/** The games of a category tab, in display order. */
export function gamesOfCategory<T extends GridGame>(games: readonly T[], category: CategoryKey): T[] {
  return category === 'hot' ? hotGames(games) : games.filter((g) => g.category === category);
}

/** Search is trimmed and matches by substring of the game name (spec 1 §5). */
export const normaliseSearch = (text: string): string => text.trim();

export function matchesSearch(game: Pick<GridGame, 'gameName'>, text: string): boolean {
  const q = normaliseSearch(text);
  return q === '' || game.gameName.includes(q);
}

/** Games shown for a category, sub-search and provider predicate. */
export function visibleGames<T extends GridGame>(
  games: readonly T[],
  category: CategoryKey,
  search: string,
  provider: (liveCode: string) => boolean,
): T[] {
  return gamesOfCategory(games, category).filter((g) => matchesSearch(g, search) && provider(g.liveCode));
}
