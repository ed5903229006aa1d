// Chat flood: 200 connected users (groups of 10) on the built portal server; 199 of them call `sync`
// and `message:read` at a steady pace while one user floods the server with 600 `sync` and 600
// `message:read` at once. Prints the others' acknowledgement times (p50 / p95 / max) before and during
// the flood, what the flooder got (served / refused with 507), and PASS when the others' p95 during
// the flood stays within 50 ms. Server and clients run in separate processes.
// Usage: pnpm --filter @portal/server build && node bench/chat-flood.mjs
//   env: BENCH_DATABASE_URL = run on this PostgreSQL (a schema of its own) instead of in-memory PGlite,
//        SECONDS = length of each measuring phase (default 6), PACE_MS = each other user asks once
//        every PACE_MS (default 4000: 50 events a second in all), BENCH_ROOT = another checkout's root
//        (with its server built) to measure that code instead, e.g. the main branch for "before"
import path from 'node:path';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rankOfSorted } from './lib/stats.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : here;
const require = createRequire(path.join(here, 'server', 'package.json'));
const { io } = require('socket.io-client');

const CLIENTS = 200;
const GROUP_SIZE = 10;
const FLOOD = 600;
const SECONDS = Number(process.env.SECONDS ?? 6);
/** Each of the others asks once every PACE_MS (alternately `sync` and `message:read`). */
const PACE_MS = Number(process.env.PACE_MS ?? 4000);
const P95_LIMIT_MS = 50;

function startServer() {
  const child = fork(path.join(root, 'bench/chat-fanout-server.mjs'), [], {
    env: { ...process.env, CLIENTS: String(CLIENTS), GROUP_SIZE: String(GROUP_SIZE), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const exited = new Promise((done) => child.once('exit', done));
    child.once('message', (m) => resolve({ ...m, stop: () => (child.kill('SIGTERM'), exited) }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: rankOfSorted(sorted, 0.5),
    p95: rankOfSorted(sorted, 0.95),
    max: sorted.at(-1) ?? NaN,
  };
};
const show = ({ n, p50, p95, max }) =>
  `${n} acks, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`;

async function connect(port, member) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/im/socket.io',
    auth: { token: member.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise((resolve, reject) => {
    socket.once('ready', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Emits with an acknowledgement; resolves with it and its time, or `closed` when the server closes the socket first. */
const call = (socket, event, payload) => {
  const started = performance.now();
  return new Promise((resolve) => {
    const closed = () => resolve({ ack: { ok: false, closed: true }, ms: performance.now() - started });
    socket.once('disconnect', closed);
    socket.timeout(60_000).emit(event, payload, (error, ack) => {
      socket.off('disconnect', closed);
      resolve({ ack: error ? { ok: false, timeout: true } : ack, ms: performance.now() - started });
    });
  });
};

async function main() {
  const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startServer();
  const sockets = [];
  try {
    for (let i = 0; i < server.members.length; i += 50) {
      sockets.push(
        ...(await Promise.all(server.members.slice(i, i + 50).map((m) => connect(server.port, m)))),
      );
    }
    // Each group gets one message, so that `message:read` has something to read.
    const groupMessage = new Map();
    for (let i = 0; i < sockets.length; i += GROUP_SIZE) {
      const member = server.members[i];
      const { ack } = await call(sockets[i], 'message:send', {
        clientId: `flood-${i}`,
        sysChannelId: member.sysChannelId,
        msgType: 'text',
        msgContent: '压测',
      });
      if (!ack.ok) throw new Error(`seed message refused: ${JSON.stringify(ack)}`);
      groupMessage.set(member.sysChannelId, ack.message.msgId);
    }

    let phase = 'warm';
    const times = { quiet: [], flood: [] };
    let stopped = false;
    // The others: one event every PACE_MS each, spread evenly over the pace.
    const others = sockets.slice(1).map((socket, i) => {
      const member = server.members[i + 1];
      let turn = 0;
      return (async () => {
        await new Promise((r) => setTimeout(r, (i * PACE_MS) / (sockets.length - 1)));
        while (!stopped) {
          const next = performance.now() + PACE_MS;
          const current = phase;
          turn += 1;
          const { ack, ms } =
            turn % 2
              ? await call(socket, 'sync', { afterId: 0 })
              : await call(socket, 'message:read', {
                  sysChannelId: member.sysChannelId,
                  msgId: groupMessage.get(member.sysChannelId),
                });
          if (!ack.ok) console.warn(`a legitimate event was refused: ${JSON.stringify(ack)}`);
          // Counted in the phase it was asked in, however late its answer comes.
          if (times[current]) times[current].push(ms);
          await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
        }
      })();
    });

    await new Promise((r) => setTimeout(r, PACE_MS));
    phase = 'quiet';
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    phase = 'flood';
    const flooder = sockets[0];
    const floodMember = server.members[0];
    const floodStarted = performance.now();
    const flood = [];
    for (let i = 0; i < FLOOD; i += 1) {
      flood.push(call(flooder, 'sync', { afterId: 0 }));
      flood.push(
        call(flooder, 'message:read', {
          sysChannelId: floodMember.sysChannelId,
          msgId: groupMessage.get(floodMember.sysChannelId),
        }),
      );
    }
    const floodAcks = await Promise.all(flood);
    const floodMs = performance.now() - floodStarted;
    // Keep measuring for the phase's length at least, in case the flood's work outlasts its acks.
    await new Promise((r) => setTimeout(r, Math.max(0, SECONDS * 1000 - floodMs)));
    phase = 'done';
    stopped = true;
    await Promise.all(others);

    const served = floodAcks.filter((a) => a.ack.ok).length;
    const refused = floodAcks.filter((a) => !a.ack.ok && a.ack.code === 507).length;
    const dropped = floodAcks.filter((a) => a.ack.closed).length;
    const quiet = summary(times.quiet);
    const flooded = summary(times.flood);
    console.log(
      `chat flood on ${db}, ${CLIENTS} users connected${process.env.BENCH_ROOT ? ` (code at ${root})` : ''}`,
    );
    console.log(`  others, no flood:     ${show(quiet)}`);
    console.log(`  others, during flood: ${show(flooded)}`);
    console.log(
      `  flooder: ${FLOOD} sync + ${FLOOD} message:read in ${floodMs.toFixed(0)} ms: ${served} acknowledged, ${refused} refused (507), ${dropped} unanswered (the server closed the socket)`,
    );
    console.log(`  the flood moved the others' p95 by ${(flooded.p95 - quiet.p95).toFixed(1)} ms`);
    const pass = flooded.p95 <= P95_LIMIT_MS;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}: others' p95 during the flood ${flooded.p95.toFixed(1)} ms (limit ${P95_LIMIT_MS} ms)`,
    );
    process.exitCode = pass ? 0 : 1;
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

await main();
