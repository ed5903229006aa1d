import { fileKey, publishedFile } from './published-files';

/** A remote whose file no longer has the hash it was published with: the browser refused to run it. */
export class RemoteIntegrityError extends Error {
  constructor(
    readonly remote: string,
    readonly file: string,
  ) {
    super(`A file of ${remote} (${file}) differs from the published version and was refused`);
    this.name = 'RemoteIntegrityError';
  }
}

// Addresses of published files (with a hash) that failed to load since they were last examined.
const failed = new Set<string>();

/** Keeps a failed load of a file loaded with its hash: it may have been refused by the check. */
export function noteFailedLoad(url: string): void {
  if (publishedFile(url)) failed.add(fileKey(url));
}

/**
 * A script loaded with a hash (a remote's entry or chunk) that fails fires `error` on its element; a
 * browser says nothing of why, so the address is kept for `integrityFailureOf`.
 */
export function watchScriptFailures(target: Window = window): void {
  target.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (script instanceof HTMLScriptElement && script.integrity) noteFailedLoad(script.src);
    },
    // Load errors do not bubble: seen on their way down.
    true,
  );
}

const ALGORITHMS = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' } as const;

/** The SRI string of some bytes with the algorithm of `like` (e.g. `sha384-…`). */
export async function sriOf(bytes: ArrayBuffer, like: string): Promise<string> {
  const name = like.slice(0, like.indexOf('-')) as keyof typeof ALGORITHMS;
  const digest = new Uint8Array(await crypto.subtle.digest(ALGORITHMS[name] ?? 'SHA-384', bytes));
  return `${name}-${btoa(String.fromCharCode(...digest))}`;
}

/** The file as its origin serves it now, without the check and without the cache. */
async function readUnchecked(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Whether a failed load of `remote` was the integrity check refusing a changed file: a file of it that
 * failed is read again without the check and no longer has its published hash. A file that cannot be
 * read at all is a network failure (worth a retry), not a changed file.
 */
export async function integrityFailureOf(
  remote: string,
  read: (url: string) => Promise<ArrayBuffer> = readUnchecked,
): Promise<RemoteIntegrityError | undefined> {
  for (const url of [...failed]) {
    const published = publishedFile(url);
    if (published?.remote !== remote) continue;
    failed.delete(url);
    let bytes: ArrayBuffer;
    try {
      bytes = await read(url);
    } catch {
      continue;
    }
    if ((await sriOf(bytes, published.hash)) !== published.hash)
      return new RemoteIntegrityError(remote, published.file);
  }
  return undefined;
}
