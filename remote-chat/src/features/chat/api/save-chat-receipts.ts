import { api, request } from '@portal/shared';

export interface ChatReceipt {
  name: string;
  origin: 'easemob' | 'sys' | 'other';
  msgId: string;
  url: string;
  templateId: number;
}

/** `POST /api/sys/im/batch/save/receipt`: chat images become the order's receipts. */
export function saveChatReceipts(receipts: ChatReceipt[]): Promise<unknown[]> {
  return request<unknown[]>(api, { method: 'POST', url: '/sys/im/batch/save/receipt', data: { receipts } });
}
