/** Paths that are never the host page: the API, files, deliveries, remotes, the IM gateway. */
export const NOT_SHELL_PREFIXES = ['/api/', '/file/', '/deliver/', '/remotes/', '/im/', '/socket.io/'];

/** The message a page receives when one of the portal's notifications is clicked. */
export const NOTIFICATION_CLICK = 'portal:notification-click';

const REMOTES = /^\/remotes\/[^/]+\//;

/** A remote's `mf-manifest.json` or `remoteEntry.js` (any published version): network first. */
export const isRemoteEntry = (url: URL) =>
  REMOTES.test(url.pathname) && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);

/** A remote's chunk named by its content hash (`name.0123abcd.js`): cache first. */
export const isRemoteHashedChunk = (url: URL) =>
  REMOTES.test(url.pathname) && /\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname);
