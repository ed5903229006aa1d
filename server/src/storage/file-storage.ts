import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are produced by the server (never taken from a request), so an
 * implementation only has to map them to its backend: a folder now, an S3-compatible bucket later.
 */
export interface FileStorage {
  /** Stores the stream under `key` and resolves with the byte count; a failed stream leaves nothing behind. */
  put(key: string, body: Readable): Promise<number>;
  /** A stream of the stored bytes, or null when the key holds nothing. */
  open(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
