import { useIsMutating, useMutation } from '@tanstack/react-query';
import { uploadChatFile } from '../api/upload-chat-file';
import { chatKeys } from './chat-keys';

/**
 * Uploads a file for the input. `uploading` holds while any upload is on its way: files pasted or
 * dropped again before the last ones are up overlap them.
 */
export function useUploadChatFile() {
  const { mutateAsync } = useMutation({
    mutationKey: chatKeys.upload(),
    mutationFn: (file: File) => uploadChatFile(file),
  });
  const uploading = useIsMutating({ mutationKey: chatKeys.upload() }) > 0;
  return { upload: mutateAsync, uploading };
}
