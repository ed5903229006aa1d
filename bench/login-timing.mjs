// Prints the median sign-in time of unknown and of known usernames (both with a wrong password): they
// should cost the same, so that timing does not tell which usernames exist.
// Usage: pnpm --filter @portal/server build && node bench/login-timing.mjs [rounds]
import { startPortalServer } from './lib/portal-server.mjs';
import { median } from './lib/stats.mjs';

const ROUNDS = Number(process.argv[2] ?? 30);
const KNOWN = ['admin', 'manager', 'customer', 'customer2', 'engineer'];

async function timeLogin(baseURL, username, n) {
  const started = performance.now();
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({ username, password: 'wrong-password' }),
  });
  await res.arrayBuffer();
  if (res.status !== 400) throw new Error(`${username}: expected 400, got ${res.status}`);
  return performance.now() - started;
}

// The bench stands behind a trusted "proxy" (itself) so each try can come from its own address and
// the sign-in back-off never delays a measurement.
const { baseURL, stop } = await startPortalServer({
  port: Number(process.env.BENCH_PORT ?? 0),
  env: { STATIC_ROOT: 'none', TRUST_PROXY: '127.0.0.1' },
});
try {
  const unknown = [];
  const known = [];
  let n = 1;
  // Warm up (first scrypt, query plans), then alternate so both see the same machine load.
  await timeLogin(baseURL, 'warm-up', n++);
  await timeLogin(baseURL, 'admin', n++);
  for (let i = 0; i < ROUNDS; i += 1) {
    unknown.push(await timeLogin(baseURL, `nobody-${i}`, n++));
    known.push(await timeLogin(baseURL, KNOWN[i % KNOWN.length], n++));
  }
  const u = median(unknown);
  const k = median(known);
  console.log(`login timing over ${ROUNDS} rounds (wrong password)`);
  console.log(`  unknown usernames: median ${u.toFixed(1)} ms`);
  console.log(`  known usernames:   median ${k.toFixed(1)} ms`);
  console.log(`  ratio known/unknown: ${(k / u).toFixed(2)}`);
} finally {
  stop();
}
