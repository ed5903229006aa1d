import { FieldCache, FieldQueue, fieldDataOwner, openFieldDb, wipeFieldData } from '@portal/shared/field';

/** How many of this user's acts made on this phone still wait for the server. */
export async function unsyncedCount(userId: number): Promise<number> {
  try {
    const db = await openFieldDb(userId);
    const count = await new FieldQueue(db).count();
    db.close();
    return count;
  } catch {
    return 0;
  }
}

/** Deletes what the phone keeps of customers and queued acts: of everyone, or of all but `keepUserId`. */
export async function wipeFieldDataQuietly(keepUserId?: number): Promise<void> {
  try {
    await wipeFieldData(keepUserId);
  } catch (error) {
    console.warn('field data not wiped', error);
  }
}

const USER_KEY = 'session:user';
const REMOTES_KEY = 'session:remotes';

/** Keeps the signed-in user's answers the shell needs to start without a network. */
export async function keepForOffline(
  userId: number,
  what: 'user' | 'remotes',
  value: unknown,
): Promise<void> {
  try {
    const db = await openFieldDb(userId);
    await new FieldCache(db).put(what === 'user' ? USER_KEY : REMOTES_KEY, value);
    db.close();
  } catch {
    // Private browsing or a full disk: the portal then starts online only.
  }
}

/**
 * A user's details fresh from the server, at sign-in or at a start: another user's customers and
 * queued acts are not theirs to see, and the next start may be offline.
 */
export async function keepSignedInUser(user: { id: number }): Promise<void> {
  await wipeFieldDataQuietly(user.id);
  await keepForOffline(user.id, 'user', user);
}

/** What the shell kept for an offline start: the only user whose data this phone holds after the wipe at sign-in. */
export async function keptForOffline<T>(what: 'user' | 'remotes', userId?: number): Promise<T | null> {
  const owner = userId ?? fieldDataOwner();
  if (owner === null) return null;
  const db = await openFieldDb(owner);
  const kept = await new FieldCache(db).get<T>(what === 'user' ? USER_KEY : REMOTES_KEY);
  db.close();
  return kept?.value ?? null;
}
