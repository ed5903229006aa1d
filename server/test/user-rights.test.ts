import { createTestApp, login, type TestApp } from './helpers/test-app';
import { caller, makeOrder, userId } from './dispatch-fixtures';
import { shanghaiTime } from './helpers/dates';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let manager: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'manager');
  for (const name of ['admin', 'manager', 'pm', 'engineer', 'customer', 'customer2'])
    ids[name] = await userId(t.db, name);
});
afterAll(() => t.close());

const edit = (id: number, fields: Record<string, unknown>) => ({
  name: '名字',
  authority: 'manager',
  allowDispatch: false,
  customId: null,
  jobId: null,
  deptId: null,
  ...fields,
  id,
});
const dispatchFlag = async (id: number) =>
  (await t.db.query<{ f: boolean }>('SELECT allow_dispatch AS f FROM users WHERE id = $1', [id]))[0].f;

describe('who may change whose role and password', () => {
  it('nobody raises their own rights', async () => {
    const res = await call(
      manager,
      'PUT',
      `/api/sys/user/${ids.manager}`,
      edit(ids.manager, { allowDispatch: true }),
    );
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('不能修改自己的角色、派单权限或状态');
    expect(await dispatchFlag(ids.manager)).toBe(false);
    // Their own name is theirs to change.
    expect(
      (
        await call(
          manager,
          'PUT',
          `/api/sys/user/${ids.manager}`,
          edit(ids.manager, { name: '王经理', jobId: 38, deptId: 12 }),
        )
      ).status,
    ).toBe(200);
  });

  it('only a manager with dispatch rights grants or withdraws them', async () => {
    const grant = await call(
      manager,
      'PUT',
      `/api/sys/user/${ids.pm}`,
      edit(ids.pm, { allowDispatch: true }),
      'en',
    );
    expect(grant.status).toBe(403);
    expect(grant.body.msg).toBe('Only a manager with dispatch rights may grant or withdraw dispatch rights');
    const create = await call(manager, 'POST', '/api/sys/user', {
      username: 'newdispatch',
      password: 'secret12',
      name: '新调度',
      authority: 'manager',
      allowDispatch: true,
    });
    expect(create.status).toBe(403);
    const withdraw = await call(
      manager,
      'PUT',
      `/api/sys/user/${ids.admin}`,
      edit(ids.admin, { allowDispatch: false }),
    );
    expect(withdraw.status).toBe(403);
    expect(await dispatchFlag(ids.admin)).toBe(true);
    expect(
      (
        await call(
          admin,
          'PUT',
          `/api/sys/user/${ids.pm}`,
          edit(ids.pm, { allowDispatch: true, jobId: 38, deptId: 12 }),
        )
      ).status,
    ).toBe(200);
    expect(await dispatchFlag(ids.pm)).toBe(true);
    expect(
      (
        await call(
          admin,
          'PUT',
          `/api/sys/user/${ids.pm}`,
          edit(ids.pm, { allowDispatch: false, jobId: 38, deptId: 12 }),
        )
      ).status,
    ).toBe(200);
  });

  it("resetting another manager's (or the admin's) password, or demoting or invalidating a manager, needs dispatch rights", async () => {
    const reset = await call(manager, 'PUT', `/api/sys/user/${ids.admin}/password`, {
      password: 'taken-over',
    });
    expect(reset.status).toBe(403);
    // The demo admin also holds the release right, which is checked first.
    expect(reset.body.msg).toBe('只有拥有发布权限的管理员才能修改发布管理员的密码或账号');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: 'taken-over' },
        })
      ).statusCode,
    ).not.toBe(200);
    const resetPm = await call(manager, 'PUT', `/api/sys/user/${ids.pm}/password`, {
      password: 'taken-over',
    });
    expect(resetPm.status).toBe(403);
    expect(resetPm.body.msg).toBe('只有拥有派单权限的管理员才能重置其他管理员的密码');
    expect(
      (
        await call(
          manager,
          'PUT',
          `/api/sys/user/${ids.admin}`,
          edit(ids.admin, { authority: 'customer', customId: 1 }),
        )
      ).status,
    ).toBe(403);
    expect((await call(manager, 'POST', '/api/sys/user/invalid', { id: ids.pm })).status).toBe(403);
    // A technician's or customer's password is any manager's to reset.
    expect(
      (await call(manager, 'PUT', `/api/sys/user/${ids.engineer}/password`, { password: 'engineer-new' }))
        .status,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', `/api/sys/user/${ids.pm}/password`, { password: 'pm-new-123' })).status,
    ).toBe(200);
  });

  it('customer accounts never hold dispatch rights: refused on create and edit, a stray flag ignored and repaired', async () => {
    const companyA = (
      await t.db.query<{ id: number }>('SELECT customer_id AS id FROM users WHERE id = $1', [ids.customer])
    )[0].id;
    const create = await call(admin, 'POST', '/api/sys/user', {
      username: 'cust-d',
      password: 'secret12',
      name: '客户',
      authority: 'customer',
      customId: companyA,
      allowDispatch: true,
    });
    expect(create.status).toBe(400);
    expect(create.body.msg).toBe('客户账号不能拥有派单权限');
    const editRes = await call(
      admin,
      'PUT',
      `/api/sys/user/${ids.customer2}`,
      edit(ids.customer2, { authority: 'customer', customId: companyA, allowDispatch: true }),
    );
    expect(editRes.status).toBe(400);

    // A flag set in the database by mistake: the account still has no dispatch rights anywhere.
    await t.db.query('UPDATE users SET allow_dispatch = true WHERE id = $1', [ids.customer2]);
    const stray = await login(t.app, 'customer2');
    const orderA = await makeOrder(t.db, 'toArrive', ids.engineer);
    const before = (
      await t.db.query<{ at: string }>(
        'SELECT appointment_time::text AS at FROM service_orders WHERE id = $1',
        [orderA],
      )
    )[0].at;
    const move = await call(stray, 'PUT', '/api/customer/dispatch/appointmentTime', {
      serviceId: orderA,
      appointmentTime: shanghaiTime(3, '09:00:00'),
    });
    expect(move.status).toBe(403);
    expect(
      (
        await t.db.query<{ at: string }>(
          'SELECT appointment_time::text AS at FROM service_orders WHERE id = $1',
          [orderA],
        )
      )[0].at,
    ).toBe(before);
    expect((await call(stray, 'GET', '/api/customer/dispatch/page?current=1&size=10')).status).toBe(403);
    const me = (await call(stray, 'GET', '/api/order/user/detail')).body.data;
    expect(me.allowDispatch).toBe(false);
    expect(JSON.stringify(me.menus)).not.toContain('dispatchStation');
    // Editing the account (without the flag) clears it.
    const customer2Company = (
      await t.db.query<{ id: number }>('SELECT customer_id AS id FROM users WHERE id = $1', [ids.customer2])
    )[0].id;
    expect(
      (
        await call(
          admin,
          'PUT',
          `/api/sys/user/${ids.customer2}`,
          edit(ids.customer2, { name: '李客户', authority: 'customer', customId: customer2Company }),
        )
      ).status,
    ).toBe(200);
    expect(await dispatchFlag(ids.customer2)).toBe(false);
  });

  it("the appointment route keeps to the dispatcher's order scope", async () => {
    // A technician with dispatch rights sees only the orders they are the engineer of.
    await t.db.query('UPDATE users SET allow_dispatch = true WHERE id = $1', [ids.engineer]);
    const tech = await login(t.app, 'engineer', 'engineer-new');
    const mine = await makeOrder(t.db, 'toArrive', ids.engineer);
    const notMine = await makeOrder(t.db, 'pendingDispatch', null);
    const time = shanghaiTime(3, '09:00:00');
    expect(
      (
        await call(tech, 'PUT', '/api/customer/dispatch/appointmentTime', {
          serviceId: [mine, notMine],
          appointmentTime: time,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(tech, 'PUT', '/api/customer/dispatch/appointmentTime', {
          serviceId: notMine,
          appointmentTime: time,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(tech, 'PUT', '/api/customer/dispatch/appointmentTime', {
          serviceId: mine,
          appointmentTime: time,
        })
      ).status,
    ).toBe(200);
    await t.db.query('UPDATE users SET allow_dispatch = false WHERE id = $1', [ids.engineer]);
  });
});
