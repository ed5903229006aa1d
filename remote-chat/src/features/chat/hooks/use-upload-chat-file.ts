import { useIsMutating, useMutation } from '@tanstack/react-query';
import { call, type UploadedFile } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { chatKeys } from './chat-keys';

/**
 * Uploads a file for the input. `uploading` holds while any upload is on its way: files pasted or
 * dropped again before the last ones are up overlap them.
 */
export function useUploadChatFile() {
  const { mutateAsync } = useMutation({
    mutationKey: chatKeys.upload(),
    // Multipart `file`.
    mutationFn: (file: File): Promise<UploadedFile> => {
      const form = new FormData();
      form.append('file', file);
      return call(routes.fileUpload, { body: form });
    },
  });
  const uploading = useIsMutating({ mutationKey: chatKeys.upload() }) > 0;
  return { upload: mutateAsync, uploading };
}
