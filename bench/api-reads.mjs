// Authenticated reads against a 404 on the same server, on the embedded database and on PostgreSQL,
// with the session and order caches off (every request reads its session and its orders, as before)
// and on (the default).
// The server runs as `pnpm start` runs it (request log at info level), on its own port.
//
//   pnpm --filter @portal/server build
//   node bench/api-reads.mjs [--seconds 5] [--connections 20] [--rounds 3] [--port 8133] [--no-pg]
//     [--server server/dist/server.js]   (another build's entry, e.g. a copy of an earlier dist, to compare)
//
// PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used to create a
// fresh database for the run, dropped afterwards.
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireServer = createRequire(path.join(root, 'server', 'package.json'));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
    server: { type: 'string', default: 'server/dist/server.js' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '8133' },
    'no-pg': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const PORT = Number(args.port);
const base = `http://127.0.0.1:${PORT}`;

async function waitForServer(child) {
  const started = Date.now();
  let exited = null;
  child.once('exit', (code) => (exited = code));
  while (Date.now() - started < 120_000) {
    if (exited !== null) throw new Error(`server exited with ${exited}`);
    try {
      await fetch(`${base}/api/bench-ready`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('server did not start');
}

async function startServer(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-bench-'));
  const child = spawn(process.execPath, [path.resolve(root, args.server)], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      STATIC_ROOT: 'none',
      LOG_LEVEL: 'info',
      REMINDER_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(child);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function token(username) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo123456' }),
  });
  const body = await res.json();
  if (!body.data?.token) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.data.token;
}

function cannon(url, headers, expected) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${url}`, connections: CONNECTIONS, duration: SECONDS, headers },
      (error, result) => {
        if (error) return reject(error);
        const wrong = Object.entries(result.statusCodeStats ?? {}).filter(
          ([code]) => Number(code) !== expected,
        );
        if (wrong.length)
          return reject(new Error(`${url}: unexpected statuses ${JSON.stringify(result.statusCodeStats)}`));
        resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
}

// The cases run in turns (404, reads, 404, reads, ...) and each figure is the median over the rounds,
// with each read's ratio taken against the 404 of its own round: a slow moment of a shared machine
// then moves both sides of a ratio instead of one.
async function measure(label, env) {
  const stop = await startServer(env);
  try {
    const customer = await token('customer');
    const auth = { authorization: `Bearer ${customer}` };
    const cases = [
      ['404', '/api/no-such-route', {}, 404],
      ['GET /api/order/user/detail', '/api/order/user/detail', auth, 200],
      ['GET /api/customer/order/page', '/api/customer/order/page?current=1&size=10', auth, 200],
    ];
    for (const [, url, headers, expected] of cases) await cannon(url, headers, expected).catch(() => null); // warm-up (plans, JIT); dropped
    const runs = cases.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, url, headers, expected]] of cases.entries())
        runs[i].push(await cannon(url, headers, expected));
    }
    const rows = cases.map(([name], i) => ({
      label,
      name,
      rps: median(runs[i].map((r) => r.rps)),
      p50: median(runs[i].map((r) => r.p50)),
      p99: median(runs[i].map((r) => r.p99)),
      ratios: runs[i].map((r, round) => r.rps / runs[0][round].rps),
    }));
    for (const row of rows)
      process.stderr.write(
        `  ${label} ${row.name}: ${row.rps.toFixed(0)} req/s (rounds: ${row.ratios.map((x) => x.toFixed(2)).join(', ')} of the 404)\n`,
      );
    return rows;
  } finally {
    await stop();
  }
}

const pg = requireServer('pg');
const results = [];
for (const cache of ['0', '1000']) {
  results.push(
    ...(await measure(`PGlite, caches ${cache === '0' ? 'off' : 'on'}`, {
      DATABASE_URL: '',
      SESSION_CACHE_MS: cache,
      ORDER_CACHE_MS: cache,
    })),
  );
}
if (!args['no-pg']) {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    for (const cache of ['0', '1000']) {
      results.push(
        ...(await measure(`PostgreSQL, caches ${cache === '0' ? 'off' : 'on'}`, {
          DATABASE_URL: url.toString(),
          SESSION_CACHE_MS: cache,
          ORDER_CACHE_MS: cache,
        })),
      );
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s per case and round, ${ROUNDS} rounds in turns after a warm-up round (medians; vs 404: median of each round's ratio), request log at info level`,
);
console.log(
  `${'server'.padEnd(34)} ${'case'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'vs 404'.padStart(7)}`,
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(34)} ${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${median(r.ratios).toFixed(2).padStart(7)}`,
  );
}
