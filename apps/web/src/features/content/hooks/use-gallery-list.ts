import { useCallback, useReducer, useState } from 'react';
import { PAGE_SIZE } from '@sixmark/shared';
import { galleryCacheKey } from '@sixmark/shared/domain/card-rules';
import { getGalleryGroups } from '../api/get-gallery-groups';
import { searchGallery } from '../api/search-gallery';
import {
  initialGalleryState,
  loadGallerySearch,
  loadNextGalleryPage,
  type GalleryFilter,
  type GalleryListState,
} from '../utils/gallery-loader';

// Kept for the session so going back to the gallery shows what was loaded (spec 2 §4 cache).
const cache = new Map<string, GalleryListState>();

const filterKey = (f: GalleryFilter) => (f.kind === 'all' ? null : f.kind === 'popular' ? 'hot' : f.letter);

/**
 * The gallery group list with loading, refreshing and loading-more flags, cached by
 * gameId_groupType_initial-or-all[_search].
 */
export function useGalleryList(
  gameId: number | undefined,
  groupType: number,
  filter: GalleryFilter,
  search: string,
) {
  const key = gameId === undefined ? '' : galleryCacheKey(gameId, groupType, filterKey(filter), search);
  const state = cache.get(key) ?? initialGalleryState();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const loadMore = useCallback(async () => {
    if (gameId === undefined) return;
    setLoadingMore(true);
    try {
      const current = cache.get(key) ?? initialGalleryState();
      const next = search
        ? await loadGallerySearch(
            current,
            () => searchGallery({ gameId, groupType, searchText: search }),
            filter,
          )
        : await loadNextGalleryPage(
            current,
            filter,
            (q) =>
              getGalleryGroups({
                gameId,
                groupType,
                initials: q.initials,
                popular: q.popular,
                searchText: search,
                page: q.page,
                rows: q.rows,
              }),
            PAGE_SIZE.gallery,
          );
      cache.set(key, next);
      rerender();
    } catch (e) {
      // Gallery failures are logged only (spec 2 §8); LoadMore offers a retry.
      console.warn('gallery list', e);
      throw e;
    } finally {
      setLoadingMore(false);
    }
  }, [key, gameId, groupType, filter, search]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    cache.delete(key);
    rerender();
    try {
      await loadMore();
    } finally {
      setRefreshing(false);
    }
  }, [key, loadMore]);

  return {
    groups: state.groups,
    hasMore: !state.done && gameId !== undefined,
    loading: state.groups.length === 0 && loadingMore,
    loadingMore,
    refreshing,
    loadMore,
    refresh,
  };
}
