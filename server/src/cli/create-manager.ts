import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { migrate } from '../db/migrate';
import { hashPassword } from '../modules/users/password';

/** Creates a manager (with dispatch rights) on the configured database: the first account of a real deployment. */
async function main(): Promise<void> {
  const [username, password, name = username] = process.argv.slice(2);
  if (!username || !password || password.length < 6) {
    console.error('usage: create-manager <username> <password (6+ characters)> [display name]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const rows = await db.query(
      `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, im_uid, roles)
       VALUES ($1, $2, $3, 'manager', true, $4, ARRAY['manager']) ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, await hashPassword(password), name, `im_${username}`],
    );
    if (rows.length === 0) {
      console.error(`user ${username} already exists`);
      process.exitCode = 1;
    } else {
      console.log(`manager ${username} created`);
    }
  } finally {
    await db.close();
  }
}

void main();
