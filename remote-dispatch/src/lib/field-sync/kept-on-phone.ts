import { ApiError } from '@portal/shared';
import { fieldStore } from './field-sync';

/**
 * Fetches and keeps the answer on the phone (IndexedDB); without a network answers the kept copy
 * with the time it was fetched. A refusal by the server is never hidden behind a kept copy.
 */
export async function keptOnPhone<T>(
  key: string,
  fetch: () => Promise<T>,
): Promise<{ value: T; savedAt: string | null }> {
  const store = fieldStore();
  try {
    const value = await fetch();
    if (store) await (await store).cache.put(key, value).catch(() => undefined);
    return { value, savedAt: null };
  } catch (error) {
    const offline = error instanceof ApiError && error.status === null;
    if (!offline || !store) throw error;
    const kept = await (await store).cache.get<T>(key);
    if (!kept) throw error;
    return kept;
  }
}
