import type { z } from 'zod';
import type { chatUploadSchema } from '@sixmark/shared';
import { chatHttp } from './chat-http';

export type UploadedImage = z.infer<typeof chatUploadSchema>;

/** `POST chat/uploadImage` (spec 3 §7): one image as multipart; answers the stored image and its thumbnail. */
export function uploadImage(file: Blob, name = 'image'): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, (file as File).name || name);
  return chatHttp.post<UploadedImage>('/chat/uploadImage', form, { silent: true });
}
