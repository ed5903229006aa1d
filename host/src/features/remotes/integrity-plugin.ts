import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { noteFailedLoad } from './integrity-failure';
import { integrityOf } from './published-files';

export { integrityOf, setRemoteIntegrity } from './published-files';

/** The global the remotes' chunk loader asks for a file's hash (see tools/webpack-config.cjs). */
export const INTEGRITY_GLOBAL = '__portalIntegrity__';

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
      return fetch(url, { ...init, integrity, credentials: 'same-origin' }).catch((error: unknown) => {
        noteFailedLoad(url);
        throw error;
      });
    },
  };
}
