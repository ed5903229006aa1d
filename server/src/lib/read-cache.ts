/** When a database read started, and the cache's epoch then: what `set` needs to refuse a stale read. */
export interface ReadMark {
  epoch: number;
  at: number;
}

interface Entry<V> {
  value: V;
  /** When the database read that produced the entry started. */
  readAt: number;
  /** Past this (epoch ms) the entry no longer counts, whatever its age. */
  expiresAt: number;
}

/**
 * A short-lived, per-process memory of database reads. Whoever owns one drops entries when what
 * they were read from changes (a NOTIFY, a local write); the TTL is only the backstop. A read that
 * overlaps an invalidation is not stored, so an entry never outlives a change it could have missed.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Marks the start of a database read; pass the mark to `set`. */
  mark(): ReadMark {
    return { epoch: this.epoch, at: Date.now() };
  }

  set(key: K, value: V, mark: ReadMark, expiresAt = Infinity): void {
    if (!this.enabled || mark.epoch !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, readAt: mark.at, expiresAt });
  }

  delete(keys: readonly K[]): void {
    this.epoch += 1;
    for (const key of keys) this.entries.delete(key);
  }

  deleteWhere(stale: (value: V) => boolean): void {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (stale(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}
