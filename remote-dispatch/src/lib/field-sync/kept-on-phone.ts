import { sendOrKept, type CallOptions } from '@portal/shared';
import { fieldStore } from './field-sync';

/**
 * Fetches and keeps the answer on the phone (IndexedDB); without a network answers the kept copy
 * with the time it was fetched, and that time is the page's only word of the failure (see
 * sendOrKept). A refusal by the server is never hidden behind a kept copy.
 */
export async function keptOnPhone<T>(
  key: string,
  fetch: (options: CallOptions) => Promise<T>,
): Promise<{ value: T; savedAt: string | null }> {
  const store = fieldStore();
  const answer = await sendOrKept(fetch, async () => (store ? (await store).cache.get<T>(key) : null));
  if ('kept' in answer) return answer.kept;
  // The page shows the answer at once; keeping it is IndexedDB work that need not hold the render.
  if (store) void store.then(({ cache }) => cache.put(key, answer.fresh)).catch(() => undefined);
  return { value: answer.fresh, savedAt: null };
}
