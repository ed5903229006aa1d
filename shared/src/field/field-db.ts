import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedItem } from './queue-types';
import { askPersistentStorage } from './persistent-storage';

/** What the phone keeps for one user: cached answers and the queue of acts made offline. */
interface FieldSchema extends DBSchema {
  cache: { key: string; value: { key: string; value: unknown; savedAt: string } };
  queue: { key: number; value: QueuedItem };
}

export type FieldDb = IDBPDatabase<FieldSchema>;

const DB_PREFIX = 'portal-field-';
/** The users whose data this browser holds, so that sign-out and another user's sign-in can wipe it. */
const USERS_KEY = 'portal.field.users';

const knownUsers = (): string[] => {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(USERS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
};

/** One database per user: a queue is replayed only with the session of the user who made it. */
export function openFieldDb(userId: number | string): Promise<FieldDb> {
  const user = String(userId);
  const users = knownUsers();
  if (!users.includes(user)) localStorage.setItem(USERS_KEY, JSON.stringify([...users, user]));
  void askPersistentStorage();
  return openDB<FieldSchema>(`${DB_PREFIX}${user}`, 1, {
    upgrade(db) {
      db.createObjectStore('cache', { keyPath: 'key' });
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
    },
    // A wipe (sign-out, another user) deletes the database: this connection gives way at once.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

/**
 * Deletes what the phone keeps (customers' names, phones, addresses, queued photos) for every user
 * but `keepUserId`. Open connections close themselves when a delete waits for them (`blocking`).
 */
export async function wipeFieldData(keepUserId?: number | string): Promise<void> {
  const keep = keepUserId === undefined ? null : String(keepUserId);
  const gone = knownUsers().filter((u) => u !== keep);
  await Promise.all(gone.map((u) => deleteDB(`${DB_PREFIX}${u}`)));
  // Read again: a database opened while these were deleted (the kept user's, at sign-in) has listed itself.
  localStorage.setItem(USERS_KEY, JSON.stringify(knownUsers().filter((u) => !gone.includes(u))));
}

/** The one user whose data this phone holds (after a sign-in wiped the others), or null. */
export function fieldDataOwner(): number | null {
  const users = knownUsers();
  return users.length === 1 && /^\d+$/.test(users[0]) ? Number(users[0]) : null;
}
