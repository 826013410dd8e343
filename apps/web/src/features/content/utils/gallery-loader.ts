import type { GalleryGroup, GalleryGroupPage } from '@sixmark/shared';

/** The initials filter: all letters in turn, popular groups, or one letter. */
export type GalleryFilter = { kind: 'all' } | { kind: 'popular' } | { kind: 'letter'; letter: string };

export const GALLERY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export interface GalleryListState {
  groups: GalleryGroup[];
  /** Letter being loaded (All only). */
  letterIndex: number;
  /** Next page of the current letter (or of the single list). */
  page: number;
  done: boolean;
}

export const initialGalleryState = (): GalleryListState => ({
  groups: [],
  letterIndex: 0,
  page: 1,
  done: false,
});

export type GalleryPageFetcher = (q: {
  initials: string | null;
  popular: boolean;
  page: number;
  rows: number;
}) => Promise<GalleryGroupPage>;

/**
 * Loads the next page (spec 2 §4 Gallery). For All it goes letter by letter: it moves to the
 * next initial when the current one is exhausted or answers fewer than a page; letters with
 * nothing are skipped in the same call so one scroll always brings something if anything is left.
 */
export async function loadNextGalleryPage(
  state: GalleryListState,
  filter: GalleryFilter,
  fetchPage: GalleryPageFetcher,
  rows: number,
  letters: readonly string[] = GALLERY_LETTERS,
): Promise<GalleryListState> {
  if (state.done) return state;
  if (filter.kind !== 'all') {
    const res = await fetchPage({
      initials: filter.kind === 'letter' ? filter.letter : null,
      popular: filter.kind === 'popular',
      page: state.page,
      rows,
    });
    const groups = [...state.groups, ...res.data];
    const done = res.data.length < rows || groups.length >= res.totalCount;
    return { ...state, groups, page: state.page + 1, done };
  }
  let { letterIndex, page } = state;
  let groups = state.groups;
  while (letterIndex < letters.length) {
    const letter = letters[letterIndex]!;
    const res = await fetchPage({ initials: letter, popular: false, page, rows });
    groups = [...groups, ...res.data];
    const loadedOfLetter = (page - 1) * rows + res.data.length;
    const exhausted = res.data.length < rows || loadedOfLetter >= res.totalCount;
    if (exhausted) {
      letterIndex += 1;
      page = 1;
    } else {
      page += 1;
    }
    if (res.data.length > 0) break;
  }
  return { groups, letterIndex, page, done: letterIndex >= letters.length };
}

/**
 * A search answers every match at once (`/gallery/search`), so it is one load, not a walk
 * over the letters; a letter or 热门 filter still narrows what it found.
 */
export async function loadGallerySearch(
  state: GalleryListState,
  search: () => Promise<GalleryGroup[]>,
  filter: GalleryFilter = { kind: 'all' },
): Promise<GalleryListState> {
  if (state.done) return state;
  const found = await search();
  const groups =
    filter.kind === 'letter'
      ? found.filter((g) => g.initial.toUpperCase() === filter.letter)
      : [...found].sort((a, b) => a.initial.localeCompare(b.initial));
  return { groups, letterIndex: GALLERY_LETTERS.length, page: 2, done: true };
}
