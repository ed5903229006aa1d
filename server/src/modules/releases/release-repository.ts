import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ts } from '../../http';
import type {
  Release,
  ReleaseBody,
  ReleaseChannel,
  ReleaseHistoryEntry,
  ReleaseIntegrity,
  RemoteVersion,
} from '@portal/contract';
import type { ReleaseRow } from './rollout';

export interface VersionRow {
  version: string;
  entry: string;
}

/** A published version and whether its files' hashes were recorded. */
export type PublishedVersion = VersionRow & { hashed: boolean };

/** A release row as the host's choice needs it: with its version's recorded file hashes. */
export type ServedRelease = ReleaseRow & { integrity: ReleaseIntegrity | null };

export type ReleaseAction = 'publish' | 'canary' | 'stopCanary' | 'promote' | 'rollback' | 'edit';

export const publishedVersion = (tx: Queryable, remote: string, version: string) =>
  queryOne<PublishedVersion>(
    tx,
    `SELECT version, entry, integrity IS NOT NULL AS hashed FROM frontend_versions WHERE remote = $1 AND version = $2`,
    [remote, version],
  );

/** The remote's stable release, locked until commit (one release change per remote at a time). */
export const lockStableRelease = (tx: Queryable, remote: string) =>
  queryOne<VersionRow>(
    tx,
    `SELECT version, entry FROM frontend_releases WHERE remote = $1 AND channel = 'stable' FOR UPDATE`,
    [remote],
  );

export async function insertHistory(
  tx: Queryable,
  remote: string,
  action: ReleaseAction,
  version: string,
  actor: { id: number; address: string },
  extra: { previousVersion?: string | null; rolloutPercent?: number; rolloutUsers?: number[] },
): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_release_history (remote, action, version, previous_version, rollout_percent, rollout_users, actor_id, actor_address)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      remote,
      action,
      version,
      extra.previousVersion ?? null,
      extra.rolloutPercent ?? null,
      extra.rolloutUsers ?? null,
      actor.id,
      actor.address,
    ],
  );
}

/** Inserts a published version; false when the remote has that version already. */
export async function insertVersion(
  tx: Queryable,
  remote: string,
  version: string,
  entry: string,
  integrity: ReleaseIntegrity | null,
  actorId: number,
): Promise<boolean> {
  const inserted = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO frontend_versions (remote, version, entry, integrity, published_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (remote, version) DO NOTHING RETURNING id`,
    [remote, version, entry, integrity === null ? null : JSON.stringify(integrity), actorId],
  );
  return inserted !== null;
}

/** Records the hashes of a version registered before they were (only while it has none). */
export async function setVersionIntegrity(
  tx: Queryable,
  remote: string,
  version: string,
  integrity: ReleaseIntegrity,
): Promise<void> {
  await tx.query(
    `UPDATE frontend_versions SET integrity = $3 WHERE remote = $1 AND version = $2 AND integrity IS NULL`,
    [remote, version, JSON.stringify(integrity)],
  );
}

/** The version as the remote's active canary, for the users and the percentage. */
export async function upsertCanary(
  tx: Queryable,
  remote: string,
  target: VersionRow,
  percent: number,
  users: number[],
): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, 'canary', $2, $3, $4, $5, true, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
       rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = true, off_reason = NULL, updated_at = now()`,
    [remote, target.version, target.entry, percent, users],
  );
}

/** Ends the remote's active canary; null when there is none. */
export const deactivateCanary = (tx: Queryable, remote: string) =>
  queryOne<VersionRow>(
    tx,
    `UPDATE frontend_releases SET active = false, updated_at = now() WHERE remote = $1 AND channel = 'canary' AND active RETURNING version, entry`,
    [remote],
  );

/** The version as the remote's stable release. */
export async function upsertStable(tx: Queryable, remote: string, target: VersionRow): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, 'stable', $2, $3, 100, '{}', true, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry, active = true, off_reason = NULL, updated_at = now()`,
    [remote, target.version, target.entry],
  );
}

/** Ends the remote's canary when it is of that version. */
export async function deactivateCanaryOf(tx: Queryable, remote: string, version: string): Promise<void> {
  await tx.query(
    `UPDATE frontend_releases SET active = false, updated_at = now() WHERE remote = $1 AND channel = 'canary' AND version = $2`,
    [remote, version],
  );
}

export const activeCanaryVersion = async (tx: Queryable, remote: string): Promise<string | null> =>
  (
    await queryOne<{ version: string }>(
      tx,
      `SELECT version FROM frontend_releases WHERE remote = $1 AND channel = 'canary' AND active`,
      [remote],
    )
  )?.version ?? null;

/** The version that the latest promotion of `version` replaced. */
export const versionReplacedBy = async (
  tx: Queryable,
  remote: string,
  version: string,
): Promise<string | null> =>
  (
    await queryOne<{ previousVersion: string | null }>(
      tx,
      `SELECT previous_version AS "previousVersion" FROM frontend_release_history
      WHERE remote = $1 AND action = 'promote' AND version = $2 ORDER BY id DESC LIMIT 1`,
      [remote, version],
    )
  )?.previousVersion ?? null;

/** The release row as the releases page saves it. */
export async function upsertRelease(
  tx: Queryable,
  remote: string,
  channel: ReleaseChannel,
  body: ReleaseBody,
  rolloutPercent: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
       rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = EXCLUDED.active, off_reason = NULL, updated_at = now()`,
    [remote, channel, body.version, body.entry, rolloutPercent, body.rolloutUsers, body.active],
  );
}

const RELEASE_COLUMNS = `r.remote, r.channel, r.version, r.entry, r.rollout_percent AS "rolloutPercent", r.rollout_users AS "rolloutUsers", r.active`;

/** Every release with the hashes of its version (when that version was published with this entry). */
export const releaseRows = (db: Queryable) =>
  db.query<ServedRelease>(
    `SELECT ${RELEASE_COLUMNS}, v.integrity FROM frontend_releases r
       LEFT JOIN frontend_versions v ON v.remote = r.remote AND v.version = r.version AND v.entry = r.entry`,
  );

export const releaseList = (db: Queryable) =>
  db.query<Release>(
    `SELECT ${RELEASE_COLUMNS}, r.off_reason AS "offReason", ${ts('r.updated_at', 'updatedAt')} FROM frontend_releases r ORDER BY r.remote, r.channel`,
  );

/** Switches off the active releases whose entries `allowed` refuses, marking why; the rows switched off. */
export async function switchOffReleases(
  db: Queryable,
  allowed: (entry: string) => boolean,
): Promise<ReleaseRow[]> {
  const outside = (
    await db.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM frontend_releases r WHERE r.active`)
  ).filter((r) => !allowed(r.entry));
  for (const r of outside)
    await db.query(
      `UPDATE frontend_releases SET active = false, off_reason = 'originNotAllowed', updated_at = now() WHERE remote = $1 AND channel = $2`,
      [r.remote, r.channel],
    );
  return outside;
}

export const versionList = (db: Queryable) =>
  db.query<RemoteVersion>(
    `SELECT v.remote, v.version, v.entry, u.name AS "publishedBy", ${ts('v.published_at', 'publishedAt')}, v.integrity IS NOT NULL AS hashed
       FROM frontend_versions v LEFT JOIN users u ON u.id = v.published_by
      ORDER BY v.remote, v.published_at DESC, v.id DESC`,
  );

/** The latest 200 steps, newest first (of one remote when named). */
export const historyList = (db: Queryable, remote: string | null) =>
  db.query<ReleaseHistoryEntry>(
    `SELECT h.id, h.remote, h.action, h.version, h.previous_version AS "previousVersion", h.rollout_percent AS "rolloutPercent",
            h.rollout_users AS "rolloutUsers", u.name AS "actor", h.actor_address AS "actorAddress", ${ts('h.created_at', 'createdAt')}
       FROM frontend_release_history h LEFT JOIN users u ON u.id = h.actor_id
      WHERE $1::text IS NULL OR h.remote = $1
      ORDER BY h.id DESC LIMIT 200`,
    [remote],
  );
