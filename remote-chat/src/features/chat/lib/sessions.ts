import { call } from '@portal/shared';
import { CHAT_CHANNEL_PAGE_SIZE, routes } from '@portal/shared/contract';
import { toSession } from '../api/normalize';
import type { ChatSession } from '../api/types';

/** My sessions (members.uid = me, not deleted), page 1 of 150; `toName` narrows them by name. */
export async function fetchSessions(toName?: string): Promise<ChatSession[]> {
  const page = await call(routes.chatChannelPage, {
    body: { current: 1, size: CHAT_CHANNEL_PAGE_SIZE, ...(toName ? { toName } : {}) },
  });
  return page.records.map(toSession);
}

/** One session with its members. */
export async function fetchSession(id: number): Promise<ChatSession> {
  return toSession(await call(routes.chatOneChannel, { body: { id } }));
}
