import type { Queryable } from '../../db/database';
import { badRequest } from '../../http-error';
import type { ReleaseBody, ReleaseChannel } from '@portal/shared/contract';
import {
  activeCanaryVersion,
  deactivateCanary,
  deactivateCanaryOf,
  insertHistory,
  insertVersion,
  insertVersionIfMissing,
  lockStableRelease,
  notifyAtCommit,
  publishedVersion,
  upsertCanary,
  upsertRelease,
  upsertStable,
  versionReplacedBy,
  type ReleaseAction,
  type VersionRow,
} from './release-repository';

/**
 * NOTIFY channel on which a change to the remotes' releases reaches every server process (each
 * builds its pages' Content-Security-Policy from the release entries and caches them briefly).
 */
export const RELEASE_CHANGE_CHANNEL = 'frontend_release_change';

// Caches of this process, told of a change made here at once (the NOTIFY follows at commit).
const localReleaseWatchers = new Set<() => void>();

/** Calls `forget` whenever this process changes a release; returns the unsubscribe function. */
export function watchLocalReleaseChanges(forget: () => void): () => void {
  localReleaseWatchers.add(forget);
  return () => localReleaseWatchers.delete(forget);
}

/** Tells this process at once and every process at commit (inside the transaction) that releases changed. */
async function announceReleaseChange(tx: Queryable, remote: string): Promise<void> {
  for (const forget of localReleaseWatchers) forget();
  await notifyAtCommit(tx, RELEASE_CHANGE_CHANNEL, remote);
}

/** Who does it: a signed-in manager (the releases page, the release commands through the API). */
export interface ReleaseActor {
  id: number;
}

async function versionOf(tx: Queryable, remote: string, version: string): Promise<VersionRow> {
  const row = await publishedVersion(tx, remote, version);
  if (!row) throw badRequest('releaseVersionUnknown', { version });
  return row;
}

async function record(
  tx: Queryable,
  remote: string,
  action: ReleaseAction,
  version: string,
  actor: ReleaseActor,
  extra: { previousVersion?: string | null; rolloutPercent?: number; rolloutUsers?: number[] } = {},
): Promise<void> {
  await insertHistory(tx, remote, action, version, actor.id, extra);
  // Every change of a release is recorded here, so this is the one place that announces it.
  if (action !== 'publish') await announceReleaseChange(tx, remote);
}

/**
 * Registers a published version. Publishing the same version with the same entry again changes
 * nothing (a retried command); another entry under a version already taken is refused, since a
 * version names one set of files for good.
 */
export async function registerVersion(
  tx: Queryable,
  remote: string,
  version: string,
  entry: string,
  actor: ReleaseActor,
): Promise<'created' | 'existing'> {
  const inserted = await insertVersion(tx, remote, version, entry, actor.id);
  if (inserted) {
    await record(tx, remote, 'publish', version, actor);
    return 'created';
  }
  const existing = await versionOf(tx, remote, version);
  if (existing.entry !== entry) throw badRequest('releaseVersionTaken', { version });
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
  const target = await versionOf(tx, remote, version);
  const stable = await lockStableRelease(tx, remote);
  if (stable?.version === version) throw badRequest('releaseAlreadyStable', { version });
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
  const target = await versionOf(tx, remote, chosen);
  if (stable?.version === target.version)
    throw badRequest('releaseAlreadyStable', { version: target.version });
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
  const target = await versionOf(tx, remote, previous);
  await makeStable(tx, remote, target);
  await record(tx, remote, 'rollback', target.version, actor, { previousVersion: stable.version });
  return target.version;
}

/** A release saved directly on the releases page (version, entry, rollout); a stable one stays at 100 %. */
export async function saveRelease(tx: Queryable, remote: string, channel: ReleaseChannel, body: ReleaseBody, actor: ReleaseActor): Promise<void> {
  await upsertRelease(tx, remote, channel, body, channel === 'stable' ? 100 : body.rolloutPercent);
  await insertVersionIfMissing(tx, remote, body.version, body.entry, actor.id);
  // A row edited directly is part of the history too.
  await record(tx, remote, 'edit', body.version, actor, { rolloutPercent: body.rolloutPercent, rolloutUsers: body.rolloutUsers });
}
