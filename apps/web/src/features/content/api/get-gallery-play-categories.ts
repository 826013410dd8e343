import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryPlayCategory } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /gallery/play-category`: the game's gallery categories (e.g. 彩色图库 / 黑白图库). */
export const getGalleryPlayCategories = (gameId: number) =>
  http.get<GalleryPlayCategory[]>('/gallery/play-category', { params: { gameId }, silent: true });

export const galleryPlayCategoriesQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: [CONTENT_KEYS.galleryCategories, gameId] as const,
    queryFn: () => getGalleryPlayCategories(gameId),
    staleTime: 5 * 60_000,
  });

export const useGalleryPlayCategories = (gameId: number | undefined) =>
  useQuery({ ...galleryPlayCategoriesQueryOptions(gameId ?? 0), enabled: gameId !== undefined });
