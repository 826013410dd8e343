import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_KEYS } from './keys';
import { getGalleryGroups } from './get-gallery-groups';

/** The popular colour groups of a game, first page: the home 图库 preview. */
export const galleryPreviewQueryOptions = (gameId: number, rows: number) =>
  queryOptions({
    queryKey: [CONTENT_KEYS.galleryGroups, 'preview', gameId, rows] as const,
    queryFn: () => getGalleryGroups({ gameId, groupType: 1, initials: null, popular: true, page: 1, rows }),
    staleTime: 60_000,
  });

export const useGalleryPreview = (gameId: number | undefined, rows: number) =>
  useQuery({ ...galleryPreviewQueryOptions(gameId ?? 0, rows), enabled: gameId !== undefined });
