import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ts } from '../../http';
import type { Release, ReleaseBody, ReleaseChannel, ReleaseHistoryEntry, RemoteVersion } from '@portal/shared/contract';
import type { ReleaseRow } from './rollout';

export interface VersionRow {
  version: string;
  entry: string;
}

export type ReleaseAction = 'publish' | 'canary' | 'stopCanary' | 'promote' | 'rollback' | 'edit';

/** NOTIFY on the channel, sent at commit. */
export async function notifyAtCommit(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

export const publishedVersion = (tx: Queryable, remote: string, version: string) =>
  queryOne<VersionRow>(
    tx,
    `SELECT version, entry FROM frontend_versions WHERE remote = $1 AND version = $2`,
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
  actorId: number,
  extra: { previousVersion?: string | null; rolloutPercent?: number; rolloutUsers?: number[] },
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
      actorId,
    ],
  );
}

/** Inserts a published version; false when the remote has that version already. */
export async function insertVersion(tx: Queryable, remote: string, version: string, entry: string, actorId: number): Promise<boolean> {
  const inserted = await queryOne<{ id: number }>(
    tx,
    `INSERT INTO frontend_versions (remote, version, entry, published_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (remote, version) DO NOTHING RETURNING id`,
    [remote, version, entry, actorId],
  );
  return inserted !== null;
}

/** The version as the remote's active canary, for the users and the percentage. */
export async function upsertCanary(tx: Queryable, remote: string, target: VersionRow, percent: number, users: number[]): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, 'canary', $2, $3, $4, $5, true, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
       rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = true, updated_at = now()`,
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
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry, active = true, updated_at = now()`,
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
export const versionReplacedBy = async (tx: Queryable, remote: string, version: string): Promise<string | null> =>
  (
    await queryOne<{ previousVersion: string | null }>(
      tx,
      `SELECT previous_version AS "previousVersion" FROM frontend_release_history
      WHERE remote = $1 AND action = 'promote' AND version = $2 ORDER BY id DESC LIMIT 1`,
      [remote, version],
    )
  )?.previousVersion ?? null;

/** The release row as the releases page saves it. */
export async function upsertRelease(tx: Queryable, remote: string, channel: ReleaseChannel, body: ReleaseBody, rolloutPercent: number): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_releases (remote, channel, version, entry, rollout_percent, rollout_users, active, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (remote, channel) DO UPDATE SET version = EXCLUDED.version, entry = EXCLUDED.entry,
       rollout_percent = EXCLUDED.rollout_percent, rollout_users = EXCLUDED.rollout_users, active = EXCLUDED.active, updated_at = now()`,
    [remote, channel, body.version, body.entry, rolloutPercent, body.rolloutUsers, body.active],
  );
}

/** Records a version unless the remote has it already. */
export async function insertVersionIfMissing(tx: Queryable, remote: string, version: string, entry: string, actorId: number): Promise<void> {
  await tx.query(
    `INSERT INTO frontend_versions (remote, version, entry, published_by) VALUES ($1, $2, $3, $4) ON CONFLICT (remote, version) DO NOTHING`,
    [remote, version, entry, actorId],
  );
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

/** The entries of every active release (what pages may load). */
export const activeReleaseEntries = async (db: Queryable): Promise<string[]> =>
  (await db.query<{ entry: string }>('SELECT DISTINCT entry FROM frontend_releases WHERE active')).map((r) => r.entry);
