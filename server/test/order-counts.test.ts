import { countByStatus, storedCounts } from '../src/modules/orders/order-counts';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { makeOrder, userId } from './dispatch-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function companies(): Promise<number[]> {
  return (await t.db.query<{ id: number }>('SELECT id FROM customer_companies ORDER BY id')).map((r) =>
    Number(r.id),
  );
}

/** The kept counts agree with counting the rows, for everyone and for each company. */
async function expectExact() {
  expect(await storedCounts(t.db, null)).toEqual(await countByStatus(t.db, { where: 'TRUE', params: [] }));
  for (const id of await companies()) {
    expect([id, await storedCounts(t.db, id)]).toEqual([
      id,
      await countByStatus(t.db, { where: 'o.customer_id = $1', params: [id] }),
    ]);
  }
}

describe('order counts kept per company and status', () => {
  it('match the rows after seeding, inserts, moves, company changes and deletes', async () => {
    await expectExact();
    const engineer = await userId(t.db, 'engineer');
    const ids = [];
    for (const status of ['pendingDispatch', 'toArrive', 'toArrive', 'confirmed', 'cancelled'])
      ids.push(await makeOrder(t.db, status, engineer));
    await expectExact();
    await t.db.query(
      `UPDATE service_orders SET status = 'toCompleted' WHERE id = ANY($1::bigint[]) AND status = 'toArrive'`,
      [ids],
    );
    await t.db.query(
      `UPDATE service_orders SET fault_description = fault_description || ' (edited)' WHERE id = $1`,
      [ids[0]],
    );
    const [, other] = await companies();
    await t.db.query(`UPDATE service_orders SET customer_id = $2 WHERE id = $1`, [ids[3], other]);
    await expectExact();
    await t.db.query(`DELETE FROM service_orders WHERE id = $1`, [ids[4]]);
    await expectExact();
  });

  it('a rolled-back change leaves them as they were', async () => {
    const before = await storedCounts(t.db, null);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.query(`UPDATE service_orders SET status = 'cancelled' WHERE status = 'pendingDispatch'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await storedCounts(t.db, null)).toEqual(before);
    await expectExact();
  });

  it('answer the unfiltered tabs and totals the same as counting', async () => {
    const admin = await login(t.app, 'admin');
    const customer = await login(t.app, 'customer');
    const customerId = (
      await t.db.query<{ customer_id: number }>(`SELECT customer_id FROM users WHERE username = 'customer'`)
    )[0].customer_id;
    const all = await countByStatus(t.db, { where: 'TRUE', params: [] });
    const own = await countByStatus(t.db, { where: 'o.customer_id = $1', params: [customerId] });
    const get = async (url: string, token: string) =>
      (await t.app.inject({ url, headers: bearer(token) })).json().data;
    expect(await get('/api/customer/dispatch/counts', admin)).toEqual(all);
    expect(await get('/api/customer/order/counts', admin)).toEqual(all);
    expect(await get('/api/customer/order/counts', customer)).toEqual(own);
    expect((await get('/api/customer/order/page?current=1&size=5', customer)).total).toBe(own.total);
    expect((await get('/api/customer/dispatch/page?status=toCompleted&current=1&size=5', admin)).total).toBe(
      all.toCompleted,
    );
    const cancelled = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM service_orders WHERE status = 'cancelled' AND customer_id = $1`,
        [customerId],
      )
    )[0].n;
    expect((await get('/api/customer/order/page?status=cancelled&current=1&size=5', customer)).total).toBe(
      cancelled,
    );
  });

  it('a page past the end still tells the total of its tab; a search within a tab finds exactly its matches', async () => {
    const admin = await login(t.app, 'admin');
    const get = async (url: string) => (await t.app.inject({ url, headers: bearer(admin) })).json().data;
    const all = await countByStatus(t.db, { where: 'TRUE', params: [] });
    const past = await get(`/api/customer/dispatch/page?status=total&current=${all.total + 1}&size=10`);
    expect(past).toEqual({ total: all.total, records: [] });

    const engineer = await userId(t.db, 'engineer');
    const id = await makeOrder(t.db, 'toArrive', engineer);
    await t.db.query(`UPDATE service_orders SET repair_user_name = '检索网点ABC' WHERE id = $1`, [id]);
    const expected = (
      await t.db.query<{ id: number }>(
        `SELECT id FROM service_orders WHERE status = 'toArrive' AND repair_user_name ILIKE '%网点abc%' ORDER BY create_time DESC, id DESC`,
      )
    ).map((r) => Number(r.id));
    expect(expected).toContain(id);
    const found = await get(
      `/api/customer/dispatch/page?status=toArrive&repairUserName=${encodeURIComponent('网点abc')}&current=1&size=10`,
    );
    expect([found.total, found.records.map((r: { id: number }) => r.id)]).toEqual([
      expected.length,
      expected,
    ]);
    const none = await get(
      `/api/customer/dispatch/page?status=pendingDispatch&repairUserName=${encodeURIComponent('网点abc')}&current=1&size=10`,
    );
    expect(none).toEqual({ total: 0, records: [] });
  });

  it('filters by engineer name through the engineers matching it', async () => {
    const admin = await login(t.app, 'admin');
    const engineer = await userId(t.db, 'engineer');
    await makeOrder(t.db, 'toArrive', engineer);
    const name = (await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [engineer]))[0]
      .name;
    const expected = (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM service_orders WHERE engineer_id = $1 AND status = 'toArrive'`,
        [engineer],
      )
    )[0].n;
    expect(expected).toBeGreaterThan(0);
    const res = await t.app.inject({
      url: `/api/customer/dispatch/counts?engineerName=${encodeURIComponent(name.slice(1))}`,
      headers: bearer(admin),
    });
    expect(res.json().data.toArrive).toBe(expected);
    const none = await t.app.inject({
      url: `/api/customer/dispatch/counts?engineerName=${encodeURIComponent('没有这个人%')}`,
      headers: bearer(admin),
    });
    expect(none.json().data.total).toBe(0);
  });
});
