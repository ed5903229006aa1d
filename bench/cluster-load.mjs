// Mixed traffic through nginx on the cluster of scripts/cluster.sh, with one server process killed
// (SIGKILL) mid-run, then a check in the database that nothing acknowledged is missing or doubled.
//
//   pnpm run build && node bench/cluster-load.mjs [--seconds 20] [--kill-at 8] [--connections 2] [--no-retry] [--first-port 8160]
//
// It starts its own cluster (2 processes on ports 8160/8161, nginx on 8162, s3rver on 8163, a fresh
// database portal_cluster_load_<time> dropped at the end) and drives, all through nginx:
// - autocannon: sign-in; the order query page; order details; a chain of upload -> create order
//   (attaching the file, with an Idempotency-Key) -> dispatch step on that order;
// - chat: 3 members of one order group (customer, dispatcher, engineer), 2 socket.io sockets each,
//   every socket sending on its own clock, reconnecting on loss and asking `sync` for what it missed.
// At --kill-at seconds the process holding the chat sockets is killed. Afterwards every request that
// failed is retried once (same keys), and the database must hold every acknowledged order, upload,
// dispatch step and chat message exactly once, and every socket must hold every message exactly once.
// Prints throughput, p99 and errors per kind and PASS or FAIL (exit code 1).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import {
  PASSWORD,
  call as callAt,
  checks,
  freshDatabase,
  requireServer,
  signIn as signInAt,
  startCluster,
} from './lib/cluster.mjs';
import { rankOfSorted } from './lib/stats.mjs';

const { io } = requireServer('socket.io-client');
const pg = requireServer('pg');

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    'kill-at': { type: 'string', default: '8' },
    connections: { type: 'string', default: '2' },
    'first-port': { type: 'string', default: '8160' },
    // Skips the retries and the resends on reconnect: shows that the checks catch what a client without them loses.
    'no-retry': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const KILL_AT = Number(args['kill-at']);
const CONNECTIONS = Number(args.connections);
const FIRST = Number(args['first-port']);
const RETRY = !args['no-retry'];
const database = freshDatabase('portal_cluster_load');
const RUN = database.name.split('_').at(-1);
const DB_URL = database.url;
// Set once the cluster runs (nginx in front, then the server processes' ports).
let front = '';
let PORTS = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { check, failures } = checks();

// ---- the cluster ----------------------------------------------------------------------------
/** The pid listening on a loopback port (the server process to kill). */
function pidOn(port) {
  const line = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}
/** Established connections accepted by a port (nginx's proxied chat sockets are the long-lived ones). */
const connectionsOn = (port) =>
  execFileSync('ss', ['-Htn', 'state', 'established', `sport = :${port}`], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean).length;

// ---- HTTP helpers ---------------------------------------------------------------------------
// Everything goes through nginx.
const call = (method, url, options) => callAt(front, method, url, options);
const signIn = (username) => signInAt(front, username);
const tomorrow = () => {
  const d = new Date(Date.now() + 8 * 3600_000 + 86400_000);
  return `${d.toISOString().slice(0, 10)} 10:00:00`;
};

function multipart(name, content) {
  const boundary = `----load${RUN}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

// ---- latency bookkeeping for the chained kinds ----------------------------------------------
function kindStats() {
  return { sent: 0, ok: 0, failed: 0, latencies: [] };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...opts },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', () => {});
  });
}

// ---- chat clients ---------------------------------------------------------------------------
function chatClient(name, token, sysChannelId, n) {
  const socket = io(front, {
    path: '/im/socket.io',
    auth: { token },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  const client = {
    name: `${name}#${n}`,
    socket,
    held: new Map(), // id -> message
    liveDuplicates: 0,
    highest: 0,
    syncFrom: 0,
    acked: new Map(), // clientId -> message id
    pending: new Map(), // clientId -> payload (unacknowledged)
    sendErrors: 0,
    reconnects: 0,
    latencies: [],
    seq: 0,
    sending: true,
  };
  const hold = (m, live) => {
    if (m.sysChannelId !== sysChannelId || m.msgType === 'system') return;
    if (client.held.has(m.id)) {
      if (live) client.liveDuplicates += 1;
      return;
    }
    client.held.set(m.id, m);
    client.highest = Math.max(client.highest, m.id);
  };
  const sync = async () => {
    let afterId = client.syncFrom;
    for (;;) {
      const ack = await socket
        .timeout(10_000)
        .emitWithAck('sync', { afterId })
        .catch(() => null);
      if (!ack?.ok) return;
      for (const m of ack.messages) hold(m, false);
      if (!ack.more || !ack.messages.length) break;
      afterId = ack.messages.at(-1).id;
    }
    client.syncFrom = client.highest;
  };
  const send = (clientId, payload) => {
    const started = performance.now();
    socket
      .timeout(10_000)
      .emitWithAck('message:send', payload)
      .then((ack) => {
        if (!ack.ok) {
          client.sendErrors += 1;
          return;
        }
        client.latencies.push(performance.now() - started);
        client.pending.delete(clientId);
        client.acked.set(clientId, ack.message.id);
        hold(ack.message, false);
      })
      .catch(() => {
        client.sendErrors += 1; // lost with the process; resent with the same clientId on reconnect
      });
  };
  socket.on('message', (m) => hold(m, true));
  socket.on('ready', () => {
    // A (re)connection: fetch what was missed, then resend whatever was never acknowledged.
    sync().then(() => {
      if (RETRY) for (const [clientId, payload] of client.pending) send(clientId, payload);
    });
  });
  socket.io.on('reconnect', () => (client.reconnects += 1));
  client.ready = new Promise((resolve, reject) => {
    socket.once('ready', resolve);
    socket.once('connect_error', reject);
  });
  client.tick = () => {
    if (!client.sending || !socket.connected) return;
    client.seq += 1;
    const clientId = `load-${RUN}-${client.name}-${client.seq}`;
    const payload = { clientId, sysChannelId, msgType: 'text', msgContent: `${client.name} ${client.seq}` };
    client.pending.set(clientId, payload);
    send(clientId, payload);
  };
  client.resendPending = async () => {
    for (const [clientId, payload] of client.pending) {
      const ack = await socket
        .timeout(10_000)
        .emitWithAck('message:send', payload)
        .catch(() => null);
      if (ack?.ok) {
        client.pending.delete(clientId);
        client.acked.set(clientId, ack.message.id);
        hold(ack.message, false);
      }
    }
  };
  client.sync = sync;
  return client;
}

// ---- the run --------------------------------------------------------------------------------
let cluster;
let db;
let clients = [];
try {
  console.log(`Starting 2 processes behind nginx on port ${FIRST + 2} (database ${database.name})...`);
  cluster = await startCluster({ firstPort: FIRST, databaseUrl: DB_URL, redisKey: `portal-im-load-${RUN}` });
  ({ front, ports: PORTS } = cluster);
  db = new pg.Client({ connectionString: DB_URL });
  await db.connect();

  const [admin, customer, engineer] = await Promise.all(['admin', 'customer', 'engineer'].map(signIn));
  const engineerId = Number((await db.query(`SELECT id FROM users WHERE username = 'engineer'`)).rows[0].id);
  const [project] = (await call('GET', '/api/sys/project/list', { token: customer })).body.data;
  const [content] = (
    await call('GET', `/api/sys/service/content/v2/base/list?projectId=${project.id}`, { token: customer })
  ).body.data;
  const [repair] = (await call('GET', '/api/order/repair/user/list', { token: customer })).body.data;
  const orderBase = {
    projectId: project.id,
    serviceContentId: content.id,
    repairUserId: repair.id,
    appointmentTime: tomorrow(),
    faultDescription: '压测：打印机卡纸',
  };
  const dispatchBody = { engineerId, appointmentTime: tomorrow() };

  // The chat group: an order dispatched to the engineer (customer, dispatcher and engineer are members).
  const groupOrder = (await call('POST', '/api/customer/order', { token: customer, body: orderBase })).body
    .data;
  const dispatched = await call('POST', `/api/dispatch/service/${groupOrder.id}/dispatch`, {
    token: admin,
    body: dispatchBody,
  });
  if (!dispatched.ok) throw new Error(`dispatch of the group order: ${JSON.stringify(dispatched.body)}`);
  const sysChannelId = Number(
    (await db.query('SELECT id FROM chat_channels WHERE service_id = $1', [groupOrder.id])).rows[0].id,
  );
  const detailIds = (await db.query('SELECT id FROM service_orders ORDER BY id DESC LIMIT 50')).rows.map(
    (r) => Number(r.id),
  );

  clients = [];
  for (const [name, token] of [
    ['customer', customer],
    ['admin', admin],
    ['engineer', engineer],
  ])
    for (const n of [1, 2]) clients.push(chatClient(name, token, sysChannelId, n));
  await Promise.all(clients.map((c) => c.ready));
  await sleep(300);
  const chatPort = connectionsOn(PORTS[0]) >= connectionsOn(PORTS[1]) ? PORTS[0] : PORTS[1];

  // The chain upload -> create -> dispatch, keeping what each step acknowledged.
  const chain = { upload: kindStats(), create: kindStats(), dispatch: kindStats() };
  const uploads = new Map(); // file id -> upload key
  const creates = new Map(); // idempotency key -> { orderId, fileId } (acknowledged)
  const issued = new Map(); // idempotency key -> fileId (every create sent)
  const dispatches = new Map(); // order id -> acknowledged?
  const file = (key) => multipart(`load-${key}.txt`, `cluster load ${key}`);
  const chainRequests = [
    {
      method: 'POST',
      path: '/file/upload',
      setupRequest: (req, ctx) => {
        ctx.key = randomUUID();
        ctx.fileId = null;
        ctx.orderId = null;
        ctx.t = performance.now();
        chain.upload.sent += 1;
        const { body, type } = file(ctx.key);
        return { ...req, body, headers: { ...req.headers, 'content-type': type } };
      },
      onResponse: (status, body, ctx) => {
        const data = status === 200 ? JSON.parse(body).data : null;
        if (data?.id) {
          chain.upload.ok += 1;
          chain.upload.latencies.push(performance.now() - ctx.t);
          ctx.fileId = Number(data.id);
          uploads.set(ctx.fileId, data.url);
        } else chain.upload.failed += 1;
      },
    },
    {
      method: 'POST',
      path: '/api/customer/order',
      setupRequest: (req, ctx) => {
        ctx.t = performance.now();
        chain.create.sent += 1;
        issued.set(ctx.key, ctx.fileId);
        const body = JSON.stringify({ ...orderBase, attachments: ctx.fileId ? [ctx.fileId] : [] });
        return {
          ...req,
          body,
          headers: { ...req.headers, 'content-type': 'application/json', 'idempotency-key': ctx.key },
        };
      },
      onResponse: (status, body, ctx) => {
        const data = status === 200 ? JSON.parse(body).data : null;
        if (data?.id) {
          chain.create.ok += 1;
          chain.create.latencies.push(performance.now() - ctx.t);
          ctx.orderId = Number(data.id);
          creates.set(ctx.key, { orderId: ctx.orderId, fileId: ctx.fileId });
        } else chain.create.failed += 1;
      },
    },
    {
      method: 'POST',
      setupRequest: (req, ctx) => {
        ctx.t = performance.now();
        ctx.dispatching = ctx.orderId;
        if (ctx.orderId) {
          chain.dispatch.sent += 1;
          dispatches.set(ctx.orderId, false);
        }
        // No order (its create failed): a harmless read in its place.
        if (!ctx.orderId)
          return {
            ...req,
            method: 'GET',
            path: '/api/order/user/detail',
            headers: { ...req.headers, authorization: `Bearer ${customer}` },
          };
        return {
          ...req,
          path: `/api/dispatch/service/${ctx.orderId}/dispatch`,
          body: JSON.stringify(dispatchBody),
          headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        };
      },
      onResponse: (status, body, ctx) => {
        if (!ctx.dispatching) return;
        if (status === 200 && JSON.parse(body).code === 0) {
          chain.dispatch.ok += 1;
          chain.dispatch.latencies.push(performance.now() - ctx.t);
          dispatches.set(ctx.dispatching, true);
        } else chain.dispatch.failed += 1;
      },
    },
  ];

  const auth = (token) => ({ authorization: `Bearer ${token}` });
  let detailIndex = 0;
  const runs = {
    'sign-in': cannon({
      url: `${front}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'manager', password: PASSWORD }),
      connections: 1,
    }),
    'order page': cannon({ url: `${front}/api/customer/order/page?current=1&size=10`, headers: auth(admin) }),
    'order details': cannon({
      url: front,
      headers: auth(admin),
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/customer/order/${detailIds[(detailIndex += 1) % detailIds.length]}`,
          }),
        },
      ],
    }),
    chain: cannon({ url: front, headers: auth(customer), requests: chainRequests }),
  };

  const started = performance.now();
  const chatTimers = clients.map((c, i) => setTimeout(() => (c.timer = setInterval(c.tick, 300)), i * 50));
  let killed = null;
  const killer = setTimeout(() => {
    const pid = pidOn(chatPort);
    killed = { port: chatPort, pid, at: (performance.now() - started) / 1000 };
    console.log(
      `SIGKILL process on ${chatPort} (pid ${pid}, holding the chat sockets) at ${killed.at.toFixed(1)} s`,
    );
    process.kill(pid, 'SIGKILL');
  }, KILL_AT * 1000);

  const results = Object.fromEntries(
    await Promise.all(Object.entries(runs).map(async ([k, p]) => [k, await p])),
  );
  const elapsed = (performance.now() - started) / 1000;
  clearTimeout(killer);
  chatTimers.forEach(clearTimeout);
  for (const c of clients) {
    clearInterval(c.timer);
    c.sending = false;
  }

  // ---- retries: whatever failed in flight, once, with the same keys ----------------------------
  let retriedCreates = 0;
  let retryFailures = 0;
  for (const [key, fileId] of issued) {
    if (creates.has(key) || !RETRY) continue;
    retriedCreates += 1;
    const res = await call('POST', '/api/customer/order', {
      token: customer,
      body: { ...orderBase, attachments: fileId ? [fileId] : [] },
      headers: { 'idempotency-key': key },
    });
    if (res.ok) creates.set(key, { orderId: Number(res.body.data.id), fileId });
    else retryFailures += 1;
  }
  let retriedSteps = 0;
  for (const [orderId, acked] of dispatches) {
    if (acked || !RETRY) continue;
    retriedSteps += 1;
    const res = await call('POST', `/api/dispatch/service/${orderId}/dispatch`, {
      token: admin,
      body: dispatchBody,
    });
    // Taken already (the lost answer was a success): the order says so.
    const status = (await db.query('SELECT status FROM service_orders WHERE id = $1', [orderId])).rows[0]
      ?.status;
    if (res.ok || status === 'pendingOrders') dispatches.set(orderId, true);
    else retryFailures += 1;
  }
  // Chat: every socket back on the surviving process; unacknowledged sends go again, then a last sync.
  const deadline = Date.now() + 15_000;
  while (clients.some((c) => !c.socket.connected) && Date.now() < deadline) await sleep(100);
  let retriedChat = 0;
  for (const c of clients) {
    if (!RETRY) continue;
    retriedChat += c.pending.size;
    await c.resendPending();
  }
  await sleep(500);
  for (const c of clients) await c.sync();

  // ---- figures ------------------------------------------------------------------------------
  const rows = [];
  for (const [kind, r] of Object.entries(results)) {
    if (kind === 'chain') continue;
    rows.push({
      kind,
      'req/s': +(r.requests.total / elapsed).toFixed(1),
      'p99 ms': r.latency.p99,
      ok: r['2xx'],
      errors: r.errors + r.timeouts + r.non2xx,
    });
  }
  for (const [kind, s] of Object.entries(chain)) {
    s.latencies.sort((a, b) => a - b);
    rows.push({
      kind: kind === 'create' ? 'create order' : kind === 'dispatch' ? 'dispatch step' : 'upload (file)',
      'req/s': +(s.ok / elapsed).toFixed(1),
      'p99 ms': Math.round(rankOfSorted(s.latencies, 0.99)),
      ok: s.ok,
      errors: s.failed + (s.sent - s.ok - s.failed),
    });
  }
  const chatLat = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
  const chatAcked = clients.reduce((n, c) => n + c.acked.size, 0);
  rows.push({
    kind: 'chat send (ack)',
    'req/s': +(chatLat.length / elapsed).toFixed(1),
    'p99 ms': Math.round(rankOfSorted(chatLat, 0.99)),
    ok: chatLat.length,
    errors: clients.reduce((n, c) => n + c.sendErrors, 0),
  });
  console.log(
    `\n${elapsed.toFixed(1)} s of mixed traffic through nginx, ${CONNECTIONS} connection(s) per kind, 6 chat sockets; process killed at ${killed ? killed.at.toFixed(1) : '-'} s`,
  );
  console.table(rows);
  console.log(
    `retried after the run: ${retriedCreates} create(s), ${retriedSteps} dispatch step(s), ${retriedChat} chat send(s)${RETRY ? ' (unacknowledged sends are resent on reconnect)' : ' (retries off)'}; chat reconnects: ${clients.reduce((n, c) => n + c.reconnects, 0)}\n`,
  );

  // ---- checks in the database ---------------------------------------------------------------
  check(killed !== null, 'a server process was killed mid-run', killed ? `port ${killed.port}` : '');
  check(
    retryFailures === 0,
    'every request that failed in flight succeeded on retry',
    `${retryFailures} still failing`,
  );
  const keys = [...creates.keys()];
  const byKey = (
    await db.query(
      `SELECT split_part(request_key, ':', 2) AS key, count(*)::int AS n, min(id) AS id, min(attachments::text) AS attachments FROM service_orders WHERE split_part(request_key, ':', 2) = ANY($1) GROUP BY 1`,
      [keys],
    )
  ).rows;
  const found = new Map(byKey.map((r) => [r.key, r]));
  const missingOrders = keys.filter((k) => !found.has(k));
  const doubledOrders = byKey.filter((r) => r.n !== 1);
  const wrongOrder = [...creates].filter(([k, v]) => found.has(k) && Number(found.get(k).id) !== v.orderId);
  check(
    missingOrders.length === 0 &&
      doubledOrders.length === 0 &&
      wrongOrder.length === 0 &&
      creates.size === issued.size,
    'every acknowledged order exists exactly once',
    `${creates.size} acknowledged, ${issued.size - creates.size} never acknowledged, ${missingOrders.length} missing, ${doubledOrders.length} doubled, ${wrongOrder.length} other id`,
  );
  const strays = Number(
    (
      await db.query(
        `SELECT count(*)::int AS n FROM service_orders WHERE fault_description = $1 AND request_key IS NOT NULL AND split_part(request_key, ':', 2) <> ALL($2)`,
        [orderBase.faultDescription, keys],
      )
    ).rows[0].n,
  );
  check(strays === 0, 'no order beyond the acknowledged ones', `${strays} stray`);

  const fileIds = [...uploads.keys()];
  const fileRows = (await db.query('SELECT id, storage_key FROM files WHERE id = ANY($1)', [fileIds])).rows;
  const attachedCount = new Map();
  for (const r of byKey)
    for (const id of JSON.parse(r.attachments ?? '[]'))
      attachedCount.set(Number(id?.id ?? id), (attachedCount.get(Number(id?.id ?? id)) ?? 0) + 1);
  const attachedWrong = [...creates.values()].filter((v) => v.fileId && attachedCount.get(v.fileId) !== 1);
  check(
    fileRows.length === fileIds.length && attachedWrong.length === 0,
    'every acknowledged upload exists once and is attached to exactly one order',
    `${fileIds.length} uploads, ${fileIds.length - fileRows.length} missing, ${attachedWrong.length} not attached once`,
  );
  // An upload that failed in flight may still have been stored; it is not retried (uploads take no key), so it
  // stays an unattached file: reported, not a failure (nothing acknowledged points at it).
  const orphans = Number(
    (
      await db.query(
        `SELECT count(*)::int AS n FROM files WHERE origin_name LIKE 'load-%' AND id <> ALL($1)`,
        [fileIds],
      )
    ).rows[0].n,
  );
  console.log(`(uploads stored whose answer was lost: ${orphans})`);
  const sample = fileIds.slice(0, 5);
  let readable = 0;
  for (const id of sample) {
    const res = await call('GET', uploads.get(id)).catch(() => null);
    if (res?.status === 200) readable += 1;
  }

  const orderIds = [...dispatches.keys()];
  const steps = (
    await db.query(
      `SELECT o.id, o.status, count(t.id)::int AS n FROM service_orders o LEFT JOIN order_timeline t ON t.service_id = o.id AND t.action = 'dispatch' WHERE o.id = ANY($1) GROUP BY o.id, o.status`,
      [orderIds],
    )
  ).rows;
  const badSteps = steps.filter((r) => r.n !== 1 || r.status !== 'pendingOrders');
  check(
    steps.length === orderIds.length && badSteps.length === 0 && [...dispatches.values()].every(Boolean),
    'every dispatch step exists exactly once (one timeline row, status pendingOrders)',
    `${orderIds.length} steps, ${[...dispatches.values()].filter((a) => !a).length} never acknowledged, ${badSteps.length} wrong`,
  );

  const ackedIds = new Map(); // message id -> clientId
  for (const c of clients) for (const [clientId, id] of c.acked) ackedIds.set(id, clientId);
  const stored = (
    await db.query(
      `SELECT client_id, count(*)::int AS n, min(id) AS id FROM chat_records WHERE channel_id = $1 AND msg_type = 'text' GROUP BY client_id`,
      [sysChannelId],
    )
  ).rows;
  const storedBy = new Map(stored.map((r) => [r.client_id, r]));
  const chatMissing = [...ackedIds.values()].filter((k) => !storedBy.has(k));
  const chatDoubled = stored.filter((r) => r.n !== 1);
  const chatUnacked = stored.filter((r) => ![...ackedIds.values()].includes(r.client_id));
  check(
    chatMissing.length === 0 &&
      chatDoubled.length === 0 &&
      chatUnacked.length === 0 &&
      clients.every((c) => c.pending.size === 0),
    'every acknowledged chat message is stored exactly once',
    `${chatAcked} acknowledged, ${clients.reduce((n, c) => n + c.pending.size, 0)} never acknowledged, ${chatMissing.length} missing, ${chatDoubled.length} doubled, ${chatUnacked.length} stored unacknowledged`,
  );
  const storedIds = new Set(stored.map((r) => Number(r.id)));
  for (const c of clients) {
    const held = [...c.held.keys()];
    const lacking = [...storedIds].filter((id) => !c.held.has(id)).length;
    check(
      c.socket.connected && lacking === 0 && held.length === storedIds.size && c.liveDuplicates === 0,
      `socket ${c.name} holds every message exactly once`,
      `${held.length}/${storedIds.size}, ${lacking} missing, ${c.liveDuplicates} delivered twice live, reconnects ${c.reconnects}`,
    );
  }
  if (sample.length)
    console.log(`(signed file reads through nginx: ${readable}/${sample.length} answered 200)`);
} catch (error) {
  failures.push(String(error?.stack ?? error));
  console.error(error);
} finally {
  for (const c of clients) c.socket.close();
  await db?.end().catch(() => {});
  await cluster?.stop();
  await database.drop().catch((e) => console.error(`drop ${database.name}: ${e.message}`));
}
console.log(
  failures.length
    ? `\nFAIL: ${failures.length} check(s) failed`
    : '\nPASS: nothing acknowledged is missing or doubled',
);
process.exit(failures.length ? 1 : 0);
