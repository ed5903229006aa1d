/** Paths that are never the host page: the API, files, deliveries, remotes, the IM gateway. */
export const NOT_SHELL_PREFIXES = ['/api/', '/file/', '/deliver/', '/remotes/', '/im/', '/socket.io/'];

/** The message a page receives when one of the portal's notifications is clicked. */
export const NOTIFICATION_CLICK = 'portal:notification-click';

/** The message a page not yet controlled sends with the remotes' files it loaded, for the caches. */
export const CACHE_REMOTES = 'portal:cache-remotes';

const REMOTES = /^\/remotes\/[^/]+\//;

/**
 * Where a remote may be: this origin's /remotes/, or another origin (the portal's Content-Security-Policy
 * lets its pages load code from the remotes' release origins only).
 */
const isRemotePlace = (url: URL, home: string) => url.origin !== home || REMOTES.test(url.pathname);

/** A remote's `mf-manifest.json` or `remoteEntry.js` (any published version): network first. */
export const isRemoteEntry = (url: URL, home = url.origin) =>
  isRemotePlace(url, home) && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);

/** A remote's chunk named by its content hash (`name.0123abcd.js`): cache first. */
export const isRemoteHashedChunk = (url: URL, home = url.origin) =>
  isRemotePlace(url, home) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname);

/** Whether the service worker keeps `url` (a page of `home`'s) in the remotes' caches at run time. */
export const isCachedRemote = (url: URL, home = url.origin) =>
  isRemoteEntry(url, home) || isRemoteHashedChunk(url, home);

type AssetLists = { sync?: unknown; async?: unknown };
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ assets?: { js?: AssetLists; css?: AssetLists } }>;
}

/**
 * Every file a remote's pages may load, read from its `mf-manifest.json` (files sit beside it): kept
 * ahead so that a page of the remote opened first offline (or a part of one, such as the signature
 * pad) still has its code.
 */
export function remoteFilesOf(manifestUrl: URL, manifest: unknown): URL[] {
  const { metaData, exposes } = (manifest ?? {}) as RemoteManifest;
  const names = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value) names.add(value);
  };
  const entry = metaData?.remoteEntry;
  if (typeof entry?.name === 'string')
    add(`${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`);
  for (const expose of Array.isArray(exposes) ? exposes : [])
    for (const kind of [expose.assets?.js, expose.assets?.css])
      for (const list of [kind?.sync, kind?.async]) if (Array.isArray(list)) list.forEach(add);
  return [...names]
    .map((name) => new URL(name, manifestUrl))
    .filter((url) => url.origin === manifestUrl.origin && (isRemoteEntry(url) || isRemoteHashedChunk(url)));
}
