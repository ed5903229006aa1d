import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const REMOTES = [
  { name: 'remote_orders', dir: 'remote-orders' },
  { name: 'remote_dispatch', dir: 'remote-dispatch' },
  { name: 'remote_chat', dir: 'remote-chat' },
  { name: 'remote_admin', dir: 'remote-admin' },
] as const;

const repoRoot = path.resolve(__dirname, '..', '..', '..');

function versionOf(dir: string): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '0.0.0';
  }
}

/** Every remote has a stable release: the bundle the start command builds, served by this server. */
export async function seedReleases(db: Database): Promise<void> {
  for (const remote of REMOTES) {
    await db.query(
      `INSERT INTO frontend_releases (remote, channel, version, entry)
       VALUES ($1, 'stable', $2, $3) ON CONFLICT (remote, channel) DO NOTHING`,
      [remote.name, versionOf(remote.dir), `/remotes/${remote.dir}/mf-manifest.json`],
    );
    await db.query(
      `INSERT INTO frontend_versions (remote, version, entry)
       SELECT remote, version, entry FROM frontend_releases WHERE remote = $1 AND channel = 'stable'
       ON CONFLICT (remote, version) DO NOTHING`,
      [remote.name],
    );
  }
}
