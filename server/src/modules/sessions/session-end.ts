import type { Queryable } from '../../db/database';
import { invalidateLocally } from './session-cache';
import { revokeSessionsAndNotify } from './session-repository';

/** The NOTIFY channel on which ended sessions travel to every server process (each closes its sockets). */
export const SESSION_END_CHANNEL = 'session_end';

export interface SessionEndEvent {
  sessionIds: number[];
}

/**
 * Revokes sessions (one, or every session of a user) and announces the revoked ids on
 * SESSION_END_CHANNEL in the same statement: inside a transaction the notice goes out at commit,
 * so no process closes a socket for a session that was not ended, and none misses one that was.
 */
export async function endSessions(
  db: Queryable,
  which: { sessionId: number } | { userId: number },
): Promise<number[]> {
  const [column, value] =
    'sessionId' in which ? (['id', which.sessionId] as const) : (['user_id', which.userId] as const);
  const ids = await revokeSessionsAndNotify(db, column, value, SESSION_END_CHANNEL);
  invalidateLocally({ sessionIds: ids });
  return ids;
}

export function parseSessionEnd(payload: string): SessionEndEvent | null {
  try {
    const value = JSON.parse(payload) as { sessionIds?: unknown };
    if (!Array.isArray(value.sessionIds)) return null;
    return { sessionIds: value.sessionIds.filter((id): id is number => Number.isInteger(id)) };
  } catch {
    return null;
  }
}
