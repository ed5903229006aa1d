import type { ChatMessage } from '@portal/contract';

/** A record as `message-repository` selects it: the client id is null for messages stored without one. */
export type MessageRow = Omit<ChatMessage, 'clientId'> & { clientId: string | null };

export function toChatMessage(row: MessageRow): ChatMessage {
  const { clientId, ...rest } = row;
  return {
    ...rest,
    id: Number(row.id),
    fromUserId: row.fromUserId === null ? null : Number(row.fromUserId),
    time: Number(row.time),
    sysChannelId: Number(row.sysChannelId),
    serviceId: row.serviceId === null ? null : Number(row.serviceId),
    unreadCount: Number(row.unreadCount),
    ext: (typeof row.ext === 'string' ? JSON.parse(row.ext) : row.ext) as ChatMessage['ext'],
    ...(clientId ? { clientId } : {}),
  };
}
