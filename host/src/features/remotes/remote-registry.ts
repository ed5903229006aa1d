import { releaseRoutes } from '@portal/shared/contract';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { call, type CallOptions, type FrontendRemote } from '@portal/shared';
import { checkComponentKey, checkRemote, type KeyCheck, type RemoteManifest } from './component-key';
import { integrityOf, setRemoteIntegrity } from './published-files';
import { noteFailedLoad } from './integrity-failure';

const remotes = new Map<string, FrontendRemote & { url: string }>();
const manifests = new Map<string, Promise<RemoteManifest>>();
let generation = 0;

export async function fetchFrontendRemotes(options: CallOptions = {}): Promise<FrontendRemote[]> {
  const data = await call(releaseRoutes.frontendRemotes, {}, options);
  return data?.remotes ?? [];
}

const absolute = (entry: string) => new URL(entry, window.location.origin).href;

/** Registers the user's remotes with the federation runtime (replacing earlier registrations). */
export function registerFrontendRemotes(list: FrontendRemote[]): void {
  const entries = list.map((r) => ({ ...r, url: absolute(r.entry) }));
  setRemoteIntegrity(entries);
  registerRemotes(
    entries.map((r) => ({ name: r.name, entry: r.url })),
    { force: true },
  );
  remotes.clear();
  manifests.clear();
  generation += 1;
  for (const r of entries) remotes.set(r.name, r);
}

/** Changes whenever the set of remotes is registered anew, so that loaded pages are not reused. */
export function registryGeneration(): number {
  return generation;
}

/** Registers one remote again so that its next load starts from scratch (the 重试 button). */
export function reRegisterRemote(name: string): void {
  const remote = remotes.get(name);
  manifests.delete(name);
  if (remote) registerRemotes([{ name: remote.name, entry: remote.url }], { force: true });
}

export function remoteInfo(name: string): (FrontendRemote & { url: string }) | undefined {
  return remotes.get(name);
}

/** The remote's mf-manifest.json, fetched once; a failed fetch is forgotten so a retry asks again. */
export function fetchManifest(name: string): Promise<RemoteManifest> {
  const cached = manifests.get(name);
  if (cached) return cached;
  const remote = remotes.get(name);
  if (!remote) return Promise.reject(new Error(`Remote ${name} is not registered`));
  // Entries are normally the manifest itself; a remoteEntry.js entry has its manifest beside it.
  const manifestUrl = /\.json(\?|$)/.test(remote.url)
    ? remote.url
    : new URL('mf-manifest.json', remote.url).href;
  const integrity = integrityOf(manifestUrl);
  const pending = fetch(manifestUrl, { credentials: 'same-origin', ...(integrity ? { integrity } : {}) })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Manifest of ${name} answered ${response.status}`);
      const body = (await response.json()) as Partial<RemoteManifest>;
      return { name: body.name, exposes: Array.isArray(body.exposes) ? body.exposes : [] };
    })
    .catch((error: unknown) => {
      manifests.delete(name);
      if (integrity) noteFailedLoad(manifestUrl);
      throw error;
    });
  manifests.set(name, pending);
  return pending;
}

/** Checks a menu component key against the registered remotes and the remote's manifest. */
export async function verifyComponentKey(key: string): Promise<KeyCheck> {
  const first = checkRemote(key, remotes.keys());
  if (!first.ok) return first;
  const manifest = await fetchManifest(first.remote);
  return checkComponentKey(key, remotes.keys(), manifest);
}
