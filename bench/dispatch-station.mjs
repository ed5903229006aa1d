#!/usr/bin/env node
// Dispatch-station benchmark: fills a fresh database with N service orders (set-based SQL: most of
// them old and confirmed, the open work among the newest), then times the dispatch station's list
// and tab counts (GET /api/customer/dispatch/page and /counts) through the app, signed in as admin,
// for every tab and the usual filters.
//
//   pnpm --filter @portal/server build
//   node bench/dispatch-station.mjs [--pg] [--rows 1000000] [--runs 40]
//
// --pg uses DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) in a fresh schema that is
// dropped afterwards; without it, PGlite in a temporary folder. The order cache is off (every run
// reads the database: what is timed is the query, not the memory of its answer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'dist');

// The statuses as the contract lists them (read through the server's own dependency on it).
const contract = createRequire(path.join(dist, 'app.js'))('@portal/contract');
const TABS = [...contract.ORDER_STATUSES, contract.TOTAL_TAB];
const OPEN_SHARE = 0.06;
const YEARS = 3;

const log = (...parts) => process.stderr.write(`${parts.join(' ')}\n`);

/**
 * Adds `rows` orders to a migrated database (demo seed or not): 30 companies with 4 projects of 3
 * service contents, 10 repair users each, 200 engineers (job 18). Orders are spread over three
 * years, the newest `OPEN_SHARE` of them in every status, the rest confirmed (95%) or cancelled.
 */
export async function fillDispatchOrders(db, rows, { chunk = 100_000 } = {}) {
  const companies = 30;
  await db.query(
    `INSERT INTO customer_companies (name) SELECT '派单基准客户 ' || c FROM generate_series(1, $1::int) c`,
    [companies],
  );
  await db.query(
    `CREATE TEMP TABLE bench_company AS SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id FROM customer_companies WHERE name LIKE '派单基准客户 %'`,
  );
  await db.query(
    `INSERT INTO projects (name, customer_id, code) SELECT '项目 ' || c.idx || '-' || k, c.id, 'D' || c.idx || '-' || k
       FROM bench_company c, generate_series(0, 3) k ORDER BY c.idx, k`,
  );
  await db.query(
    `CREATE TEMP TABLE bench_project AS
       SELECT row_number() OVER (ORDER BY p.id) - 1 AS idx, p.id, p.name, p.customer_id, c.idx AS company_idx
         FROM projects p JOIN bench_company c ON c.id = p.customer_id`,
  );
  await db.query(
    `INSERT INTO service_contents (project_id, name) SELECT p.id, s.name FROM bench_project p, (VALUES ('设备维修'), ('上门安装'), ('巡检保养')) s(name) ORDER BY p.id`,
  );
  await db.query(
    `CREATE TEMP TABLE bench_content AS
       SELECT row_number() OVER (ORDER BY s.id) - 1 AS idx, s.id, s.name, s.project_id FROM service_contents s JOIN bench_project p ON p.id = s.project_id`,
  );
  await db.query(
    `INSERT INTO repair_users (customer_id, name, repair_no, contact_name, contact_phone, region_codes, region_text, address_detail)
     SELECT c.id, '网点 ' || c.idx || '-' || k, 'R' || c.idx || '-' || k, '联系人 ' || k, '139' || lpad((c.idx * 10 + k)::text, 8, '0'),
            '{31,3101,310115}', '上海市 市辖区 浦东新区', '张江路 ' || (c.idx * 10 + k) || ' 号'
       FROM bench_company c, generate_series(0, 9) k ORDER BY c.idx, k`,
  );
  await db.query(
    `CREATE TEMP TABLE bench_repair AS
       SELECT row_number() OVER (PARTITION BY r.customer_id ORDER BY r.id) - 1 AS k, r.id, r.customer_id, r.name, r.repair_no,
              r.contact_name, r.contact_phone, r.region_text || ' ' || r.address_detail AS address
         FROM repair_users r JOIN bench_company c ON c.id = r.customer_id`,
  );
  const hash =
    (await db.query(`SELECT password_hash FROM users ORDER BY id LIMIT 1`))[0]?.password_hash ?? 'x';
  await db.query(
    `INSERT INTO users (username, password_hash, name, authority, job_id, dept_id, phone)
     SELECT 'bench_eng_' || e, $1, '工程师 ' || e, 'technician', 18, 20, '137' || lpad(e::text, 8, '0') FROM generate_series(0, 199) e`,
    [hash],
  );
  await db.query(
    `CREATE TEMP TABLE bench_engineer AS SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, name FROM users WHERE username LIKE 'bench_eng_%'`,
  );
  for (const table of ['bench_company', 'bench_project', 'bench_content', 'bench_repair', 'bench_engineer'])
    await db.query(`ANALYZE ${table}`);

  const statuses = `ARRAY[${contract.FLOW_STATUSES.map((status) => `'${status}'`).join(',')}]`;
  const span = YEARS * 365 * 86400;
  for (let start = 1; start <= rows; start += chunk) {
    const end = Math.min(rows, start + chunk - 1);
    const t0 = performance.now();
    await db.query(
      `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
         repair_user_id, repair_user_name, repair_no, repair_user_address, region_codes, contact_name, contact_phone, fault_description,
         engineer_id, engineer_name, engineer_company_name, creator_name, appointment_time, create_time, dispatch_time, arrive_time,
         completion_time, acceptance_time, income_time, expenses_time, settlement_time, confirm_time, track_record_time, cancel_reason)
       SELECT 'SO' || to_char(s.ct, 'YYYYMMDD') || lpad(s.g::text, 7, '0'), s.status, p.customer_id, p.id, p.name, sc.id, sc.name,
              r.id, r.name, r.repair_no, r.address, '{31,3101,310115}', r.contact_name, r.contact_phone, '设备故障 ' || s.g,
              CASE WHEN s.rank > 1 AND s.rank < 10 THEN e.id END, CASE WHEN s.rank > 1 AND s.rank < 10 THEN e.name END,
              CASE WHEN s.rank > 1 AND s.rank < 10 THEN '服务' || (e.idx % 5 + 1) || '部' END, '客户 ' || p.company_idx,
              s.ct + interval '1 day' + (s.g % 48) * interval '30 minutes', s.ct,
              CASE WHEN s.rank BETWEEN 2 AND 9 THEN s.ct + interval '2 hours' END,
              CASE WHEN s.rank BETWEEN 4 AND 9 THEN s.ct + interval '1 day 3 hours' END,
              CASE WHEN s.rank BETWEEN 5 AND 9 THEN s.ct + interval '1 day 6 hours' END,
              CASE WHEN s.rank BETWEEN 6 AND 9 THEN s.ct + interval '3 days' END,
              CASE WHEN s.rank BETWEEN 6 AND 9 THEN s.ct + interval '3 days' END,
              CASE WHEN s.rank BETWEEN 7 AND 9 THEN s.ct + interval '5 days' END,
              CASE WHEN s.rank BETWEEN 8 AND 9 THEN s.ct + interval '6 days' END,
              CASE WHEN s.rank = 9 THEN s.ct + interval '8 days' END,
              CASE WHEN s.g % 3 = 0 THEN s.ct + interval '4 hours' END,
              CASE WHEN s.rank = 10 THEN '客户撤单' END
         FROM (SELECT g, ct,
                      CASE WHEN age < ${OPEN_SHARE} THEN 1 + (g::bigint * 7919) % 10 WHEN (g::bigint * 7919) % 20 = 0 THEN 10 ELSE 9 END AS rank,
                      (${statuses})[CASE WHEN age < ${OPEN_SHARE} THEN 1 + (g::bigint * 7919) % 10 WHEN (g::bigint * 7919) % 20 = 0 THEN 10 ELSE 9 END] AS status
                 FROM (SELECT g, ($3::int - g)::float8 / $3::int AS age,
                              date_trunc('second', now() - (($3::int - g)::float8 / $3::int * ${span}) * interval '1 second') AS ct
                         FROM generate_series($1::int, $2::int) g) x) s
         JOIN bench_project p ON p.idx = s.g % 120
         JOIN bench_content sc ON sc.idx = p.idx * 3 + s.g % 3
         JOIN bench_repair r ON r.customer_id = p.customer_id AND r.k = (s.g / 120) % 10
         JOIN bench_engineer e ON e.idx = s.g % 200`,
      [start, end, rows],
    );
    log(
      `  inserted ${end.toLocaleString()} / ${rows.toLocaleString()} (${Math.round(performance.now() - t0)} ms)`,
    );
  }
  await db.query(`SELECT setval('service_no_seq', $1::bigint)`, [rows + 1]);
  const t0 = performance.now();
  await db.exec('VACUUM ANALYZE');
  log(`  VACUUM ANALYZE ${Math.round(performance.now() - t0)} ms`);
}

const loadFigures = (load) => load.map((n) => n.toFixed(1)).join(' ');

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(app, token, url, runs) {
  for (let i = 0; i < 3; i += 1) {
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  const samples = [];
  let total = null;
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    samples.push(performance.now() - t0);
    if (i === 0) total = res.json().data.total ?? null;
  }
  samples.sort((a, b) => a - b);
  return { p50: pct(samples, 50), p95: pct(samples, 95), total };
}

const day = (daysAgo) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() - daysAgo * 86400000));

async function main() {
  const { values: args } = parseArgs({
    options: {
      pg: { type: 'boolean', default: false },
      rows: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '40' },
      keep: { type: 'boolean', default: false },
    },
  });
  if (!fs.existsSync(path.join(dist, 'app.js'))) {
    console.error('server/dist is missing: run `pnpm --filter @portal/server build` first');
    process.exit(1);
  }
  const { buildApp } = require(path.join(dist, 'app.js'));
  const { loadConfig } = require(path.join(dist, 'config.js'));
  const { openPglite } = require(path.join(dist, 'db', 'pglite-database.js'));
  const { openPostgres } = require(path.join(dist, 'db', 'postgres-database.js'));
  const rows = Number(args.rows);
  const runs = Number(args.runs);
  const timeZone = 'Asia/Shanghai';

  let db;
  let label;
  let cleanup;
  if (args.pg) {
    const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    db = await openPostgres({ url, timeZone, schema, max: 10 });
    label = `PostgreSQL (schema ${schema})`;
    cleanup = async () => {
      await db.close();
      if (args.keep) return;
      const admin = await openPostgres({ url, timeZone, max: 1 });
      await admin.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.close();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dispatch-bench-'));
    db = await openPglite({ dataDir: dir, timeZone });
    label = `PGlite (${dir})`;
    cleanup = async () => {
      await db.close();
      if (!args.keep) fs.rmSync(dir, { recursive: true, force: true });
    };
  }

  const started = performance.now();
  try {
    log(`Database: ${label}; ${rows.toLocaleString()} orders; ${runs} runs per case`);
    const config = {
      ...loadConfig({}),
      databaseUrl: null,
      embedded: 'memory',
      seedDemo: true,
      staticRoot: null,
      tokenSecret: 'bench-secret',
      orderCacheMs: 0,
    };
    process.env.REMINDER_INTERVAL_MS = '0';
    const app = await buildApp(config, db);
    await app.ready();
    const fillStart = performance.now();
    await fillDispatchOrders(db, rows, { chunk: args.pg ? 250_000 : 100_000 });
    const fillMs = performance.now() - fillStart;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'demo123456' },
    });
    const token = login.json().data.token;

    const sample = (
      await db.query(`SELECT service_no FROM service_orders ORDER BY id DESC LIMIT 1 OFFSET 12345`)
    )[0].service_no;
    const page = '/api/customer/dispatch/page';
    const counts = '/api/customer/dispatch/counts';
    const enc = encodeURIComponent;
    const cases = [
      ...TABS.map((tab) => [`page: tab ${tab}`, `${page}?status=${tab}&current=1&size=10`]),
      ['counts: no filter', counts],
      ['page: total, page 100 (size 20)', `${page}?status=total&current=100&size=20`],
      [
        'page: pendingDispatch, sort appointment asc',
        `${page}?status=pendingDispatch&sortBy=appointmentTime&sortOrder=asc`,
      ],
      ['page: serviceNo (full number)', `${page}?serviceNo=${sample}`],
      ['page: serviceNo (SO + day prefix)', `${page}?serviceNo=${sample.slice(0, 10)}`],
      ['page: engineerName', `${page}?status=toArrive&engineerName=${enc('工程师 17')}`],
      ['page: projectName', `${page}?status=pendingDispatch&projectName=${enc('项目 7-')}`],
      ['page: repairUserName', `${page}?status=pendingDispatch&repairUserName=${enc('网点 3-')}`],
      ['page: repairUserAddress', `${page}?status=toCompleted&repairUserAddress=${enc('张江路 42 号')}`],
      [
        'page: appointment next 7 days',
        `${page}?status=toArrive&appointmentStart=${day(0)}&appointmentEnd=${day(-7)}`,
      ],
      [
        'page: entry (create) last 30 days',
        `${page}?status=total&createStart=${day(30)}&createEnd=${day(0)}`,
      ],
      ['page: arrival last 7 days', `${page}?status=toCompleted&arriveStart=${day(7)}&arriveEnd=${day(0)}`],
      ['counts: engineerName', `${counts}?engineerName=${enc('工程师 17')}`],
      ['counts: entry last 30 days', `${counts}?createStart=${day(30)}&createEnd=${day(0)}`],
      ['counts: serviceNo (full number)', `${counts}?serviceNo=${sample}`],
    ];
    const loadBefore = os.loadavg();
    const results = [];
    for (const [name, url] of cases) {
      const r = await time(app, token, url, runs);
      results.push({ name, ...r });
      log(
        `  ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${r.total === null ? '' : ` (${r.total.toLocaleString()} rows)`}`,
      );
    }
    await app.close();

    const widths = [46, 11, 9, 9];
    const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
    console.log(
      `\n${label}: ${rows.toLocaleString()} service orders; fill ${(fillMs / 1000).toFixed(1)} s; ${runs} runs per case via app.inject as admin (auth included)`,
    );
    console.log(line(['case', 'matching', 'p50 ms', 'p95 ms']));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const r of results)
      console.log(
        line([r.name, r.total === null ? '' : r.total.toLocaleString(), r.p50.toFixed(1), r.p95.toFixed(1)]),
      );
    const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    console.log(
      `\nworst p95: ${worst.p95.toFixed(1)} ms (${worst.name}); total ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    console.log(
      `load average (1, 5, 15 min) when timing began ${loadFigures(loadBefore)}, at the end ${loadFigures(os.loadavg())}; ${os.cpus().length} cores`,
    );
  } finally {
    await cleanup();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
