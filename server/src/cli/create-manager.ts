import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { migrate } from '../db/migrate';
import { hashPassword } from '../modules/users/password';

/**
 * Creates a manager (with dispatch rights) on the configured database: the first account of a real
 * deployment. `--release` makes it a release operator too (publishes and rolls out remotes, grants
 * that right to others on the system-user form).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const release = args.includes('--release');
  const [username, password, name = username] = args.filter((a) => a !== '--release');
  if (!username || !password || password.length < 6) {
    console.error('usage: create-manager [--release] <username> <password (6+ characters)> [display name]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const rows = await db.query(
      `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, allow_release, im_uid, roles)
       VALUES ($1, $2, $3, 'manager', true, $5, $4, ARRAY['manager']) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, await hashPassword(password), name, `im_${username}`, release],
    );
    if (rows.length === 0) {
      console.error(`user ${username} already exists`);
      process.exitCode = 1;
    } else {
      console.log(`manager ${username} created${release ? ' (release operator)' : ''}`);
    }
  } finally {
    await db.close();
  }
}

void main();
