// Chat fan-out: N connected clients in groups of 10 on loopback, every group talking. Each client
// sends at a fixed rate (open loop); every message reaches the other 9 members of its group. Prints
// deliveries per second and p50 / p99 from send to receipt, for the portal's socket.io server
// (messages persisted before they are acknowledged and delivered) and, as the floor, a bare `ws`
// server broadcasting the same traffic with no persistence. Server and clients run in separate
// processes (one core each on a 2-core machine).
// Usage: pnpm --filter @portal/server build && node bench/chat-fanout.mjs [clients...]
//   env: RATE = deliveries per second offered (default 5000), SECONDS = measuring time (default 10),
//        BENCH_DATABASE_URL = persist on this PostgreSQL (a schema of its own) instead of in-memory PGlite
import path from 'node:path';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rankOfSorted } from './lib/stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server', 'package.json'));
const { io } = require('socket.io-client');
const WebSocket = require('ws');

const GROUP_SIZE = 10;
const RATE = Number(process.env.RATE ?? 5000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);

function startServer(clients, floor) {
  const child = fork(path.join(root, 'bench/chat-fanout-server.mjs'), floor ? ['--floor'] : [], {
    env: { ...process.env, CLIENTS: String(clients), GROUP_SIZE: String(GROUP_SIZE), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const exited = new Promise((done) => child.once('exit', done));
    child.once('message', (m) => resolve({ ...m, stop: () => (child.kill('SIGTERM'), exited) }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** A connected client: `send(text)` and an `onMessage(text)` hook, for either server. */
async function connect(server, member, floor) {
  if (floor) {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/?group=${member.sysChannelId}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const client = {
      send: (text) => socket.send(JSON.stringify({ from: member.n, text })),
      close: () => socket.close(),
      onMessage: null,
      onAck: null,
    };
    socket.on('message', (data) => {
      const m = JSON.parse(String(data));
      if (m.from === member.n) client.onAck?.(m.text);
      else client.onMessage?.(m.text);
    });
    return client;
  }
  const socket = io(`http://127.0.0.1:${server.port}`, {
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
  let seq = 0;
  const client = {
    send: (text) =>
      socket.emit(
        'message:send',
        {
          clientId: `${member.n}-${(seq += 1)}`,
          sysChannelId: member.sysChannelId,
          msgType: 'text',
          msgContent: text,
        },
        (ack) => {
          if (!ack.ok) client.errors += 1;
          else client.onAck?.(text);
        },
      ),
    close: () => socket.close(),
    onMessage: null,
    onAck: null,
    errors: 0,
  };
  socket.on('message', (m) => client.onMessage?.(m.msgContent));
  return client;
}

async function run(clients, floor) {
  const server = await startServer(clients, floor);
  const connected = [];
  try {
    for (let i = 0; i < server.members.length; i += 50) {
      connected.push(
        ...(await Promise.all(server.members.slice(i, i + 50).map((m) => connect(server, m, floor)))),
      );
    }
    const latencies = [];
    const acks = [];
    let measuring = false;
    let delivered = 0;
    for (const client of connected) {
      client.onMessage = (text) => {
        if (!measuring) return;
        const sent = Number(text.slice(text.indexOf(':') + 1));
        latencies.push(performance.now() - sent);
        delivered += 1;
      };
      client.onAck = (text) => {
        if (measuring) acks.push(performance.now() - Number(text.slice(text.indexOf(':') + 1)));
      };
    }
    // Every client sends at the same rate, spread evenly over the interval.
    const messagesPerSecond = RATE / (GROUP_SIZE - 1);
    const interval = (clients / messagesPerSecond) * 1000;
    const timers = [];
    const talk = () =>
      connected.forEach((client, i) => {
        const start = setTimeout(
          () => {
            timers.push(setInterval(() => client.send(`m:${performance.now()}`), interval));
          },
          (i / clients) * interval,
        );
        timers.push(start);
      });
    talk();
    await new Promise((resolve) => setTimeout(resolve, 2000)); // warm up
    measuring = true;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    for (const timer of timers) clearInterval(timer);
    latencies.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    return {
      server: floor
        ? 'bare ws (floor)'
        : `portal socket.io (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
      clients,
      offered: RATE,
      'deliveries/s': Math.round(delivered / elapsed),
      'p50 ms': +rankOfSorted(latencies, 0.5).toFixed(1),
      'p99 ms': +rankOfSorted(latencies, 0.99).toFixed(1),
      'ack p50 ms': +rankOfSorted(acks, 0.5).toFixed(1),
      'ack p99 ms': +rankOfSorted(acks, 0.99).toFixed(1),
      errors: connected.reduce((n, c) => n + (c.errors ?? 0), 0),
    };
  } finally {
    for (const client of connected) client.close();
    await server.stop();
  }
}

const results = [];
for (const clients of SIZES.length ? SIZES : [100, 1000]) {
  for (const floor of [false, true]) {
    const result = await run(clients, floor);
    console.log(JSON.stringify(result));
    results.push(result);
  }
}
console.table(results);
process.exit(0);
