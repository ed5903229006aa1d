import type { RouteOptions } from 'fastify';
import { routes as table } from '@portal/contract';
import { schemaOf } from '../src/register-route';
import { createTestApp, login, type TestApp } from './helpers/test-app';
import { userId } from './dispatch-fixtures';
import { DEMO_PASSWORD } from '../src/seeds/seed-demo';
import { readXlsx } from './helpers/xlsx';

/**
 * Every route of the table (contract/src/routes; the server registers each from its entry and
 * nothing else, see openapi.test.ts and the first test here) × anonymous, customer A, customer B, engineer, manager without dispatch, admin and a customer
 * with a stray allowDispatch flag: the status class each gets, and that no 2xx body ever holds a
 * row or id of a company the caller does not belong to.
 */

type Who = 'anonymous' | 'customerA' | 'customerB' | 'engineer' | 'manager' | 'admin' | 'strayCustomer';
const WHO: Who[] = ['anonymous', 'customerA', 'customerB', 'engineer', 'manager', 'admin', 'strayCustomer'];
type Access = 'public' | 'user' | 'manager' | 'dispatch' | 'release';

interface WalkRoute {
  method: string;
  url: string;
  access: Access;
  schema: RouteOptions['schema'];
}

/** What a caller gets: `401`, `403`, or `served` (anything below 500 but 401 and 403: the route ran). */
type Expect = '401' | '403' | 'served' | 'served-or-403';
// 'served-or-403': the handler's own rule may refuse this caller (see REFUSED_BY_RULE).

/** The table: from the route's access rule (its prefix decides the default) and who calls. */
function expected(route: WalkRoute, who: Who): Expect {
  const exception = EXCEPTIONS[`${route.method} ${route.url}`]?.[who];
  if (exception) return exception;
  if (route.access === 'public') return 'served';
  if (who === 'anonymous') return '401';
  if (route.access === 'manager') return who === 'manager' || who === 'admin' ? 'served' : '403';
  if (route.access === 'dispatch') return who === 'admin' ? 'served' : '403';
  // The release right (migration 012) is the demo admin's alone.
  if (route.access === 'release') return who === 'admin' ? 'served' : '403';
  // Signed-in routes run for every signed-in caller; only those listed refuse some roles in the handler.
  return REFUSED_BY_RULE[`${route.method} ${route.url}`]?.includes(who) ? 'served-or-403' : 'served';
}

/** Explicit exceptions to the walk, each with its reason. */
// The chat socket (socket.io at /im/socket.io) is no Fastify route: im-gateway.test.ts and chat-*.test.ts walk it with real clients.
const NOT_WALKED: Record<string, string> = {};
/** Where a route's own rule differs from its prefix's (route, caller, class, reason). */
const EXCEPTIONS: Record<string, Partial<Record<Who, Expect>>> = {
  // Public so that <img>/<a> links work, but the file itself needs the link's token.
  'GET /file/files/:id/:name': { anonymous: '401' },
};

const CUSTOMERS: Who[] = ['customerA', 'customerB', 'strayCustomer'];
/**
 * Signed-in routes whose handler refuses (403) some callers by rule, when the order is theirs to see:
 * an order's writes are for dispatchers and its engineer, the engineer's own steps for the engineer,
 * settlement for customers (confirming for the order's customer only), placing orders not for engineers.
 */
const REFUSED_BY_RULE: Record<string, Who[]> = {
  'POST /api/dispatch/service/:id/claim': [...CUSTOMERS, 'manager', 'admin'],
  'POST /api/dispatch/service/:id/reject': [...CUSTOMERS, 'manager', 'admin'],
  'POST /api/dispatch/service/:id/arrive': [...CUSTOMERS, 'manager'],
  'POST /api/dispatch/service/:id/complete': [...CUSTOMERS, 'manager'],
  'POST /api/customer/dispatch/track/record': [...CUSTOMERS, 'manager'],
  'POST /api/dispatch/service/add/dispatchReceipt': [...CUSTOMERS, 'manager'],
  'GET /api/customer/settlement/page': ['engineer'],
  'GET /api/customer/settlement/export': ['engineer'],
  'POST /api/customer/settlement/objection': ['engineer'],
  'POST /api/customer/settlement/confirm': ['engineer', 'manager', 'admin'],
  'POST /api/customer/order': ['engineer'],
  'POST /api/order/user/invalid': ['engineer'],
};

/** Routes that end the caller's session: walked with a throwaway session. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

const MARK = { A: 'WALKMARKA7Q3', B: 'WALKMARKB9Z4' };
const WALK_ORDER_ID = { A: 900000001, B: 900000002 };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  const?: unknown;
  enum?: unknown[];
}

/** A small value the schema accepts where it can, with every id pointing at `id` (the probed order). */
function sample(schema: JsonSchema | undefined, key: string, id: number): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], key, id);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, key, id) as object));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sample(schema.properties?.[name], name, id);
      if (schema.properties?.serviceId && !('serviceId' in value)) value.serviceId = id;
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items, key, id));
    case 'integer':
    case 'number':
      return /id$/i.test(key) && (schema.maximum ?? Infinity) >= id ? id : Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-01 10:00:00';
      if (/id$/i.test(key)) return String(id);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return undefined;
  }
}

function requestFor(route: WalkRoute, id: number) {
  const schema = (route.schema ?? {}) as { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema };
  const url = route.url
    .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? String(id) : 'x'))
    .replace(/\*$/, 'index.html');
  const query = (sample(schema.querystring, '', id) ?? {}) as Record<string, unknown>;
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const payload =
    route.method === 'GET' || route.method === 'HEAD' ? undefined : (sample(schema.body, '', id) ?? {});
  return {
    method: route.method as 'GET',
    url: search ? `${url}?${search}` : url,
    payload: payload as object | undefined,
  };
}

let t: TestApp;
const routes: WalkRoute[] = Object.values(table).map((entry) => ({
  method: entry.method,
  url: entry.url,
  access: entry.access,
  schema: schemaOf(entry),
}));
/** What the server registers, from its onRoute hook. */
const registered: WalkRoute[] = [];
const tokens: Partial<Record<Who, string>> = {};
const markers: Record<'A' | 'B' | 'notEngineers', string[]> = { A: [], B: [], notEngineers: [] };

async function seedWalkOrder(company: 'A' | 'B', customerUser: string, engineerId: number | null) {
  await t.db.query(
    `INSERT INTO service_orders (id, service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
       repair_user_id, repair_user_name, repair_no, repair_user_address, contact_name, contact_phone, fault_description,
       engineer_id, engineer_name, creator_id, creator_name, appointment_time)
     SELECT $1, $2, 'toArrive', o.customer_id, o.project_id, o.project_name, o.service_content_id, o.service_content,
            o.repair_user_id, $2, $2, o.repair_user_address, o.contact_name, o.contact_phone, $2,
            $3::int, (SELECT name FROM users WHERE id = $3::int), o.creator_id, o.creator_name, now() + interval '1 day'
       FROM service_orders o JOIN users u ON u.id = o.creator_id AND u.username = $4
      ORDER BY o.id LIMIT 1`,
    [WALK_ORDER_ID[company], MARK[company], engineerId, customerUser],
  );
  await t.db.query(
    `INSERT INTO tracking_records (service_id, content, contact_time, creator_name, is_customer_visibility, is_engineer_visible)
     VALUES ($1, $2, now(), 'walk', true, true)`,
    [WALK_ORDER_ID[company], MARK[company]],
  );
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const isApi = /^\/(api|file|deliver)\//.test(route.url);
        const access =
          (route.config as { access?: Access } | undefined)?.access ?? (isApi ? 'user' : 'public');
        for (const method of methods)
          if (method !== 'HEAD' && method !== 'OPTIONS')
            registered.push({ method, url: route.url, access, schema: route.schema });
      },
    },
  );
  const engineer = await userId(t.db, 'engineer');
  await seedWalkOrder('A', 'customer', engineer);
  await seedWalkOrder('B', 'customer2', null);
  // A customer account of company B given allowDispatch in the database by mistake.
  await t.db.query(
    `INSERT INTO users (username, password_hash, name, authority, allow_dispatch, customer_id, im_uid, roles)
     SELECT 'straycust', password_hash, '误授权客户', 'customer', true, customer_id, 'im_straycust', ARRAY['customer'] FROM users WHERE username = 'customer2'`,
  );

  // Company markers: every service number, repair user and the company's name, plus the walk orders' ids.
  for (const [company, user] of [
    ['A', 'customer'],
    ['B', 'customer2'],
  ] as const) {
    const rows = await t.db.query<{ v: string }>(
      `SELECT o.service_no AS v FROM service_orders o JOIN users u ON u.customer_id = o.customer_id AND u.username = $1
       UNION SELECT r.name FROM repair_users r JOIN users u ON u.customer_id = r.customer_id AND u.username = $1
       UNION SELECT c.name FROM customer_companies c JOIN users u ON u.customer_id = c.id AND u.username = $1`,
      [user],
    );
    markers[company] = [...rows.map((r) => r.v), MARK[company], String(WALK_ORDER_ID[company])];
  }
  const notMine = await t.db.query<{ v: string }>(
    `SELECT service_no AS v FROM service_orders WHERE engineer_id IS DISTINCT FROM $1`,
    [engineer],
  );
  markers.notEngineers = [...notMine.map((r) => r.v), MARK.B, String(WALK_ORDER_ID.B)];

  const usernames: Record<Exclude<Who, 'anonymous'>, string> = {
    customerA: 'customer',
    customerB: 'customer2',
    engineer: 'engineer',
    manager: 'manager',
    admin: 'admin',
    strayCustomer: 'straycust',
  };
  for (const [who, username] of Object.entries(usernames))
    tokens[who as Who] = await login(t.app, username, DEMO_PASSWORD);
});
afterAll(() => t.close());

/** The markers a caller must never see in a 2xx body. */
function forbiddenMarkers(who: Who): string[] {
  if (who === 'customerA') return markers.B;
  if (who === 'customerB' || who === 'strayCustomer') return markers.A;
  if (who === 'engineer') return markers.notEngineers;
  return [];
}

/** The order id a caller probes with: its own company's walk order, then the other company's. */
function probeIds(who: Who): number[] {
  return who === 'customerB' || who === 'strayCustomer'
    ? [WALK_ORDER_ID.B, WALK_ORDER_ID.A]
    : [WALK_ORDER_ID.A, WALK_ORDER_ID.B];
}

function matches(status: number, expect: Expect): boolean {
  if (status >= 500) return false;
  if (expect === '401') return status === 401;
  if (expect === '403') return status === 403;
  if (expect === 'served') return status !== 401 && status !== 403;
  return status !== 401;
}

describe('authorization walk over every registered route', () => {
  it('walks the table, which is what the server registers (route, access and schema)', () => {
    expect(routes.length).toBeGreaterThan(80);
    const key = (r: WalkRoute) => `${r.method} ${r.url}`;
    expect(registered.map(key).sort()).toEqual(routes.map(key).sort());
    for (const route of routes) {
      const served = registered.find((r) => key(r) === key(route))!;
      expect({ route: key(route), access: served.access }).toEqual({
        route: key(route),
        access: route.access,
      });
      expect(JSON.stringify(served.schema)).toBe(JSON.stringify(route.schema));
    }
    for (const path of [
      '/api/customer/dispatch/appointmentTime',
      '/api/sys/user/:id/password',
      '/api/customer/dispatch/track/record',
    ]) {
      expect(routes.some((r) => r.url === path)).toBe(true);
    }
  });

  it("answers each caller with the status class of its table and never another company's rows in a 2xx body", async () => {
    const failures: string[] = [];
    let served2xx = 0;
    let spreadsheets = 0;
    let checked = 0;
    const report: string[] = [];
    const walked = routes.filter((r) => !NOT_WALKED[`${r.method} ${r.url}`]);
    // Session-ending routes last, so that every other route is walked with live sessions.
    walked.sort(
      (a, b) =>
        Number(ENDS_SESSION.has(`${a.method} ${a.url}`)) - Number(ENDS_SESSION.has(`${b.method} ${b.url}`)),
    );
    for (const route of walked) {
      const key = `${route.method} ${route.url}`;
      for (const who of WHO) {
        for (const id of probeIds(who)) {
          const request = requestFor(route, id);
          const token =
            who === 'anonymous'
              ? null
              : ENDS_SESSION.has(key)
                ? await login(t.app, usernameOf(who))
                : tokens[who]!;
          const res = await t.app.inject({
            ...request,
            headers: { 'accept-language': 'zh-CN', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          checked += 1;
          if (res.statusCode === 403 && route.access === 'user')
            report.push(`${key} ${who} ${id}: ${res.body.slice(0, 80)}`);
          const expect = expected(route, who);
          if (!matches(res.statusCode, expect))
            failures.push(
              `${key} as ${who} (order ${id}): ${res.statusCode}, expected ${expect}: ${res.body.slice(0, 160)}`,
            );
          if (res.statusCode >= 200 && res.statusCode < 300) {
            served2xx += 1;
            // Spreadsheets are zipped: their cells are searched, not the archive's bytes.
            const spreadsheet = String(res.headers['content-type'] ?? '').includes('spreadsheetml');
            const body = spreadsheet
              ? JSON.stringify(readXlsx(res.rawPayload).rows)
              : res.rawPayload.toString('utf8');
            if (spreadsheet) spreadsheets += 1;
            const leaked = forbiddenMarkers(who).find((m) => body.includes(m));
            if (leaked) failures.push(`${key} as ${who} (order ${id}): 2xx body holds ${leaked}`);
          }
        }
      }
    }
    if (process.env.WALK_REPORT) {
      console.log(
        [
          ...report,
          `${walked.length} routes, ${checked} requests, ${served2xx} answered 2xx (${spreadsheets} spreadsheets)`,
        ].join('\n'),
      );
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(walked.length * WHO.length * 2);
    // The walk reaches data, not just refusals.
    expect(served2xx).toBeGreaterThan(200);
    expect(spreadsheets).toBeGreaterThan(0);
  });
});

function usernameOf(who: Who): string {
  return {
    anonymous: '',
    customerA: 'customer',
    customerB: 'customer2',
    engineer: 'engineer',
    manager: 'manager',
    admin: 'admin',
    strayCustomer: 'straycust',
  }[who];
}
