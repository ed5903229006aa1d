import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are produced by the server (never taken from a request), so an
 * implementation only has to map them to its backend: a folder or an S3-compatible bucket.
 */
export interface FileStorage {
  /** Stores the stream under `key` (replacing what it held) and resolves with the byte count; a failed stream leaves nothing behind. */
  put(key: string, body: Readable): Promise<number>;
  /** A stream of the stored bytes, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key; removing a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * The store itself failed (a disk or bucket error), as opposed to the body it was given breaking off:
 * the first is the server's problem (500), the second the caller's (400).
 */
export class StorageBackendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageBackendError';
  }
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
