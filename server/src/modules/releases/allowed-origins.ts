/** Where this portal serves published versions itself (the publish command's default target). */
export const OWN_REMOTES_PATH = '/remotes/';

// A path of this portal under /remotes/: no `..`, `//`, `\`, query or fragment that could lead elsewhere.
const OWN_ENTRY = /^\/remotes\/(?:[A-Za-z0-9_+-][A-Za-z0-9._+-]*\/)*[A-Za-z0-9_+-][A-Za-z0-9._+-]*$/;

/**
 * Whether a remote's entry may be loaded: a path under this portal's `/remotes/`, or an http(s) URL
 * on one of the deployment's release origins (RELEASE_ORIGINS).
 */
export function entryAllowed(entry: string, origins: readonly string[]): boolean {
  if (entry.startsWith('/')) return OWN_ENTRY.test(entry) && !entry.split('/').includes('..');
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return false;
  }
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return false;
  return origins.includes(url.origin);
}

/** The allowed places as the refusal names them. */
export const allowedPlaces = (origins: readonly string[]): string =>
  [OWN_REMOTES_PATH, ...origins].join(', ');
