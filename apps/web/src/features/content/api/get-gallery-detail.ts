import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type GalleryDetail } from '@sixmark/shared';
import { http } from '@/lib/http';
import { CONTENT_KEYS } from './keys';

/** `GET /gallery/group/detail` → {latest, groupList}. Failures propagate (spec 2 §8). */
export const getGalleryDetail = (groupId: number, page = 1) =>
  http.get<GalleryDetail>('/gallery/group/detail', {
    params: { groupId, page, rows: PAGE_SIZE.gallery },
    silent: true,
  });

export const galleryDetailQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: [CONTENT_KEYS.galleryDetail, groupId] as const,
    queryFn: () => getGalleryDetail(groupId),
  });

export const useGalleryDetail = (groupId: number) => useQuery(galleryDetailQueryOptions(groupId));
