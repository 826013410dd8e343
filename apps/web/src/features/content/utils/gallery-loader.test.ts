import { describe, expect, it, vi } from 'vitest';
import type { GalleryGroup } from '@sixmark/shared';
import {
  initialGalleryState,
  loadGallerySearch,
  loadNextGalleryPage,
  type GalleryPageFetcher,
} from './gallery-loader';

const group = (letter: string, i: number): GalleryGroup => ({
  groupId: letter.charCodeAt(0) * 100 + i,
  name: `${letter}${i}`,
  gameTurn: '001',
  imageUrl: '',
  updatedTime: '',
  initial: letter,
});

/** A: 5 groups, B: none, C: 2 groups; page size 3. */
const data: Record<string, GalleryGroup[]> = {
  A: [0, 1, 2, 3, 4].map((i) => group('A', i)),
  B: [],
  C: [0, 1].map((i) => group('C', i)),
};
const fetcher = vi.fn<GalleryPageFetcher>(async ({ initials, page, rows }) => {
  const all = data[initials ?? ''] ?? [];
  return { data: all.slice((page - 1) * rows, page * rows), totalCount: all.length };
});

describe('gallery All loads letter by letter (spec 2 §4)', () => {
  it('pages through A, skips an empty B, then C, then stops', async () => {
    const letters = ['A', 'B', 'C'];
    let s = initialGalleryState();
    s = await loadNextGalleryPage(s, { kind: 'all' }, fetcher, 3, letters);
    expect(s.groups.map((g) => g.name)).toEqual(['A0', 'A1', 'A2']);
    expect(s.letterIndex).toBe(0);
    // A's second page answers fewer than the page size: move on to the next initial.
    s = await loadNextGalleryPage(s, { kind: 'all' }, fetcher, 3, letters);
    expect(s.groups.map((g) => g.name)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
    expect(s.letterIndex).toBe(1);
    s = await loadNextGalleryPage(s, { kind: 'all' }, fetcher, 3, letters);
    expect(s.groups.map((g) => g.name).slice(5)).toEqual(['C0', 'C1']);
    expect(s.done).toBe(true);
    expect(fetcher.mock.calls.map(([q]) => `${q.initials}:${q.page}`)).toEqual(['A:1', 'A:2', 'B:1', 'C:1']);
  });

  it('a single letter pages until totalCount', async () => {
    let s = initialGalleryState();
    s = await loadNextGalleryPage(s, { kind: 'letter', letter: 'A' }, fetcher, 3);
    expect(s.done).toBe(false);
    s = await loadNextGalleryPage(s, { kind: 'letter', letter: 'A' }, fetcher, 3);
    expect(s.groups).toHaveLength(5);
    expect(s.done).toBe(true);
  });
});

describe('loadGallerySearch (/gallery/search)', () => {
  const found = [group('C', 1), group('A', 2), group('C', 0)];

  it('loads every match in one call, ordered by initial, and is then done', async () => {
    const search = vi.fn(async () => found);
    const state = await loadGallerySearch(initialGalleryState(), search);
    expect(search).toHaveBeenCalledTimes(1);
    expect(state.groups.map((g) => g.name)).toEqual(['A2', 'C1', 'C0']);
    expect(state.done).toBe(true);
    expect(await loadGallerySearch(state, search)).toBe(state);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('a letter filter keeps only that letter', async () => {
    const state = await loadGallerySearch(initialGalleryState(), async () => found, {
      kind: 'letter',
      letter: 'C',
    });
    expect(state.groups.map((g) => g.name)).toEqual(['C1', 'C0']);
  });
});
