import { api, request } from '@portal/shared';
import type { ChatReceipt, ChatReceiptsBody } from '@portal/shared/contract';

/** `POST /api/sys/im/batch/save/receipt`: chat images become the order's receipts. */
export function saveChatReceipts(receipts: ChatReceipt[]): Promise<unknown[]> {
  const data: ChatReceiptsBody = { receipts };
  return request<unknown[]>(api, { method: 'POST', url: '/sys/im/batch/save/receipt', data });
}
