#!/usr/bin/env node
// Rolls out published versions of one remote on a running portal, as a manager:
//
//   pnpm run release -- list <remote>
//   pnpm run release -- canary <remote> <version> [--users name,name] [--percent N]
//   pnpm run release -- stop-canary <remote>
//   pnpm run release -- promote <remote> [<version>]      (default: the canary's version)
//   pnpm run release -- rollback <remote>                  (to the stable version before the current one)
//
// Sign-in: --server/PORTAL_URL, --user/PORTAL_USER (default admin), PORTAL_PASSWORD.
import { REMOTE_DIRS, fail, federationName, parseArgs, portalClient } from './lib/portal-api.mjs';

const { positional, flags } = parseArgs(process.argv.slice(2));
const [command, remote, version] = positional;
const usage = `Usage: release <list|canary|stop-canary|promote|rollback> <${REMOTE_DIRS.join('|')}> [version] [--users a,b] [--percent N]`;
if (
  !['list', 'canary', 'stop-canary', 'promote', 'rollback'].includes(command) ||
  !REMOTE_DIRS.includes(remote)
)
  fail(usage);
const name = federationName(remote);
const portal = await portalClient(flags);

async function userIds(list) {
  const ids = [];
  for (const username of list) {
    const page = await portal.get(`/sys/user/page?current=1&size=50&keyword=${encodeURIComponent(username)}`);
    const user = page.records.find((u) => u.username === username);
    if (!user) fail(`No user named ${username}`);
    ids.push(user.id);
  }
  return ids;
}

if (command === 'list') {
  const releases = (await portal.get('/sys/frontend/releases')).filter((r) => r.remote === name);
  const versions = (await portal.get('/sys/frontend/versions')).filter((v) => v.remote === name);
  const history = await portal.get(`/sys/frontend/history?remote=${name}`);
  for (const r of releases) {
    process.stdout.write(
      `${r.channel}${r.active ? '' : ' (off)'}: ${r.version}${r.channel === 'canary' ? ` users=${r.rolloutUsers.join(',') || '-'} percent=${r.rolloutPercent}` : ''}\n`,
    );
  }
  process.stdout.write('versions:\n');
  for (const v of versions)
    process.stdout.write(`  ${v.version}  ${v.entry}  ${v.publishedBy ?? '-'}  ${v.publishedAt}\n`);
  process.stdout.write('history:\n');
  for (const h of history)
    process.stdout.write(
      `  ${h.createdAt}  ${h.actor ?? '-'}  ${h.action} ${h.version}${h.previousVersion ? ` (was ${h.previousVersion})` : ''}\n`,
    );
} else if (command === 'canary') {
  if (!version) fail(usage);
  const users = flags.users ? await userIds(String(flags.users).split(',').filter(Boolean)) : [];
  const percent = flags.percent === undefined ? 0 : Number(flags.percent);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    fail('--percent is a whole number from 0 to 100');
  await portal.post(`/sys/frontend/releases/${name}/canary`, {
    version,
    rolloutUsers: users,
    rolloutPercent: percent,
  });
  process.stdout.write(
    `${remote} ${version} is the canary for ${users.length} listed user(s) and ${percent}% of the others\n`,
  );
} else if (command === 'stop-canary') {
  await portal.post(`/sys/frontend/releases/${name}/stop-canary`);
  process.stdout.write(`${remote}: canary ended, everyone gets the stable version\n`);
} else if (command === 'promote') {
  const done = await portal.post(`/sys/frontend/releases/${name}/promote`, version ? { version } : {});
  process.stdout.write(`${remote} ${done.version} is now stable for everyone\n`);
} else {
  const done = await portal.post(`/sys/frontend/releases/${name}/rollback`);
  process.stdout.write(`${remote} rolled back to ${done.version}\n`);
}
