import {
  GAME_CATEGORIES,
  GAME_CATEGORY_LABELS,
  LANDSCAPE_CATEGORIES,
  type GameCategory,
} from '@sixmark/shared';

/**
 * The catalogue rules of the game center screen (spec 1 §2, §5): category tabs from the hash,
 * the grid shape per category and the search.
 */

/** Category tabs in spec order; the hash of /game-center names the category (#LOTTERY, #fish...). */
export const CATEGORIES = GAME_CATEGORIES.map((key) => ({ key, title: GAME_CATEGORY_LABELS[key] }));

export type CategoryKey = GameCategory;

export const DEFAULT_CATEGORY: CategoryKey = 'hot';

/** The category a location hash names (case-insensitive), or hot. */
export function categoryFromHash(hash: string): CategoryKey {
  let h = hash.replace(/^#/, '');
  try {
    h = decodeURIComponent(h);
  } catch {
    // A malformed escape is not a category: fall through to hot.
  }
  return GAME_CATEGORIES.find((c) => c.toLowerCase() === h.toLowerCase()) ?? DEFAULT_CATEGORY;
}

/** Live and sport show landscape images in one column; the others a 3-column grid. */
export const isLandscapeCategory = (category: CategoryKey): boolean =>
  LANDSCAPE_CATEGORIES.includes(category);

export const gridColumns = (category: CategoryKey): 1 | 3 => (isLandscapeCategory(category) ? 1 : 3);

/** Search is trimmed and matches by substring of the game name (spec 1 §5). */
export const normaliseSearch = (text: string): string => text.trim();

export const matchesSearch = (game: { gameName: string }, text: string): boolean => {
  const q = normaliseSearch(text);
  return q === '' || game.gameName.includes(q);
};

/** Every game of the catalogue once (a hot game is also in its own category's group). */
export function uniqueGames<T extends { gameId: number }>(groups: readonly { games: readonly T[] }[]): T[] {
  const seen = new Map<number, T>();
  for (const g of groups) for (const game of g.games) if (!seen.has(game.gameId)) seen.set(game.gameId, game);
  return [...seen.values()];
}
