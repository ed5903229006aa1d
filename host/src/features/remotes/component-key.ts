/** The part of a remote's mf-manifest.json that the host reads. */
export interface RemoteManifest {
  name?: string;
  exposes: { name?: string; path?: string }[];
}

export type KeyCheck =
  | { ok: true; remote: string; module: string }
  | { ok: false; reason: 'malformed' | 'unknownRemote' | 'notExposed'; remote?: string };

const KEY = /^([A-Za-z_][\w-]*)\/([\w-]+(?:\/[\w-]+)*)$/;

/** Splits `remote_orders/SystemAnnounce` into remote and module, or null when it is not such a key. */
export function parseComponentKey(key: string): { remote: string; module: string } | null {
  const match = KEY.exec(key.trim());
  return match ? { remote: match[1], module: match[2] } : null;
}

export function exposesModule(manifest: RemoteManifest, module: string): boolean {
  return manifest.exposes.some(
    (e) => e.name === module || e.path === `./${module}` || e.name === `./${module}` || e.path === module,
  );
}

/** Step one: the key is well formed and names a remote the user was given. */
export function checkRemote(key: string, knownRemotes: Iterable<string>): KeyCheck {
  const parsed = parseComponentKey(key);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (![...knownRemotes].includes(parsed.remote))
    return { ok: false, reason: 'unknownRemote', remote: parsed.remote };
  return { ok: true, ...parsed };
}

/** Both steps: the remote is known and its manifest exposes the module. */
export function checkComponentKey(
  key: string,
  knownRemotes: Iterable<string>,
  manifest: RemoteManifest,
): KeyCheck {
  const first = checkRemote(key, knownRemotes);
  if (!first.ok) return first;
  return exposesModule(manifest, first.module)
    ? first
    : { ok: false, reason: 'notExposed', remote: first.remote };
}
