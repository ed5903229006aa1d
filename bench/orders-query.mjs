#!/usr/bin/env node
// Service-order query benchmark: fills a fresh database with N orders (set-based SQL), then times the
// order page and tab counts as the routes run them (through the app, signed in as a manager and as a
// customer), and the memory growth of streaming an xlsx export of ~100k rows against ~20k rows.
//
//   pnpm --filter @portal/server build
//   node bench/orders-query.mjs [--pg] [--rows 1000000] [--runs 50]
//
// --pg uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) in a fresh schema that is
// dropped afterwards; without it, PGlite in a temporary folder. The order cache is off (every run
// reads the database: what is timed is the query, not the memory of its answer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'dist');
if (!fs.existsSync(path.join(dist, 'app.js'))) {
  console.error('server/dist is missing: run `pnpm --filter @portal/server build` first');
  process.exit(1);
}
const { buildApp } = require(path.join(dist, 'app.js'));
const { loadConfig } = require(path.join(dist, 'config.js'));
const { openPglite } = require(path.join(dist, 'db', 'pglite-database.js'));
const { openPostgres } = require(path.join(dist, 'db', 'postgres-database.js'));
const { hashPassword } = require(path.join(dist, 'modules', 'users', 'password.js'));

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    rows: { type: 'string' },
    runs: { type: 'string', default: '50' },
    companies: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows ?? (args.pg ? 1_000_000 : 200_000));
const RUNS = Number(args.runs);
const COMPANIES = Number(args.companies);
const PASSWORD = 'bench-password';
const DAYS = 730;

const log = (...parts) => process.stderr.write(`${parts.join(' ')}\n`);

async function openDb() {
  const timeZone = 'Asia/Shanghai';
  if (args.pg) {
    const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const db = await openPostgres({ url, timeZone, schema, max: 10 });
    return {
      db,
      label: `PostgreSQL (schema ${schema})`,
      async cleanup() {
        await db.close();
        if (args.keep) return;
        const admin = await openPostgres({ url, timeZone, max: 1 });
        await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await admin.close();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const db = await openPglite({ dataDir: dir, timeZone });
  return {
    db,
    label: `PGlite (${dir})`,
    async cleanup() {
      await db.close();
      if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function fill(db) {
  const hash = await hashPassword(PASSWORD);
  await db.query(
    `INSERT INTO customer_companies (name) SELECT '基准客户 ' || c FROM generate_series(1, $1::int) c`,
    [COMPANIES],
  );
  await db.query(
    `INSERT INTO projects (name, customer_id, code) SELECT '项目 ' || c || '-' || k, c, 'P' || c || '-' || k
       FROM generate_series(1, $1::int) c, generate_series(1, 3) k ORDER BY c, k`,
    [COMPANIES],
  );
  await db.query(
    `INSERT INTO service_contents (project_id, name) SELECT p.id, s.name FROM projects p, (VALUES ('设备维修'), ('上门安装'), ('巡检保养')) s(name) ORDER BY p.id`,
  );
  await db.query(
    `INSERT INTO repair_users (customer_id, name, contact_name, contact_phone, region_codes, region_text, address_detail)
     SELECT c, '网点 ' || c, '联系人 ' || c, '139' || lpad(c::text, 8, '0'), '{31,3101,310115}', '上海市 市辖区 浦东新区', '张江路 ' || c || ' 号'
       FROM generate_series(1, $1::int) c`,
    [COMPANIES],
  );
  await db.query(
    `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, customer_id) VALUES
       ('bench_manager', $1, '基准经理', 'manager', true, NULL), ('bench_customer', $1, '基准客户', 'customer', false, 1),
       ('bench_engineer', $1, '基准工程师', 'technician', false, NULL)`,
    [hash],
  );
  const engineer = (await db.query(`SELECT id FROM users WHERE username = 'bench_engineer'`))[0].id;
  const CHUNK = args.pg ? 250_000 : 50_000;
  for (let start = 1; start <= ROWS; start += CHUNK) {
    const end = Math.min(ROWS, start + CHUNK - 1);
    const t0 = performance.now();
    await db.query(
      `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
         repair_user_id, repair_user_name, repair_no, repair_user_address, contact_name, contact_phone, fault_description,
         engineer_id, engineer_name, engineer_company_name, creator_name, appointment_time, create_time, dispatch_time, arrive_time,
         completion_time, region_codes)
       SELECT 'SO' || to_char(s.ct, 'YYYYMMDD') || lpad(s.g::text, 7, '0'), s.status, s.company, p.id, p.name, sc.id, sc.name,
              s.company, '网点 ' || s.company, 'R-' || s.g, '上海市 市辖区 浦东新区 张江路 ' || s.company || ' 号', '联系人', '13900000000',
              '设备故障 ' || s.g, CASE WHEN s.rank > 1 THEN $3::int END, CASE WHEN s.rank > 1 THEN '基准工程师' END,
              CASE WHEN s.rank > 1 THEN '服务一部' END, '基准客户', s.ct + interval '1 day' + (s.g % 48) * interval '30 minutes', s.ct,
              CASE WHEN s.rank > 1 THEN s.ct + interval '2 hours' END, CASE WHEN s.rank > 3 THEN s.ct + interval '1 day' END,
              CASE WHEN s.rank > 4 THEN s.ct + interval '2 days' END, '{31,3101,310115}'
         FROM (SELECT g, 1 + g % ${COMPANIES} AS company, 1 + (g / ${COMPANIES}) % 3 AS k,
                      (ARRAY['pendingDispatch','pendingOrders','toArrive','toCompleted','pendingAcceptance','income','expenses',
                             'pendingConfirmation','confirmed','cancelled'])[1 + (hashint4(g)::bigint & 2147483647) % 10] AS status,
                      1 + (hashint4(g)::bigint & 2147483647) % 10 AS rank,
                      date_trunc('second', now() - (g % ${DAYS}) * interval '1 day' - ((g::bigint * 7919) % 86400) * interval '1 second') AS ct
                 FROM generate_series($1::int, $2::int) g) s
         JOIN projects p ON p.id = (s.company - 1) * 3 + s.k
         JOIN service_contents sc ON sc.id = (p.id - 1) * 3 + 1 + s.g % 3`,
      [start, end, engineer],
    );
    log(
      `  inserted ${end.toLocaleString()} / ${ROWS.toLocaleString()} (${Math.round(performance.now() - t0)} ms)`,
    );
  }
  await db.query(`SELECT setval('service_no_seq', $1::bigint)`, [ROWS + 1]);
  const t0 = performance.now();
  await db.exec('VACUUM ANALYZE');
  log(`  VACUUM ANALYZE ${Math.round(performance.now() - t0)} ms`);
}

async function login(app, username) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().data.token;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(app, token, url) {
  let last;
  for (let i = 0; i < 3; i += 1)
    last = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  if (last.statusCode !== 200) throw new Error(`${url}: ${last.statusCode} ${last.body.slice(0, 200)}`);
  const samples = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    samples.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 50), p95: pct(samples, 95) };
}

function dayString(daysAgo) {
  const d = new Date(Date.now() - daysAgo * 86400000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

/** Streams an export over real HTTP (so nothing buffers the body) and samples this process's RSS meanwhile. */
async function exportRun(port, token, query) {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const bytes = await new Promise((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/customer/order/export${query}`,
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`export: ${res.statusCode}`));
          let n = 0;
          res.on('data', (chunk) => {
            n += chunk.length;
          });
          res.on('end', () => resolve(n));
          res.on('error', reject);
        },
      )
      .on('error', reject);
  });
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms: performance.now() - t0, bytes, growthMb: (peak - base) / 1024 / 1024 };
}

async function main() {
  const { db, label, cleanup } = await openDb();
  const totalStart = performance.now();
  try {
    log(
      `Database: ${label}; ${ROWS.toLocaleString()} orders over ${COMPANIES} companies; ${RUNS} runs per case`,
    );
    const config = {
      ...loadConfig({}),
      databaseUrl: null,
      embedded: 'memory',
      seedDemo: false,
      staticRoot: null,
      tokenSecret: 'bench-secret',
      orderCacheMs: 0,
    };
    const app = await buildApp(config, db);
    await app.ready();
    const fillStart = performance.now();
    await fill(db);
    const fillMs = performance.now() - fillStart;
    const manager = await login(app, 'bench_manager');
    const customer = await login(app, 'bench_customer');

    const sample = (
      await db.query(
        `SELECT service_no FROM service_orders WHERE customer_id = 1 ORDER BY id DESC LIMIT 1 OFFSET 777`,
      )
    )[0].service_no;
    const week = `createStart=${dayString(37)}&createEnd=${dayString(31)}`;
    const cases = [
      ['page: no filter', '/api/customer/order/page?current=1&size=10'],
      ['page: no filter, page 50', '/api/customer/order/page?current=50&size=20'],
      ['page: status tab', '/api/customer/order/page?status=toArrive&current=1&size=10'],
      ['page: serviceNo (full number)', `/api/customer/order/page?serviceNo=${sample}`],
      ['page: serviceNo (SO + date prefix)', `/api/customer/order/page?serviceNo=${sample.slice(0, 10)}`],
      ['page: serviceNo (digits only, substring)', `/api/customer/order/page?serviceNo=${sample.slice(-6)}`],
      ['page: create date range (7 days)', `/api/customer/order/page?${week}`],
      ['page: status tab + date range', `/api/customer/order/page?status=toArrive&${week}`],
      ['page: sort by appointment desc', '/api/customer/order/page?sortBy=appointmentTime&sortOrder=desc'],
      [
        'page: status tab, sort by appointment asc',
        '/api/customer/order/page?status=pendingOrders&sortBy=appointmentTime&sortOrder=asc',
      ],
      ['counts: no filter', '/api/customer/order/counts'],
      ['counts: date range (7 days)', `/api/customer/order/counts?${week}`],
      ['counts: serviceNo (full number)', `/api/customer/order/counts?serviceNo=${sample}`],
    ];
    const loadBefore = os.loadavg();
    const results = [];
    for (const [name, url] of cases) {
      for (const [who, token] of [
        ['manager', manager],
        ['customer', customer],
      ]) {
        const r = await time(app, token, url);
        results.push({ name, who, ...r });
        log(`  ${name} (${who}): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
      }
    }

    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = app.server.address().port;
    const days = (n) => Math.max(1, Math.round((n / ROWS) * DAYS));
    const exports = [];
    for (const target of [20_000, 100_000, 20_000]) {
      const span = days(target / 0.9);
      const query = `?createStart=${dayString(span - 1)}&createEnd=${dayString(0)}`;
      const rows = (
        await app.inject({
          url: `/api/customer/order/page${query}&size=1`,
          headers: { authorization: `Bearer ${manager}` },
        })
      ).json().data.total;
      const r = await exportRun(port, manager, query);
      exports.push({ rows, ...r });
      log(
        `  export ${rows.toLocaleString()} rows: ${Math.round(r.ms)} ms, ${(r.bytes / 1024 / 1024).toFixed(1)} MB, RSS growth ${r.growthMb.toFixed(1)} MB`,
      );
    }
    await app.close();

    const line = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
    const widths = [44, 9, 10, 10];
    console.log(
      `\n${label}: ${ROWS.toLocaleString()} service orders, ${COMPANIES} companies (customer sees ${Math.round(100 / COMPANIES)}%); fill ${(fillMs / 1000).toFixed(1)} s; ${RUNS} runs per case, timed through app.inject (auth included)`,
    );
    console.log(line(['case', 'user', 'p50 ms', 'p95 ms'], widths));
    console.log(line(['-'.repeat(44), '-'.repeat(9), '-'.repeat(10), '-'.repeat(10)], widths));
    for (const r of results) console.log(line([r.name, r.who, r.p50.toFixed(1), r.p95.toFixed(1)], widths));
    console.log(
      `\nxlsx export streamed over HTTP (manager, create-date range; RSS sampled every 10 ms in this process)`,
    );
    console.log(line(['rows', 'time ms', 'size MB', 'peak RSS growth MB'], [10, 10, 10, 20]));
    for (const e of exports)
      console.log(
        line(
          [
            e.rows.toLocaleString(),
            Math.round(e.ms),
            (e.bytes / 1024 / 1024).toFixed(1),
            e.growthMb.toFixed(1),
          ],
          [10, 10, 10, 20],
        ),
      );
    const load = (figures) => figures.map((n) => n.toFixed(1)).join(' ');
    console.log(
      `\ntotal ${((performance.now() - totalStart) / 1000).toFixed(0)} s; load average (1, 5, 15 min) when timing began ${load(loadBefore)}, at the end ${load(os.loadavg())}; ${os.cpus().length} cores`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
