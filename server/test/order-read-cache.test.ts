import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { ORDER_CHANGE_CHANNEL } from '../src/modules/orders/order-read-cache';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { shanghaiTime } from './helpers/dates';
import { describeTwoProcesses, twoProcesses } from './helpers/two-processes';

const PAGE = '/api/customer/order/page?current=1&size=10';
const COUNTS = '/api/customer/order/counts';
const STATION = '/api/customer/dispatch/page?current=1&size=10&status=pendingDispatch';

type Page = { total: number; records: Array<{ id: number; repairUserName: string; status: string }> };

async function read<T>(app: FastifyInstance, token: string, url: string): Promise<T> {
  const res = await app.inject({ url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
}

/** The statements on service_orders that `db` runs while `fn` does. */
async function orderStatements(db: Database, fn: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(db, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([sql]) => sql.includes('service_orders')).length;
  } finally {
    spy.mockRestore();
  }
}

async function placeOrder(app: FastifyInstance, token: string): Promise<number> {
  const [project] = (await app.inject({ url: '/api/sys/project/list', headers: bearer(token) })).json().data;
  const [content] = (
    await app.inject({
      url: `/api/sys/service/content/v2/base/list?projectId=${project.id}`,
      headers: bearer(token),
    })
  ).json().data;
  const [repair] = (await app.inject({ url: '/api/order/repair/user/list', headers: bearer(token) })).json()
    .data;
  const payload = {
    projectId: project.id,
    serviceContentId: content.id,
    repairUserId: repair.id,
    appointmentTime: shanghaiTime(1),
    faultDescription: '缓存测试：打印机卡纸',
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/order',
    payload,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

describe('order pages and counts answered from memory, and every change seen on the next read', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  // A cache time far beyond the test: only the invalidations can make a change show.
  beforeAll(async () => {
    t = await createTestApp({ orderCacheMs: 60_000 });
    [customer, admin] = await Promise.all([login(t.app, 'customer'), login(t.app, 'admin')]);
  });
  afterAll(() => t.close());

  it('a page, the counts and the station read again do not touch the orders table', async () => {
    for (const url of [PAGE, COUNTS]) {
      await read(t.app, customer, url);
      expect(await orderStatements(t.db, () => read(t.app, customer, url))).toBe(0);
    }
    await read(t.app, admin, STATION);
    expect(await orderStatements(t.db, () => read(t.app, admin, STATION))).toBe(0);
  });

  it('a remembered answer is the one the schema serialised, in the encoding each caller accepts', async () => {
    const first = await t.app.inject({ url: PAGE, headers: bearer(customer) });
    const plain = await t.app.inject({ url: PAGE, headers: bearer(customer) });
    const br = await t.app.inject({ url: PAGE, headers: { ...bearer(customer), 'accept-encoding': 'br' } });
    expect(plain.body).toBe(first.body);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('users of different scopes never share an answer', async () => {
    const customer2 = await login(t.app, 'customer2');
    const mine = await read<Page>(t.app, customer, PAGE);
    const theirs = await read<Page>(t.app, customer2, PAGE);
    const all = await read<Page>(t.app, admin, '/api/customer/order/page?current=1&size=10');
    expect(theirs.records.map((r) => r.id)).not.toEqual(mine.records.map((r) => r.id));
    expect(all.total).toBeGreaterThan(mine.total);
    expect(all.total).toBeGreaterThan(theirs.total);
  });

  it('an order placed through the API is on the next page and in the next counts', async () => {
    const before = await read<Page>(t.app, customer, PAGE);
    const counts = await read<Record<string, number>>(t.app, customer, COUNTS);
    const id = await placeOrder(t.app, customer);
    const after = await read<Page>(t.app, customer, PAGE);
    expect(after.total).toBe(before.total + 1);
    expect(after.records[0].id).toBe(id);
    expect((await read<Record<string, number>>(t.app, customer, COUNTS)).pendingDispatch).toBe(
      counts.pendingDispatch + 1,
    );
  });

  it('a statement written straight to the database, or a committed transaction, shows on the next read', async () => {
    const { records } = await read<Page>(t.app, customer, PAGE);
    await t.db.query(`UPDATE service_orders SET repair_user_name = '直接改名' WHERE id = $1`, [
      records[0].id,
    ]);
    expect((await read<Page>(t.app, customer, PAGE)).records[0].repairUserName).toBe('直接改名');
    await t.db.transaction((tx) =>
      tx.query(`UPDATE service_orders SET repair_user_name = '事务改名' WHERE id = $1`, [records[0].id]),
    );
    expect((await read<Page>(t.app, customer, PAGE)).records[0].repairUserName).toBe('事务改名');
  });

  it('a read that overlaps a change is not kept', async () => {
    const { records } = await read<Page>(t.app, customer, PAGE);
    const id = records[0].id;
    const query = t.db.query.bind(t.db);
    // The page's read is held until the change has been written, as a slow read racing a write would be.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = jest.spyOn(t.db, 'query').mockImplementation(async (sql, params, options) => {
      const rows = await query(sql, params, options);
      if (sql.includes('service_orders o JOIN')) await held;
      return rows as never;
    });
    try {
      await t.db.query(`UPDATE service_orders SET repair_user_name = '并发前' WHERE id = $1`, [id]);
      const slow = read<Page>(t.app, customer, PAGE);
      await new Promise((resolve) => setImmediate(resolve));
      await query(`UPDATE service_orders SET repair_user_name = '并发后' WHERE id = $1`, [id]);
      release();
      await slow;
    } finally {
      spy.mockRestore();
    }
    expect((await read<Page>(t.app, customer, PAGE)).records[0].repairUserName).toBe('并发后');
  });

  it('a company renamed in the database shows in the rows on the next read', async () => {
    await read<Page>(t.app, customer, PAGE);
    await t.db.query(
      `UPDATE customer_companies SET name = '改名公司' WHERE id = (SELECT customer_id FROM users WHERE username = 'customer')`,
    );
    expect(
      (await read<Page & { records: Array<{ customerName: string }> }>(t.app, customer, PAGE)).records[0]
        .customerName,
    ).toBe('改名公司');
  });
});

describe('order cache off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orderCacheMs: 0 });
  });
  afterAll(() => t.close());

  it('every read goes to the database', async () => {
    const customer = await login(t.app, 'customer');
    await read(t.app, customer, PAGE);
    expect(await orderStatements(t.db, () => read(t.app, customer, PAGE))).toBeGreaterThan(0);
  });
});

describeTwoProcesses('order-read-cache')(
  'order cache across server processes (two app instances on one PostgreSQL)',
  () => {
    const { apps, dbs } = twoProcesses();

    it("another process's change is seen as soon as its notice arrives, long before the time limit", async () => {
      const [one, two] = apps;
      const token = await login(one, 'customer');
      const { records } = await read<Page>(two, token, PAGE);
      expect(await orderStatements(dbs[1], () => read(two, token, PAGE))).toBe(0);
      // The app's own listener was registered first, so it has run when this one hears the notice.
      let heard!: () => void;
      const notice = new Promise<void>((resolve) => (heard = resolve));
      const unlisten = await dbs[1].listen(ORDER_CHANGE_CHANNEL, () => heard());
      try {
        await dbs[0].query(`UPDATE service_orders SET repair_user_name = '另一进程改名' WHERE id = $1`, [
          records[0].id,
        ]);
        await notice;
        expect((await read<Page>(two, token, PAGE)).records[0].repairUserName).toBe('另一进程改名');
      } finally {
        await unlisten();
      }
    });
  },
);
