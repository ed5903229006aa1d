import type { FieldDb } from './field-db';

export interface Cached<T> {
  value: T;
  /** When it was last fetched from the server (ISO). */
  savedAt: string;
}

/** Answers kept on the phone for offline reading: the newest one of each key. */
export class FieldCache {
  constructor(private readonly db: FieldDb) {}

  async get<T>(key: string): Promise<Cached<T> | null> {
    const row = await this.db.get('cache', key);
    return row ? { value: row.value as T, savedAt: row.savedAt } : null;
  }

  async put<T>(key: string, value: T, savedAt = new Date()): Promise<Cached<T>> {
    const row = { key, value, savedAt: savedAt.toISOString() };
    await this.db.put('cache', row);
    return { value, savedAt: row.savedAt };
  }
}
