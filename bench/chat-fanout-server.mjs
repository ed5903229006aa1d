// The chat server of bench/chat-fanout.mjs, in its own process: the built portal server on an
// in-memory PGlite or (BENCH_DATABASE_URL) a PostgreSQL schema of its own (messages are persisted as in production), with bench users and groups of 10
// created by set-based SQL and their tokens minted for their sessions. Or, with `--floor`, a bare
// `ws` server that broadcasts each message to the sender's group with no persistence at all.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server', 'package.json'));
const [clients, groupSize] = [Number(process.env.CLIENTS), Number(process.env.GROUP_SIZE)];

async function portal() {
  const { buildApp } = require(path.join(root, 'server/dist/app.js'));
  const { loadConfig } = require(path.join(root, 'server/dist/config.js'));
  const { openPglite } = require(path.join(root, 'server/dist/db/pglite-database.js'));
  const { signToken } = require(path.join(root, 'server/dist/modules/sessions/access-token.js'));
  const config = {
    ...loadConfig({}),
    databaseUrl: null,
    embedded: 'memory',
    seedDemo: false,
    staticRoot: null,
    tokenSecret: 'bench-secret',
    logLevel: 'warn',
    redisUrl: null,
  };
  const url = process.env.BENCH_DATABASE_URL;
  let db;
  if (url) {
    const { openPostgres } = require(path.join(root, 'server/dist/db/postgres-database.js'));
    const schema = `bench_${process.pid}_${Date.now()}`;
    db = await openPostgres({ url, timeZone: config.timeZone, schema, max: 10 });
    process.once('SIGTERM', async () => {
      await db.close();
      const admin = await openPostgres({ url, timeZone: config.timeZone, max: 1 });
      await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.close();
      process.exit(0);
    });
  } else {
    db = await openPglite({ dataDir: null, timeZone: config.timeZone });
  }
  const app = await buildApp(config, db);
  await db.query(
    `INSERT INTO users (username, password_hash, name, authority, im_uid)
     SELECT 'bench' || n, 'x', '压测' || n, 'manager', 'im_bench' || n FROM generate_series(1, $1) n`,
    [clients],
  );
  await db.query(
    `INSERT INTO chat_channels (channel_id, type, name) SELECT 'bench_' || g, 'groupchat', '压测群 ' || g FROM generate_series(1, $1) g`,
    [clients / groupSize],
  );
  await db.query(
    `INSERT INTO chat_members (channel_id, user_id, uid, name)
     SELECT c.id, u.id, u.im_uid, u.name FROM users u
       JOIN chat_channels c ON c.channel_id = 'bench_' || ((substring(u.username FROM 6)::int - 1) / $1 + 1)
      WHERE u.username LIKE 'bench%'`,
    [groupSize],
  );
  const sessions = await db.query(
    `INSERT INTO sessions (user_id, remember, expires_at) SELECT id, false, now() + interval '1 day' FROM users WHERE username LIKE 'bench%'
     RETURNING id, user_id`,
  );
  const users = await db.query(
    `SELECT u.id, substring(u.username FROM 6)::int AS n, m.channel_id AS "channelId" FROM users u JOIN chat_members m ON m.user_id = u.id WHERE u.username LIKE 'bench%'`,
  );
  const sessionOf = new Map(sessions.map((s) => [Number(s.user_id), Number(s.id)]));
  const members = users
    .map((u) => ({
      n: Number(u.n),
      sysChannelId: Number(u.channelId),
      token: signToken(
        { sid: sessionOf.get(Number(u.id)), uid: Number(u.id), iat: Date.now() },
        config.tokenSecret,
      ),
    }))
    .sort((a, b) => a.n - b.n);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: app.server.address().port, members };
}

async function floor() {
  const { WebSocketServer } = require('ws');
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const groups = new Map();
  wss.on('connection', (socket, request) => {
    const group = new URL(request.url, 'http://x').searchParams.get('group');
    const set = groups.get(group) ?? new Set();
    set.add(socket);
    groups.set(group, set);
    socket.on('message', (data) => {
      const text = String(data);
      for (const peer of set) if (peer !== socket) peer.send(text);
      socket.send(text);
    });
    socket.on('close', () => set.delete(socket));
  });
  const members = Array.from({ length: clients }, (_, i) => ({
    n: i + 1,
    sysChannelId: Math.floor(i / groupSize) + 1,
  }));
  return { port: wss.address().port, members };
}

const ready = process.argv.includes('--floor') ? await floor() : await portal();
process.send({ type: 'ready', ...ready });
