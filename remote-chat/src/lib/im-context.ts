import { createContext, useContext } from 'react';
import type {
  ChatMessage,
  ChatReadAck,
  ChatReadPayload,
  ChatSendAck,
  ChatSendPayload,
} from '@portal/shared/contract';
import type { ImEvents, ImStatus, registerChannels } from '../features/im';

/**
 * What the chat modal needs of the page's IM connection. The exposed module composes the two
 * features and hands the connection in through this context, so the chat feature never imports it.
 */
export interface ImApi {
  on<K extends keyof ImEvents>(type: K, handler: (payload: ImEvents[K]) => void): () => void;
  /** Queued while offline (kept over a reload); resolves when the server stores or refuses it. */
  send(payload: ChatSendPayload, message?: ChatMessage): Promise<ChatSendAck>;
  /** A channel's messages still waiting to be sent. */
  queued(sysChannelId: number): ChatMessage[];
  /** 重新连接: a fresh attempt now. */
  reconnect(): void;
  markRead(payload: ChatReadPayload): Promise<ChatReadAck>;
  me(): string | null;
  noteSeen(id: number): boolean;
  registerChannels: typeof registerChannels;
  useStatus(): ImStatus;
}

export const ImContext = createContext<ImApi | null>(null);

export function useIm(): ImApi {
  const im = useContext(ImContext);
  if (!im) throw new Error('ImContext is missing');
  return im;
}
