import type { Queryable } from '../../db/database';
import { ReadCache, type ReadMark } from '../../lib/read-cache';
import { notifyUserChange } from './session-repository';

/** NOTIFY channel on which a change to a user's rights (role, dispatch right, company) reaches every process. */
export const USER_CHANGE_CHANNEL = 'user_change';

/**
 * A short-lived, per-process memory of sessions already checked against the database. Entries are
 * dropped when a session ends or its user changes (the NOTIFY channels, and at once in the process
 * that made the change); the TTL is only the backstop. A read that overlaps an invalidation is not
 * stored, so an entry never outlives a change it could have missed.
 */
export class SessionCache<T> {
  private readonly reads: ReadCache<number, { userId: number; value: T }>;

  constructor(ttlMs: number, maxEntries = 50_000) {
    this.reads = new ReadCache(ttlMs, maxEntries);
  }

  get enabled(): boolean {
    return this.reads.enabled;
  }

  get(sessionId: number, userId: number, now = Date.now()): T | undefined {
    const entry = this.reads.get(sessionId, now);
    if (!entry) return undefined;
    if (entry.userId !== userId) {
      this.reads.delete([sessionId]);
      return undefined;
    }
    return entry.value;
  }

  /** Marks the start of a database read; pass the mark to `set`. */
  mark(): ReadMark {
    return this.reads.mark();
  }

  set(sessionId: number, userId: number, value: T, expiresAt: number, mark: ReadMark): void {
    this.reads.set(sessionId, { userId, value }, mark, expiresAt);
  }

  forgetSessions(sessionIds: readonly number[]): void {
    this.reads.delete(sessionIds);
  }

  forgetUsers(userIds: readonly number[]): void {
    const users = new Set(userIds);
    this.reads.deleteWhere((entry) => users.has(entry.userId));
  }

  clear(): void {
    this.reads.clear();
  }
}

type Invalidation = { sessionIds: readonly number[] } | { userIds: readonly number[] };

// The caches of this process (one per app), told of changes made here before any NOTIFY arrives.
const localCaches = new Set<SessionCache<unknown>>();

export function registerSessionCache(cache: SessionCache<unknown>): () => void {
  localCaches.add(cache);
  return () => localCaches.delete(cache);
}

/** Drops the named sessions or users from every cache of this process (ids of another database only cost a miss). */
export function invalidateLocally(what: Invalidation): void {
  for (const cache of localCaches) {
    if ('sessionIds' in what) cache.forgetSessions(what.sessionIds);
    else cache.forgetUsers(what.userIds);
  }
}

/** Tells every process (at commit, inside a transaction) that a user's rights changed, and this one at once. */
export async function announceUserChange(db: Queryable, userId: number): Promise<void> {
  invalidateLocally({ userIds: [userId] });
  await notifyUserChange(db, USER_CHANGE_CHANNEL, userId);
}

export function parseUserChange(payload: string): number[] | null {
  try {
    const value = JSON.parse(payload) as { userIds?: unknown };
    if (!Array.isArray(value.userIds)) return null;
    return value.userIds.filter((id): id is number => Number.isInteger(id));
  } catch {
    return null;
  }
}
