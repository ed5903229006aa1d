import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { badRequest } from '../../http-error';
import { ts } from '../../http';
import type { Release, ReleaseBody, ReleaseChannel, ReleaseHistoryEntry, RemoteVersion } from '@portal/shared/contract';
import type { ReleaseRow } from './rollout';

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
  await tx.query('SELECT pg_notify($1, $2)', [RELEASE_CHANGE_CHANNEL, remote]);
}

/** Who does it: a signed-in manager (the releases page, the release commands through the API). */
export interface ReleaseActor {
  id: number;
}

interface VersionRow {
  version: string;
  entry: string;
}

async function versionOf(tx: Queryable, remote: string, version: string): Promise<VersionRow> {
  const row = await queryOne<VersionRow>(
    tx,
    `SELECT version, entry FROM frontend_versions WHERE remote = $1 AND version = $2`,
    [remote, version],
  );
  if (!row) throw badRequest('releaseVersionUnknown', { version });
  return row;
}

async function lockedStable(tx: Queryable, remote: string): Promise<VersionRow | null> {
  return queryOne<VersionRow>(
    tx,
    `SELECT version, entry FROM frontend_releases WHERE remote = $1 AND channel = 'stable' FOR UPDATE`,
    [remote],
  );
}

async function record(
  tx: Queryable,
  remote: string,
  action: 'publish' | 'canary' | 'stopCanary' | 'promote' | 'rollback' | 'edit',
  version: string,
  actor: ReleaseActor,
  extra: { previousVersion?: string | null; rolloutPercent?: number; rolloutUsers?: number[] } = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_release_history (remote, action, version, previous_version, rollout_percent, rollout_users, actor_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      remote,
      action,
      version,
      extra.previousVersion ?? null,
      extra.rolloutPercent ?? null,
      extra.rolloutUsers ?? null,
      actor.id,
    ],
  );
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
  const inserted = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO frontend_versions (remote, version, entry, published_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (remote, version) DO NOTHING RETURNING id`,
    [remote, version, entry, actor.id],
  );
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
  const stable = await lockedStable(tx, remote);
  if (stable?.version === version) throw badRequest('releaseAlreadyStable', { version });
  if (rollout.users.length === 0 && rollout.percent === 0) throw badRequest('releaseCanaryEmpty');
  const users = [...new Set(rollout.users)];
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, 'canary', $2, $3, $4, $5, true, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
       rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = true, updated_at = now()`,
    [remote, version, target.entry, rollout.percent, users],
  );
  await record(tx, remote, 'canary', version, actor, {
    previousVersion: stable?.version,
    rolloutPercent: rollout.percent,
    rolloutUsers: users,
  });
}

/** Ends the canary: everyone gets the stable version again. */
export async function stopCanary(tx: Queryable, remote: string, actor: ReleaseActor): Promise<void> {
  const canary = await queryOne<VersionRow>(
    tx,
    `UPDATE frontend_releases SET active = false, updated_at = now() WHERE remote = $1 AND channel = 'canary' AND active RETURNING version, entry`,
    [remote],
  );
  if (!canary) throw badRequest('releaseNoCanary');
  await record(tx, remote, 'stopCanary', canary.version, actor);
}

async function makeStable(tx: Queryable, remote: string, target: VersionRow): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, 'stable', $2, $3, 100, '{}', true, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry, active = true, updated_at = now()`,
    [remote, target.version, target.entry],
  );
  // A canary of the version that is now stable has nothing left to do.
  await tx.query(
    `UPDATE frontend_releases SET active = false, updated_at = now() WHERE remote = $1 AND channel = 'canary' AND version = $2`,
    [remote, target.version],
  );
}

/** Makes a version (by default the active canary's) the stable one for everybody. */
export async function promote(
  tx: Queryable,
  remote: string,
  version: string | null,
  actor: ReleaseActor,
): Promise<string> {
  const stable = await lockedStable(tx, remote);
  let chosen = version;
  if (!chosen) {
    const canary = await queryOne<{ version: string }>(
      tx,
      `SELECT version FROM frontend_releases WHERE remote = $1 AND channel = 'canary' AND active`,
      [remote],
    );
    if (!canary) throw badRequest('releaseNoCanary');
    chosen = canary.version;
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
  const stable = await lockedStable(tx, remote);
  if (!stable) throw badRequest('releaseNoPrevious');
  const promoted = await queryOne<{ previousVersion: string | null }>(
    tx,
    `SELECT previous_version AS "previousVersion" FROM frontend_release_history
      WHERE remote = $1 AND action = 'promote' AND version = $2 ORDER BY id DESC LIMIT 1`,
    [remote, stable.version],
  );
  if (!promoted?.previousVersion) throw badRequest('releaseNoPrevious');
  const target = await versionOf(tx, remote, promoted.previousVersion);
  await makeStable(tx, remote, target);
  await record(tx, remote, 'rollback', target.version, actor, { previousVersion: stable.version });
  return target.version;
}

/** A release saved directly on the releases page (version, entry, rollout); a stable one stays at 100 %. */
export async function saveRelease(tx: Queryable, remote: string, channel: ReleaseChannel, body: ReleaseBody, actor: ReleaseActor): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
       rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = EXCLUDED.active, updated_at = now()`,
    [remote, channel, body.version, body.entry, channel === 'stable' ? 100 : body.rolloutPercent, body.rolloutUsers, body.active],
  );
  await tx.query(
    `INSERT INTO frontend_versions (remote, version, entry, published_by) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, version) DO NOTHING`,
    [remote, body.version, body.entry, actor.id],
  );
  // A row edited directly is part of the history too.
  await record(tx, remote, 'edit', body.version, actor, { rolloutPercent: body.rolloutPercent, rolloutUsers: body.rolloutUsers });
}

const RELEASE_COLUMNS = `remote, channel, version, entry, rollout_percent AS "rolloutPercent", rollout_users AS "rolloutUsers", active`;

export const releaseRows = (db: Queryable) => db.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM frontend_releases`);

export const releaseList = (db: Queryable) =>
  db.query<Release>(`SELECT ${RELEASE_COLUMNS}, ${ts('updated_at', 'updatedAt')} FROM frontend_releases ORDER BY remote, channel`);

export const versionList = (db: Queryable) =>
  db.query<RemoteVersion>(
    `SELECT v.remote, v.version, v.entry, u.name AS "publishedBy", ${ts('v.published_at', 'publishedAt')}
       FROM frontend_versions v LEFT JOIN users u ON u.id = v.published_by
      ORDER BY v.remote, v.published_at DESC, v.id DESC`,
  );

/** The latest 200 steps, newest first (of one remote when named). */
export const historyList = (db: Queryable, remote: string | null) =>
  db.query<ReleaseHistoryEntry>(
    `SELECT h.id, h.remote, h.action, h.version, h.previous_version AS "previousVersion", h.rollout_percent AS "rolloutPercent",
            h.rollout_users AS "rolloutUsers", u.name AS "actor", ${ts('h.created_at', 'createdAt')}
       FROM frontend_release_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE $1::text IS NULL OR h.remote = $1
      ORDER BY h.id DESC LIMIT 200`,
    [remote],
  );
