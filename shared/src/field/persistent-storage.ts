let asked: Promise<boolean> | null = null;

/**
 * Asks the browser once per page to keep the phone's data (queued photos and acts, kept orders) when
 * it runs short of space: without it, best-effort storage may be evicted before the queue is sent.
 * Resolves to whether the storage is persistent; false where the browser cannot say.
 */
export function askPersistentStorage(): Promise<boolean> {
  asked ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return false;
    try {
      return (await storage.persisted?.()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return asked;
}

/** Forgets the answer (tests). */
export function resetPersistentStorageAsk(): void {
  asked = null;
}
