// What the cluster benches share: a database of their own, scripts/cluster.sh started on ports of
// their own, and HTTP calls and sign-in against the portal.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Packages the server depends on (pg, socket.io-client), loaded from its node_modules. */
export const requireServer = createRequire(path.join(root, 'server', 'package.json'));
export const PASSWORD = process.env.PORTAL_PASSWORD ?? 'demo123456';

/**
 * Calls the portal. `body` is the parsed JSON for a JSON answer, else the bytes (an nginx error page,
 * a file); `ok` is a 200 with code 0.
 */
export async function call(base, method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch {
      /* a truncated answer from a process that died mid-response */
    }
  }
  return { status: res.status, body: json ?? bytes, ok: res.status === 200 && json?.code === 0 };
}

/** POST /api/auth/login; the answer as it is (a refused sign-in is something to check too). */
export const login = (base, username, { password = PASSWORD, headers } = {}) =>
  call(base, 'POST', '/api/auth/login', { body: { username, password }, headers });

/** Signs in and returns the token; throws with the answer when refused. */
export async function signIn(base, username, options) {
  const res = await login(base, username, options);
  const token = res.body?.data?.token;
  if (!token)
    throw new Error(
      `sign-in ${username}: ${res.status} ${Buffer.isBuffer(res.body) ? res.body.toString('utf8').slice(0, 200) : JSON.stringify(res.body)}`,
    );
  return token;
}

/** A fresh database `<prefix>_<time>` on the machine's PostgreSQL, created by cluster.sh and dropped by `drop`. */
export function freshDatabase(prefix) {
  const adminUrl = process.env.CLUSTER_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now().toString(36)}`;
  return {
    name,
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const pg = requireServer('pg');
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * Starts scripts/cluster.sh: `processes` server processes on firstPort, firstPort+1, ..., nginx on
 * the port after them and s3rver on the next. Resolves once nginx answers, with the URLs and `stop`.
 */
export function startCluster({ processes = 2, firstPort, databaseUrl, redisKey, env = {} }) {
  const frontPort = firstPort + processes;
  const child = spawn('bash', [path.join(root, 'scripts', 'cluster.sh')], {
    env: {
      ...process.env,
      CLUSTER_PROCESSES: String(processes),
      CLUSTER_FIRST_PORT: String(firstPort),
      CLUSTER_PORT: String(frontPort),
      CLUSTER_S3_PORT: String(frontPort + 1),
      CLUSTER_DATABASE_URL: databaseUrl,
      ...(redisKey ? { IM_REDIS_KEY: redisKey } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A process group of its own, so that `stop` ends cluster.sh and everything it started.
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const cluster = {
    child,
    ports: Array.from({ length: processes }, (_, i) => firstPort + i),
    front: `http://127.0.0.1:${frontPort}`,
    processUrls: Array.from({ length: processes }, (_, i) => `http://127.0.0.1:${firstPort + i}`),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Portal on')) resolve(cluster);
    });
    exited.then((code) => reject(new Error(`cluster.sh exited with ${code}:\n${out}`)));
  });
}

/** ok/FAIL lines and the list of what failed. */
export function checks() {
  const failures = [];
  return {
    failures,
    check(ok, what, detail = '') {
      if (!ok) failures.push(what);
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
    },
  };
}
