import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { Nullable } from './answer-types';
import { RELEASE_LIMITS } from './field-limits';
import { Id, Int32 } from './integers';

/*
 * The remotes' releases (`/api/sys/frontend/...`): which bundle each user loads, and the managers'
 * releases page.
 */

/** The remotes the host loads (the server's seed gives each its folder). */
export const REMOTE_NAMES = ['remote_orders', 'remote_dispatch', 'remote_chat', 'remote_admin'] as const;

export const ReleaseChannel = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);
export type ReleaseChannel = Static<typeof ReleaseChannel>;

/** package version + content hash, e.g. `0.2.0-3f9a1c2e`: also a folder name, so no slashes or dots-only. */
export const ReleaseVersion = Type.String({
  minLength: 1,
  maxLength: RELEASE_LIMITS.version,
  pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]*$',
});
/** The remote's `mf-manifest.json` (or `remoteEntry.js`): a path of this site or an http(s) URL. */
export const ReleaseEntry = Type.String({
  minLength: 1,
  maxLength: RELEASE_LIMITS.entry,
  pattern: '^(https?://|/)[^\\s\\u0000]+$',
});
/**
 * Subresource Integrity of every file of a version (manifest, entry, chunks, stylesheets) as hashed
 * at publish time, by path relative to the manifest's folder: `{ "mf-manifest.json": "sha384-…" }`.
 */
export const ReleaseIntegrity = Type.Record(
  Type.String({
    minLength: 1,
    maxLength: RELEASE_LIMITS.filePath,
    pattern: '^[A-Za-z0-9_+-][A-Za-z0-9._+/-]*$',
  }),
  Type.String({ maxLength: 200, pattern: '^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$' }),
  { maxProperties: RELEASE_LIMITS.files },
);
export type ReleaseIntegrity = Static<typeof ReleaseIntegrity>;
const Percent = Int32({ minimum: 0, maximum: 100, default: 0 });
const Users = Type.Array(Id, { maxItems: RELEASE_LIMITS.users, default: [] });

/** PUT /sys/frontend/releases/{remote}/{channel}: creates or replaces that release (a stable one stays active and at 100 %). */
export const ReleaseBody = Type.Object({
  version: Text(RELEASE_LIMITS.version, { minLength: 1 }),
  entry: ReleaseEntry,
  /** Canary only: the sticky share (0..100) of the users who are not listed. */
  rolloutPercent: Percent,
  /** Canary only: user ids who always get it. */
  rolloutUsers: Users,
  active: Type.Boolean({ default: true }),
});
export type ReleaseBody = Static<typeof ReleaseBody>;

/** POST /sys/frontend/releases/{remote}/canary: a published version goes to listed users and a sticky share. */
export const CanaryBody = Type.Object({
  version: ReleaseVersion,
  rolloutPercent: Percent,
  rolloutUsers: Users,
});
export type CanaryBody = Static<typeof CanaryBody>;

/** Which entry of a remote the signed-in user loads (`GET /api/sys/frontend/remotes`). */
export const FrontendRemote = Type.Object({
  name: Type.String(),
  entry: Type.String(),
  version: Type.String(),
  channel: ReleaseChannel,
  /** The files' hashes as published; null for the build the portal serves itself (no version folder). */
  integrity: Nullable(ReleaseIntegrity),
});
export type FrontendRemote = Static<typeof FrontendRemote>;

/** One release of a remote as `GET /api/sys/frontend/releases` lists it. */
export const Release = Type.Object({
  /** The federation name, e.g. `remote_orders`. */
  remote: Type.String(),
  channel: ReleaseChannel,
  version: Type.String(),
  entry: Type.String(),
  rolloutPercent: Type.Integer(),
  rolloutUsers: Type.Array(Type.Integer()),
  active: Type.Boolean(),
  /** Why the release was switched off by the portal: `originNotAllowed` (its entry is outside RELEASE_ORIGINS). */
  offReason: Nullable(Type.Literal('originNotAllowed')),
  updatedAt: Type.String(),
});
export type Release = Static<typeof Release>;

/** One published version of a remote (`GET /api/sys/frontend/versions`). */
export const RemoteVersion = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  entry: Type.String(),
  /** Name of the manager who published it; null for the build the portal started with. */
  publishedBy: Nullable(Type.String()),
  publishedAt: Type.String(),
  /** Whether the files' hashes were recorded at publish time (the browser refuses a changed file). */
  hashed: Type.Boolean(),
});
export type RemoteVersion = Static<typeof RemoteVersion>;

/** One step in the release history (`GET /api/sys/frontend/history`). */
export const ReleaseHistoryEntry = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  action: Type.Union(
    (['publish', 'canary', 'stopCanary', 'promote', 'rollback', 'edit'] as const).map((a) => Type.Literal(a)),
  ),
  version: Type.String(),
  /** The stable version when it happened (canary, promote), or the one left (rollback). */
  previousVersion: Nullable(Type.String()),
  rolloutPercent: Nullable(Type.Integer()),
  rolloutUsers: Nullable(Type.Array(Type.Integer())),
  actor: Nullable(Type.String()),
  /** The address the step came from, as the server saw it (null for steps before it was kept). */
  actorAddress: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type ReleaseHistoryEntry = Static<typeof ReleaseHistoryEntry>;
export type ReleaseAction = ReleaseHistoryEntry['action'];

/** The remotes the host loads, each at the version chosen for the signed-in user. */
export const FrontendRemotes = Type.Object({ remotes: Type.Array(FrontendRemote) });
export type FrontendRemotes = Static<typeof FrontendRemotes>;

/** The answer of a promotion or a rollback: the version now stable. */
/** POST /sys/frontend/versions: registers a published version with its files' hashes. */
export const VersionBody = Type.Object({
  remote: Type.String(),
  version: ReleaseVersion,
  entry: ReleaseEntry,
  integrity: Type.Optional(ReleaseIntegrity),
});
export type VersionBody = Static<typeof VersionBody>;

/** GET /sys/frontend/settings: where versions may come from and where this portal keeps its own. */
export const ReleaseSettings = Type.Object({
  /** This portal's published-versions folder on its machine (the publish command copies there). */
  publishedRemotesDir: Type.String(),
  /** RELEASE_ORIGINS: origins besides this portal's own `/remotes/`. */
  releaseOrigins: Type.Array(Type.String()),
});
export type ReleaseSettings = Static<typeof ReleaseSettings>;

export const StableVersion = Type.Object({ version: Type.String() });
export type StableVersion = Static<typeof StableVersion>;
