import { fileApi, request, type UploadedFile } from '@portal/shared';

/** `POST /file/upload` (multipart `file`). */
export function uploadChatFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return request<UploadedFile>(fileApi, {
    method: 'POST',
    url: '/upload',
    data: form,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
    },
  });
}
