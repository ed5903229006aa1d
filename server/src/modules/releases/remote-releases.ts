import type { Queryable } from '../../db/database';
import { badRequest } from '../../http-error';
import type { ReleaseBody, ReleaseChannel, ReleaseIntegrity } from '@portal/contract';
import { allowedPlaces, entryAllowed } from './allowed-origins';
import {
  activeCanaryVersion,
  deactivateCanary,
  deactivateCanaryOf,
  insertHistory,
  insertVersion,
  lockStableRelease,
  publishedVersion,
  setVersionIntegrity,
  upsertCanary,
  upsertRelease,
  upsertStable,
  versionReplacedBy,
  type PublishedVersion,
  type ReleaseAction,
  type VersionRow,
} from './release-repository';

/**
 * Who does it and from where: a signed-in release operator (the releases page, the release commands
 * through the API), and the deployment's release origins that every entry must lie under.
 */
export interface ReleaseActor {
  id: number;
  /** The address the request came from (kept in the history). */
  address: string;
  origins: readonly string[];
}

/** Refuses an entry outside this portal's `/remotes/` and the release origins. */
export function checkEntry(entry: string, actor: ReleaseActor): void {
  if (!entryAllowed(entry, actor.origins))
    throw badRequest('releaseEntryOrigin', { entry, origins: allowedPlaces(actor.origins) });
}

async function versionOf(
  tx: Queryable,
  remote: string,
  version: string,
  actor: ReleaseActor,
): Promise<PublishedVersion> {
  const row = await publishedVersion(tx, remote, version);
  if (!row) throw badRequest('releaseVersionUnknown', { version });
  // A version registered before the origins were narrowed is not rolled out again.
  checkEntry(row.entry, actor);
  return row;
}

/** A version goes to users' browsers as a canary or stable only with its files' hashes. */
function checkHashed(row: PublishedVersion): void {
  if (!row.hashed) throw badRequest('releaseVersionUnhashed', { version: row.version });
}

async function record(
  tx: Queryable,
  remote: string,
  action: ReleaseAction,
  version: string,
  actor: ReleaseActor,
  extra: { previousVersion?: string | null; rolloutPercent?: number; rolloutUsers?: number[] } = {},
): Promise<void> {
  await insertHistory(tx, remote, action, version, actor, extra);
}

/**
 * Registers a published version. Publishing the same version with the same entry again changes
 * nothing (a retried command) but records the hashes of a version registered without them; another
 * entry under a version already taken is refused, since a version names one set of files for good.
 */
export async function registerVersion(
  tx: Queryable,
  remote: string,
  version: string,
  entry: string,
  integrity: ReleaseIntegrity | null,
  actor: ReleaseActor,
): Promise<'created' | 'existing'> {
  checkEntry(entry, actor);
  const inserted = await insertVersion(tx, remote, version, entry, integrity, actor.id);
  if (inserted) {
    await record(tx, remote, 'publish', version, actor);
    return 'created';
  }
  const existing = await versionOf(tx, remote, version, actor);
  if (existing.entry !== entry) throw badRequest('releaseVersionTaken', { version });
  if (!existing.hashed && integrity) await setVersionIntegrity(tx, remote, version, integrity);
  return 'existing';
}

/** Makes a published version the canary for the listed users and a sticky percentage of the others. */
export async function setCanary(
  tx: Queryable,
  remote: string,
  version: string,
  rollout: { users: number[]; percent: number },
  actor: ReleaseActor,
): Promise<void> {
  const target = await versionOf(tx, remote, version, actor);
  const stable = await lockStableRelease(tx, remote);
  if (stable?.version === version) throw badRequest('releaseAlreadyStable', { version });
  checkHashed(target);
  if (rollout.users.length === 0 && rollout.percent === 0) throw badRequest('releaseCanaryEmpty');
  const users = [...new Set(rollout.users)];
  await upsertCanary(tx, remote, target, rollout.percent, users);
  await record(tx, remote, 'canary', version, actor, {
    previousVersion: stable?.version,
    rolloutPercent: rollout.percent,
    rolloutUsers: users,
  });
}

/** Ends the canary: everyone gets the stable version again. */
export async function stopCanary(tx: Queryable, remote: string, actor: ReleaseActor): Promise<void> {
  const canary = await deactivateCanary(tx, remote);
  if (!canary) throw badRequest('releaseNoCanary');
  await record(tx, remote, 'stopCanary', canary.version, actor);
}

async function makeStable(tx: Queryable, remote: string, target: VersionRow): Promise<void> {
  await upsertStable(tx, remote, target);
  // A canary of the version that is now stable has nothing left to do.
  await deactivateCanaryOf(tx, remote, target.version);
}

/** Makes a version (by default the active canary's) the stable one for everybody. */
export async function promote(
  tx: Queryable,
  remote: string,
  version: string | null,
  actor: ReleaseActor,
): Promise<string> {
  const stable = await lockStableRelease(tx, remote);
  let chosen = version;
  if (!chosen) {
    const canary = await activeCanaryVersion(tx, remote);
    if (canary === null) throw badRequest('releaseNoCanary');
    chosen = canary;
  }
  const target = await versionOf(tx, remote, chosen, actor);
  if (stable?.version === target.version)
    throw badRequest('releaseAlreadyStable', { version: target.version });
  checkHashed(target);
  await makeStable(tx, remote, target);
  await record(tx, remote, 'promote', target.version, actor, { previousVersion: stable?.version });
  return target.version;
}

/**
 * Returns to the stable version before the current one: the version the current one replaced when it
 * was promoted. Rolling back again goes one further back along the same line.
 */
export async function rollback(tx: Queryable, remote: string, actor: ReleaseActor): Promise<string> {
  const stable = await lockStableRelease(tx, remote);
  if (!stable) throw badRequest('releaseNoPrevious');
  const previous = await versionReplacedBy(tx, remote, stable.version);
  if (!previous) throw badRequest('releaseNoPrevious');
  const target = await versionOf(tx, remote, previous, actor);
  await makeStable(tx, remote, target);
  await record(tx, remote, 'rollback', target.version, actor, { previousVersion: stable.version });
  return target.version;
}

/**
 * A release saved directly on the releases page (version, entry, rollout); a stable one stays at 100 %.
 * An active row's version is registered as if published, with the hashes the caller recorded (null
 * for the built-in bundle or a version that has them already).
 */
export async function saveRelease(
  tx: Queryable,
  remote: string,
  channel: ReleaseChannel,
  body: ReleaseBody,
  integrity: ReleaseIntegrity | null,
  actor: ReleaseActor,
): Promise<void> {
  // An inactive row sends nothing to browsers (and a row left from before can still be switched off).
  if (body.active) await registerVersion(tx, remote, body.version, body.entry, integrity, actor);
  else checkEntry(body.entry, actor);
  await upsertRelease(tx, remote, channel, body, channel === 'stable' ? 100 : body.rolloutPercent);
  // A row edited directly is part of the history too.
  await record(tx, remote, 'edit', body.version, actor, {
    rolloutPercent: body.rolloutPercent,
    rolloutUsers: body.rolloutUsers,
  });
}
