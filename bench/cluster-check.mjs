// Checks that the portal behaves as one system when it runs as several processes (scripts/cluster.sh):
// sign-in through nginx, sessions, the login throttle and files shared between processes.
//
//   node bench/cluster-check.mjs <nginx URL> <process URL> <process URL> [...]
const [front, ...processes] = process.argv.slice(2);
if (!front || processes.length < 2) {
  console.error('Usage: node bench/cluster-check.mjs <nginx URL> <process URL> <process URL> [...]');
  process.exit(1);
}
const PASSWORD = process.env.PORTAL_PASSWORD ?? 'demo123456';
// A client address of this run only (the processes trust X-Forwarded-For from loopback), so its
// throttled failures never slow down anybody else.
const clientIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
let failed = 0;

function report(ok, what, detail = '') {
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
}

async function call(base, method, path, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
  };
}

const login = async (base, username, password = PASSWORD) =>
  call(base, 'POST', '/api/auth/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': clientIp },
  });

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
report(after.status === 401, 'a logout on one process ends the session on another', `status ${after.status}`);

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

console.log(failed ? `${failed} check(s) failed` : 'all checks passed');
process.exit(failed ? 1 : 0);
