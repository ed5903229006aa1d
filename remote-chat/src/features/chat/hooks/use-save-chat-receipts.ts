import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import type { GroupChatImage } from '../api/types';
import { fileNameOf } from '../lib/display';

export interface SaveChatReceipts {
  images: GroupChatImage[];
  templateId: number;
}

/** Saves chat images as the order's receipts under one acceptance template. */
export function useSaveChatReceipts() {
  return useMutation({
    mutationFn: ({ images, templateId }: SaveChatReceipts) =>
      // Chat images become the order's receipts.
      call(routes.chatReceiptsSave, {
        body: {
          receipts: images.map((img) => ({
            name: fileNameOf(img.url, img.fileName),
            origin: img.origin ?? 'sys',
            msgId: img.msgId,
            url: img.url,
            templateId,
          })),
        },
      }),
  });
}
