import type { Database } from '../../db/database';
import { storeMessageBatch, type StoreRequest, type StoredRow } from './message-store-repository';

interface Pending {
  request: StoreRequest;
  resolve(row: StoredRow | null): void;
  reject(error: unknown): void;
}

/** Most messages one statement stores. */
const MAX_BATCH = 256;

/**
 * Group commit for chat messages: the messages that arrive while a batch is being stored are
 * stored together by the next statement, each answered only once that statement has committed.
 */
class SendBatcher {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Database) {}

  store(request: StoreRequest): Promise<StoredRow | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (!this.running) {
        this.running = true;
        // The rest of this tick's messages join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.run(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.running = false;
    }
  }

  private async run(batch: Pending[]): Promise<void> {
    try {
      const rows = await storeMessageBatch(
        this.db,
        batch.map((p) => p.request),
      );
      const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
      batch.forEach((p, i) => p.resolve(byOrd.get(i + 1) ?? null));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }
}

const batchers = new WeakMap<Database, SendBatcher>();

/** Stores a checked message with the others arriving at the same time; resolves once committed. */
export function storeMessage(db: Database, request: StoreRequest): Promise<StoredRow | null> {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new SendBatcher(db)));
  return batcher.store(request);
}
