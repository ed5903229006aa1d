import type { InjectOptions } from 'fastify';
import { routes as table } from '@portal/contract';
import { schemaOf } from '../src/register-route';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { pick, seededRandom } from './helpers/seeded-random';
import {
  concreteOf,
  fieldsOf,
  objectOf,
  plausible,
  setPath,
  type Field,
  type JsonSchema,
} from './helpers/schema-fields';
import {
  ALL_MALFORMED,
  MALFORMED_DATES,
  MALFORMED_NUMBERS,
  MALFORMED_SHAPES,
  MALFORMED_STRINGS,
  queryPairs,
} from './helpers/malformed-values';

/**
 * Every route of the table (which is what the server registers, so a new route is walked too),
 * for an anonymous caller and each demo user kind, with malformed values in every schema field,
 * wrong content types and truncated bodies: no 5xx, the server keeps answering, and a refused
 * request writes nothing.
 */

const SEED = 20261124;
const USERS = ['admin', 'manager', 'customer', 'customer2', 'engineer'] as const;
const PER_ROUTE_AND_USER = 10;
// Auth bookkeeping (sessions, sign-in attempts) is written by the walk's own sign-ins and token refreshes.
const WATCHED_TABLES = [
  'users',
  'customer_companies',
  'files',
  'projects',
  'service_contents',
  'repair_users',
  'service_orders',
  'order_timeline',
  'tracking_records',
  'accessories',
  'accessory_lines',
  'receipts',
  'fee_rows',
  'notices',
  'system_announcements',
  'dictionaries',
  'chat_channels',
  'chat_members',
  'chat_records',
  'chat_read_receipts',
  'telephony_calls',
  'frontend_releases',
  'password_reset_requests',
];
/** Row-level triggers count every insert, update and delete on the watched tables: one cheap read per check. */
const COUNT_WRITES = `
  CREATE TABLE fuzz_writes (n bigint NOT NULL);
  INSERT INTO fuzz_writes VALUES (0);
  CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$;
  ${WATCHED_TABLES.map((t) => `CREATE TRIGGER fuzz_count AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION fuzz_count_write();`).join('\n')}
`;

interface Walked {
  method: string;
  url: string;
  access: string;
  query: JsonSchema | undefined;
  params: JsonSchema | undefined;
  body: JsonSchema | undefined;
}

interface Probe {
  label: string;
  request: InjectOptions;
}

/** A 400 is the envelope with a message the user can read. */
function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return parsed.code === 400 && typeof parsed.msg === 'string' && parsed.msg.length > 0;
  } catch {
    return false;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function pathOf(route: Walked, params: Record<string, unknown>): string {
  const segment = (name: string) =>
    String(params[name] ?? plausible({ type: 'integer' })).replace(LONE_SURROGATE, '\ufffd');
  return route.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(segment(name)));
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const [k, v] of queryPairs(key, value)) search.append(k, v);
  const text = search.toString();
  return text ? `?${text}` : '';
}

function valuesFor(field: Field): unknown[] {
  const s = concreteOf(field.schema);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') return MALFORMED_NUMBERS;
  if (type === 'string' && s.format) return MALFORMED_DATES;
  if (type === 'string') return MALFORMED_STRINGS;
  return MALFORMED_SHAPES;
}

function probesFor(route: Walked, random: () => number): Probe[] {
  const where = { query: fieldsOf(route.query), params: fieldsOf(route.params), body: fieldsOf(route.body) };
  const base = () => ({
    query: objectOf(route.query),
    params: objectOf(route.params),
    body: objectOf(route.body),
  });
  const build = (
    parts: ReturnType<typeof base>,
    label: string,
    extra: Partial<InjectOptions> = {},
  ): Probe => ({
    label,
    request: {
      method: route.method as InjectOptions['method'],
      url: pathOf(route, parts.params) + queryString(parts.query),
      ...(route.method === 'GET' || route.method === 'DELETE'
        ? {}
        : { payload: parts.body as Record<string, unknown> }),
      ...extra,
    },
  });
  const probes: Probe[] = [];
  for (const location of ['query', 'params', 'body'] as const) {
    for (const field of where[location]) {
      for (const value of [
        pick(random, valuesFor(field)),
        pick(random, valuesFor(field)),
        pick(random, ALL_MALFORMED),
      ]) {
        const parts = base();
        setPath(parts[location], field.path, value);
        probes.push(
          build(parts, `${location}.${field.path.join('.')}=${JSON.stringify(value)?.slice(0, 60)}`),
        );
      }
    }
  }
  // Fields no schema names, and the body in shapes and encodings the route does not take.
  const stray = base();
  stray.query.__proto__x = '1e300';
  probes.push(build(stray, 'unknown query field'));
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    const raw = (payload: string, type: string, label: string) =>
      probes.push(build(base(), label, { payload, headers: { 'content-type': type } }));
    raw('{"id": 1, "name": "', 'application/json', 'truncated JSON');
    raw('[1,2,3]', 'application/json', 'array body');
    raw('"text"', 'application/json', 'string body');
    raw(JSON.stringify(MALFORMED_SHAPES[7]), 'application/json', 'deeply nested body');
    raw('id=1&name=x', 'application/x-www-form-urlencoded', 'form body');
    raw('<a>1</a>', 'application/xml', 'xml body');
    raw(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPNG',
      'multipart/form-data; boundary=b',
      'truncated multipart',
    );
    raw('{"id": 1e400, "current": 1e300}', 'application/json', 'overflowing JSON numbers');
  }
  // Keep the walk bounded: a fixed-size sample (the seed makes it the same on every run).
  while (probes.length > PER_ROUTE_AND_USER) probes.splice(Math.floor(random() * probes.length), 1);
  return probes;
}

describe('fuzz: every registered route, every user kind', () => {
  let t: TestApp;
  // The table is what the server registers (openapi.test.ts and authorization-walk.test.ts prove it).
  const routes: Walked[] = Object.values(table).map((entry) => {
    const schema = schemaOf(entry) as Record<string, JsonSchema | undefined>;
    return {
      method: entry.method,
      url: entry.url,
      access: entry.access,
      query: schema.querystring,
      params: schema.params,
      body: schema.body,
    };
  });
  const previousInterval = process.env.REMINDER_INTERVAL_MS;

  beforeAll(async () => {
    process.env.REMINDER_INTERVAL_MS = '0';
    t = await createTestApp();
    await t.db.exec(COUNT_WRITES);
  });
  afterAll(async () => {
    await t?.close();
    if (previousInterval === undefined) delete process.env.REMINDER_INTERVAL_MS;
    else process.env.REMINDER_INTERVAL_MS = previousInterval;
  });

  it('answers every malformed request without a server error and writes nothing for a refused one', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const anonymousNot401: string[] = [];
    let sent = 0;
    const signature = async () => String((await t.db.query<{ n: string }>('SELECT n FROM fuzz_writes'))[0].n);
    const started = Date.now();
    let current: string | null = null;
    expect(await signature()).toBe('0');

    for (const user of [null, ...USERS]) {
      let token = user ? await login(t.app, user) : null;
      for (const route of routes) {
        for (const probe of probesFor(route, random)) {
          const writes = route.method !== 'GET';
          // The signature after one write probe is the one before the next; a GET (which may refresh
          // a session, nothing watched) only makes it stale.
          if (writes && current === null) current = await signature();
          const headers = {
            ...(probe.request.headers as Record<string, string> | undefined),
            ...(token ? bearer(token) : {}),
          };
          const response = await t.app.inject({ ...probe.request, headers });
          sent += 1;
          const where = `${user ?? 'anonymous'} ${route.method} ${route.url} [${probe.label}] -> ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 200)}`);
          if (response.statusCode === 400 && !hasMessage(response.body))
            failures.push(`${where} without a message: ${response.body.slice(0, 200)}`);
          // The router refuses a path parameter over 1000 characters (400) before it knows the route.
          const tooLongForRouter =
            response.statusCode === 400 && /\/[^/?]{1001,}/.test(String(probe.request.url));
          if (!user && route.access !== 'public' && response.statusCode !== 401 && !tooLongForRouter)
            anonymousNot401.push(where);
          if (writes) {
            const after = await signature();
            if (response.statusCode >= 400 && after !== current) failures.push(`${where} wrote rows`);
            current = after;
          } else {
            current = null;
          }
          // A walked sign-out or password change ends the session: sign in again and go on.
          if (user && response.statusCode === 401) {
            token = await login(t.app, user);
            current = null;
          }
        }
      }
    }

    const alive = await t.app.inject({
      method: 'GET',
      url: '/api/order/user/detail',
      headers: bearer(await login(t.app, 'admin')),
    });
    expect(alive.statusCode).toBe(200);
    process.stdout.write(`fuzz: ${routes.length} routes, ${sent} requests in ${Date.now() - started} ms\n`);
    expect(failures).toEqual([]);
    expect(anonymousNot401).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 240_000);
});
