import type { ReleaseIntegrity } from '@portal/shared/contract';

/** A published file of a remote: its hash, the remote and its path inside the version's folder. */
export interface PublishedFile {
  hash: string;
  remote: string;
  file: string;
}

// Absolute file URL (no query or fragment) -> its published file, for every registered remote with hashes.
const hashes = new Map<string, PublishedFile>();

/** A file's address without query or fragment, as the hashes are kept by. */
export const fileKey = (url: string): string => {
  const parsed = new URL(url, window.location.href);
  return `${parsed.origin}${parsed.pathname}`;
};

/** Records the published hashes of the remotes (`url` = the absolute entry), replacing earlier ones. */
export function setRemoteIntegrity(
  remotes: Array<{ name: string; url: string; integrity: ReleaseIntegrity | null }>,
): void {
  hashes.clear();
  for (const remote of remotes) {
    if (!remote.integrity) continue;
    const folder = new URL('.', remote.url).href;
    for (const [file, hash] of Object.entries(remote.integrity))
      hashes.set(fileKey(new URL(file, folder).href), { hash, remote: remote.name, file });
  }
}

/** The published file at an address, when its remote was published with hashes. */
export function publishedFile(url: string): PublishedFile | undefined {
  try {
    return hashes.get(fileKey(url));
  } catch {
    return undefined;
  }
}

/** The hash a file must have, when its remote was published with hashes. */
export function integrityOf(url: string): string | undefined {
  return publishedFile(url)?.hash;
}
