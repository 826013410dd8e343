import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
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
  type GalleryPageFetcher,
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
  const qc = useQueryClient();
  const key = gameId === undefined ? '' : galleryCacheKey(gameId, groupType, filterKey(filter), search);
  const fetchPage = useCallback<GalleryPageFetcher>(
    (q) =>
      getGalleryGroups({
        gameId: gameId ?? 0,
        groupType,
        initials: q.initials,
        popular: q.popular,
        searchText: search,
        page: q.page,
        rows: q.rows,
      }),
    [gameId, groupType, search],
  );
  // The first load of a list (not a search) is a query, so a first screen the server drew
  // carries it (entry-server.tsx) and the browser's first render draws the same cells; it is
  // fetched when LoadMore first asks (loadMore below), never by itself.
  const firstOptions = queryOptions({
    queryKey: ['gallery-first-load', key] as const,
    queryFn: () => loadNextGalleryPage(initialGalleryState(), filter, fetchPage, PAGE_SIZE.gallery),
    staleTime: Infinity,
  });
  const first = useQuery({ ...firstOptions, enabled: false });
  const state = cache.get(key) ?? (search ? undefined : first.data) ?? initialGalleryState();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const firstKey = firstOptions.queryKey;
  const loadFirst = firstOptions.queryFn;
  const loadMore = useCallback(async () => {
    if (gameId === undefined) return;
    setLoadingMore(true);
    try {
      const current = cache.get(key);
      const next = !current
        ? search
          ? await loadGallerySearch(
              initialGalleryState(),
              () => searchGallery({ gameId, groupType, searchText: search }),
              filter,
            )
          : await qc.fetchQuery({ queryKey: firstKey, queryFn: loadFirst, staleTime: Infinity })
        : search
          ? await loadGallerySearch(current, () => searchGallery({ gameId, groupType, searchText: search }), filter)
          : await loadNextGalleryPage(current, filter, fetchPage, PAGE_SIZE.gallery);
      cache.set(key, next);
      rerender();
    } catch (e) {
      // Gallery failures are logged only (spec 2 §8); LoadMore offers a retry.
      console.warn('gallery list', e);
      throw e;
    } finally {
      setLoadingMore(false);
    }
  }, [qc, key, gameId, groupType, filter, search, fetchPage, firstKey, loadFirst]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    cache.delete(key);
    qc.removeQueries({ queryKey: firstKey, exact: true });
    rerender();
    try {
      await loadMore();
    } finally {
      setRefreshing(false);
    }
  }, [qc, key, firstKey, loadMore]);

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
