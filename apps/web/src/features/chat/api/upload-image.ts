import { chatHttp } from './chat-http';

export interface UploadedImage {
  url: string;
  thumb?: string;
}

/** `POST chat/uploadImage` (spec 3 §7): one image as multipart; answers where it is stored. */
export function uploadImage(file: Blob, name = 'image'): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, (file as File).name || name);
  return chatHttp.post<UploadedImage>('/chat/uploadImage', form, { silent: true });
}
