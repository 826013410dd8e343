import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type GalleryImage } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /gallery` (groupId, gameId, rows, page): a group's images. */
export const getGalleryImages = (groupId: number, gameId?: number, page = 1) =>
  http.get<{ data: GalleryImage[]; totalCount: number }>('/gallery', {
    params: { groupId, gameId, page, rows: PAGE_SIZE.gallery },
    silent: true,
  });

export const galleryImagesQueryOptions = (groupId: number, gameId?: number) =>
  queryOptions({
    queryKey: [CONTENT_KEYS.galleryDetail, 'images', groupId, gameId ?? null] as const,
    queryFn: () => getGalleryImages(groupId, gameId),
  });

export const useGalleryImages = (groupId: number, gameId?: number) =>
  useQuery(galleryImagesQueryOptions(groupId, gameId));
