import { useMutation } from '@tanstack/react-query';
import type { GroupChatImage } from '../api/get-group-chat-images';
import { saveChatReceipts } from '../api/save-chat-receipts';
import { fileNameOf } from '../lib/display';

export interface SaveChatReceipts {
  images: GroupChatImage[];
  templateId: number;
}

/** Saves chat images as the order's receipts under one acceptance template. */
export function useSaveChatReceipts() {
  return useMutation({
    mutationFn: ({ images, templateId }: SaveChatReceipts) =>
      saveChatReceipts(
        images.map((img) => ({
          name: fileNameOf(img.url, img.fileName),
          origin: img.origin ?? 'sys',
          msgId: img.msgId,
          url: img.url,
          templateId,
        })),
      ),
  });
}
