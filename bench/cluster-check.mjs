// Checks that the portal behaves as one system when it runs as several processes (scripts/cluster.sh):
// sign-in through nginx, sessions, the login throttle and files shared between processes.
//
//   node bench/cluster-check.mjs <nginx URL> <process URL> <process URL> [...]   (a running cluster)
//   node bench/cluster-check.mjs [--first-port 8164]     (starts its own: 2 processes on the port and
//                                                         the next, nginx and s3rver after them, a fresh
//                                                         database dropped at the end; after `pnpm run build`)
import { parseArgs } from 'node:util';
import { call, checks, freshDatabase, login as signInAs, startCluster } from './lib/cluster.mjs';

const { values: args, positionals } = parseArgs({
  options: { 'first-port': { type: 'string', default: '8164' } },
  allowPositionals: true,
});
if (positionals.length && positionals.length < 3) {
  console.error(
    'Usage: node bench/cluster-check.mjs [<nginx URL> <process URL> <process URL> ...] [--first-port N]',
  );
  process.exit(1);
}
// A client address of this run only (the processes trust X-Forwarded-For from loopback), so its
// throttled failures never slow down anybody else.
const clientIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const { check: report, failures } = checks();
const login = (base, username, password) =>
  signInAs(base, username, { password, headers: { 'x-forwarded-for': clientIp } });

let cluster = null;
let database = null;
let front;
let processes;
if (positionals.length) [front, ...processes] = positionals;
else {
  database = freshDatabase('portal_cluster_check');
  console.log(`Starting 2 processes behind nginx (database ${database.name})...`);
  cluster = await startCluster({
    firstPort: Number(args['first-port']),
    databaseUrl: database.url,
    redisKey: `portal-im-check-${database.name}`,
  });
  ({ front, processUrls: processes } = cluster);
}

try {
  await checkCluster();
} catch (error) {
  report(false, 'the checks ran to the end', String(error?.stack ?? error));
} finally {
  await cluster?.stop();
  await database?.drop().catch((e) => console.error(`drop ${database.name}: ${e.message}`));
}
console.log(failures.length ? `${failures.length} check(s) failed` : 'all checks passed');
process.exit(failures.length ? 1 : 0);

async function checkCluster() {
  const [a, b] = processes;

  // 1. Through nginx: sign in and use the portal; the requests go round the processes.
  const viaFront = await login(front, 'admin');
  report(viaFront.status === 200, 'sign-in through nginx', `status ${viaFront.status}`);
  const token = viaFront.body.data?.token;
  let allOk = true;
  const started = performance.now();
  for (let i = 0; i < 40; i += 1)
    allOk &&= (await call(front, 'GET', '/api/order/user/detail', { token })).status === 200;
  report(
    allOk,
    '40 requests through nginx with one session',
    `${Math.round((performance.now() - started) / 40)} ms each`,
  );

  // 2. Sessions: a token made by one process works on the others; a logout on one ends it everywhere.
  const session = (await login(a, 'manager')).body.data.token;
  report(
    (await call(b, 'GET', '/api/order/user/detail', { token: session })).status === 200,
    'a session from one process is valid on another',
  );
  await call(a, 'POST', '/api/auth/logout', { token: session });
  const after = await call(b, 'GET', '/api/order/user/detail', { token: session });
  report(
    after.status === 401,
    'a logout on one process ends the session on another',
    `status ${after.status}`,
  );

  // 3. Login throttle: failures counted by every process together (3 free failures, then a wait).
  const attempts = [];
  for (let i = 0; i < 4; i += 1)
    attempts.push((await login(processes[i % processes.length], 'customer2', 'wrong-password')).status);
  report(
    attempts.slice(0, 3).every((s) => s === 400) && attempts[3] === 429,
    'failed sign-ins on alternating processes add up to the throttle',
    attempts.join(','),
  );

  // 4. Files: uploaded through one process, read through another (the bucket is shared).
  const bytes = Buffer.from(`cluster check ${new Date().toISOString()}`);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/plain' }), 'cluster-check.txt');
  const uploaderToken = (await login(a, 'admin')).body.data.token;
  const uploaded = await call(a, 'POST', '/file/upload', { token: uploaderToken, body: form });
  report(uploaded.status === 200, 'upload on one process', `status ${uploaded.status}`);
  if (uploaded.status === 200) {
    const read = await call(b, 'GET', uploaded.body.data.url);
    report(
      read.status === 200 && Buffer.compare(read.body, bytes) === 0,
      'the signed link opens the file on another process',
      `status ${read.status}`,
    );
    const viaNginx = await call(front, 'GET', uploaded.body.data.url);
    report(viaNginx.status === 200 && Buffer.compare(viaNginx.body, bytes) === 0, 'and through nginx');
  }
}
