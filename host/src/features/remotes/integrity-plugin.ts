import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ReleaseIntegrity } from '@portal/shared/contract';

/** The global the remotes' chunk loader asks for a file's hash (see tools/webpack-config.cjs). */
export const INTEGRITY_GLOBAL = '__portalIntegrity__';

// Absolute file URL (no query or fragment) -> its SRI hash, for every registered remote with hashes.
const hashes = new Map<string, string>();

const fileKey = (url: string): string => {
  const parsed = new URL(url, window.location.href);
  return `${parsed.origin}${parsed.pathname}`;
};

/** Records the published hashes of the remotes (`url` = the absolute entry), replacing earlier ones. */
export function setRemoteIntegrity(remotes: Array<{ url: string; integrity: ReleaseIntegrity | null }>): void {
  hashes.clear();
  for (const remote of remotes) {
    if (!remote.integrity) continue;
    const folder = new URL('.', remote.url).href;
    for (const [file, hash] of Object.entries(remote.integrity)) hashes.set(fileKey(new URL(file, folder).href), hash);
  }
}

/** The hash a file must have, when its remote was published with hashes. */
export function integrityOf(url: string): string | undefined {
  try {
    return hashes.get(fileKey(url));
  } catch {
    return undefined;
  }
}

(globalThis as Record<string, unknown>)[INTEGRITY_GLOBAL] = integrityOf;

/**
 * Subresource Integrity for the remotes: the manifest is fetched and the entry script loaded with the
 * hash recorded at publish time, so a file changed on its origin afterwards is refused by the browser.
 * (The remotes' own chunks get theirs from their chunk loader, which asks `INTEGRITY_GLOBAL`.)
 */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-integrity',
    createScript({ url, attrs }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
    fetch(url, init) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      return fetch(url, { ...init, integrity, credentials: 'same-origin' });
    },
  };
}
