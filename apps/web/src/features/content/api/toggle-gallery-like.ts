import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { GalleryLikeResult } from '@sixmark/shared';
import { http } from '@/lib/http';

export interface GalleryLikeInput {
  galleryId: number;
  like: boolean;
}

/** `POST /gallery/toggle-like`; a failure is not shown (spec 2 §8). */
export const toggleGalleryLike = (input: GalleryLikeInput) =>
  http.post<GalleryLikeResult>('/gallery/toggle-like', input, { silent: true });

export const useToggleGalleryLike = (
  mutationConfig?: UseMutationOptions<GalleryLikeResult, Error, GalleryLikeInput>,
) => useMutation({ ...mutationConfig, mutationFn: toggleGalleryLike });
