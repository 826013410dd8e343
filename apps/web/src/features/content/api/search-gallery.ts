import type { GalleryGroup } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface GallerySearchQuery {
  gameId: number;
  groupType: number;
  searchText: string;
}

/**
 * `GET /gallery/search`: every matching group of a game in one answer, so a search is not
 * walked letter by letter.
 */
export const searchGallery = (q: GallerySearchQuery) =>
  http.get<GalleryGroup[]>('/gallery/search', {
    params: {
      gameId: q.gameId,
      groupType: q.groupType,
      searchText: q.searchText.trim(),
    },
    silent: true,
  });
