import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_LIMITS, type ReleaseIntegrity } from '@portal/contract';
import { badRequest } from '../../http-error';
import { OWN_REMOTES_PATH } from './allowed-origins';

/** Each file of a version is fetched within this time… */
export const FILE_TIMEOUT_MS = 10_000;
/** …and at most this large (a remote's largest chunk is well under 2 MB). */
export const FILE_MAX_BYTES = 20 * 1024 * 1024;
const PARALLEL = 6;

// A file name a manifest may give: relative, inside the version's folder (as ReleaseIntegrity's keys).
const FILE_NAME = /^[A-Za-z0-9_+-][A-Za-z0-9._+/-]*$/;
const safeName = (name: string) =>
  FILE_NAME.test(name) && name.length <= RELEASE_LIMITS.filePath && !name.split('/').includes('..');

/** The SRI string of some bytes, as the publish command writes it. */
export const sha384 = (bytes: Uint8Array): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Reads one file of a version by its path relative to the entry's folder. */
interface VersionFiles {
  read(name: string): Promise<Uint8Array>;
  /** Every file of the folder when it can be listed (this portal's own), else none. */
  list(): Promise<string[]>;
}

const unreadable = (file: string) => badRequest('releaseFileUnreadable', { file });

function diskFiles(folder: string, shown: string): VersionFiles {
  return {
    async read(name) {
      const file = path.join(folder, name);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile() || stat.size > FILE_MAX_BYTES) throw new Error('not a readable file');
        return await fs.readFile(file);
      } catch {
        throw unreadable(`${shown}${name}`);
      }
    },
    async list() {
      const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => {
        throw unreadable(shown);
      });
      return entries
        .filter((e) => e.isFile())
        .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .filter((name) => !name.split('/').some((part) => part.startsWith('.')));
    },
  };
}

async function fetchBytes(url: string, shown: string): Promise<Uint8Array> {
  try {
    // No redirects: a redirect could lead outside the allowed origins.
    const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > FILE_MAX_BYTES) throw new Error('too large');
    const parts: Uint8Array[] = [];
    let size = 0;
    for await (const part of response.body) {
      size += part.byteLength;
      if (size > FILE_MAX_BYTES) throw new Error('too large');
      parts.push(part);
    }
    return Buffer.concat(parts);
  } catch {
    throw unreadable(shown);
  }
}

function httpFiles(folderUrl: string): VersionFiles {
  return {
    read: (name) => fetchBytes(new URL(name, folderUrl).href, new URL(name, folderUrl).href),
    list: async () => [],
  };
}

/** The files a module federation manifest names: the entry, every chunk and stylesheet. */
export function manifestFiles(manifest: unknown): string[] | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const { metaData, shared, exposes } = manifest as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
    shared?: unknown;
    exposes?: unknown;
  };
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) return null;
  const names = new Set<string>([
    [typeof entry.path === 'string' ? entry.path : '', entry.name].filter(Boolean).join('/'),
  ]);
  for (const group of [shared, exposes]) {
    if (group === undefined) continue;
    if (!Array.isArray(group)) return null;
    for (const item of group as Array<{ assets?: Record<string, Record<string, unknown>> }>) {
      for (const kind of ['js', 'css'])
        for (const when of ['sync', 'async']) {
          const files = item?.assets?.[kind]?.[when] ?? [];
          if (!Array.isArray(files) || files.some((f) => typeof f !== 'string')) return null;
          for (const file of files as string[]) names.add(file);
        }
    }
  }
  return [...names];
}

async function hashAll(files: VersionFiles, names: string[]): Promise<ReleaseIntegrity> {
  const result: ReleaseIntegrity = {};
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift())
      result[name] = sha384(await files.read(name));
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Records the SHA-384 of every file of a version added without hashes: the entry (a manifest or a
 * remote entry script) and every file the manifest names; for this portal's own `/remotes/`, read from
 * the published folder, also the folder's other files. The entry must already be allowed. A file that
 * cannot be read refuses the version.
 */
export async function computeIntegrity(
  entry: string,
  publishedRemotesDir: string,
): Promise<ReleaseIntegrity> {
  const cut = entry.lastIndexOf('/') + 1;
  const entryName = entry.slice(cut);
  let files: VersionFiles;
  if (entry.startsWith(OWN_REMOTES_PATH)) {
    const relativeFolder = entry.slice(OWN_REMOTES_PATH.length, cut);
    files = diskFiles(
      path.join(publishedRemotesDir, ...relativeFolder.split('/').filter(Boolean)),
      entry.slice(0, cut),
    );
  } else {
    files = httpFiles(entry.slice(0, cut));
  }
  const first = await files.read(entryName);
  if (!entryName.endsWith('.json')) return { [entryName]: sha384(first) };
  let named: string[] | null;
  try {
    named = manifestFiles(JSON.parse(Buffer.from(first).toString('utf8')));
  } catch {
    named = null;
  }
  if (!named || !named.every(safeName)) throw badRequest('releaseManifestInvalid', { file: entry });
  const others = (await files.list()).filter(safeName);
  const all = [...new Set([...named, ...others])].filter((name) => name !== entryName);
  if (all.length + 1 > RELEASE_LIMITS.files) throw badRequest('releaseManifestInvalid', { file: entry });
  return { ...(await hashAll(files, all)), [entryName]: sha384(first) };
}
