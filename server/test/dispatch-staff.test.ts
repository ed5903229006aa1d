import { createTestApp, login, type TestApp } from './helpers/test-app';
import { caller, makeOrder, userId } from './dispatch-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;

const byName = (rows: Array<{ name: string }>) => rows.map((r) => r.name).sort();

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  admin = await login(t.app, 'admin');
  const add = async (
    username: string,
    name: string,
    authority: string,
    jobId: number | null,
    deptId: number | null,
  ) => {
    const res = await call(admin, 'POST', '/api/sys/user', {
      username,
      password: 'demo123456',
      name,
      authority,
      jobId,
      deptId,
    });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  await add('boss41', '甲主管', 'manager', 41, 11);
  await add('dispatch39', '乙调度', 'manager', 39, 10);
  await add('fin18', '丙会计', 'manager', 7, 18);
  const gone = await add('gone39', '丁离职', 'manager', 39, 10);
  await call(admin, 'PUT', `/api/sys/user/${gone}`, {
    name: '丁离职',
    authority: 'manager',
    allowDispatch: false,
    customId: null,
    jobId: 39,
    deptId: 10,
    status: 'left',
  });
  const deleted = await add('del18', '戊删除', 'technician', 18, 20);
  await call(admin, 'POST', '/api/sys/user/invalid', { id: deleted });
  await add('eng18', '己工程师', 'technician', 18, 20);
});
afterAll(() => t.close());

describe('staff selection lists (SPEC section 6)', () => {
  it('filters by job and department, on the job and not deleted only', async () => {
    const list = async (kind: string) => {
      const res = await call(admin, 'GET', `/api/sys/staff/${kind}`);
      expect(res.status).toBe(200);
      for (const row of res.body.data)
        expect(Object.keys(row).sort()).toEqual(expect.arrayContaining(['deptId', 'id', 'jobId', 'name']));
      return res.body.data as Array<{
        id: number;
        name: string;
        jobId: number | null;
        deptId: number | null;
        load?: number;
      }>;
    };
    expect(byName(await list('finance'))).toEqual(
      byName([{ name: '孙财务' }, { name: '甲主管' }, { name: '丙会计' }]),
    );
    expect(byName(await list('sales'))).toEqual(['周销售']);
    expect(byName(await list('projectManager'))).toEqual(
      byName([{ name: '王经理' }, { name: '吴项目经理' }, { name: '孙财务' }, { name: '甲主管' }]),
    );
    // Job 39, 41, 13 or 40, plus the first manager on the job (admin, who is job 39 anyway).
    expect(byName(await list('dispatcher'))).toEqual(
      byName([
        { name: '系统管理员' },
        { name: '郑调度' },
        { name: '孙财务' },
        { name: '甲主管' },
        { name: '乙调度' },
      ]),
    );
    const technicians = await list('technician');
    expect(byName(technicians)).toEqual(byName([{ name: '赵工程师' }, { name: '己工程师' }]));
    const zhao = technicians.find((r) => r.name === '赵工程师')!;
    const open = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM service_orders WHERE engineer_id = $1 AND status IN ('pendingOrders', 'toArrive', 'toCompleted')`,
      [zhao.id],
    );
    expect(zhao.load).toBe(open[0].n);
    expect(zhao.load).toBeGreaterThan(0);
    expect(technicians.find((r) => r.name === '己工程师')!.load).toBe(0);
    expect(byName(await list('technicianAndProjectManager'))).toEqual(
      byName([{ name: '赵工程师' }, { name: '己工程师' }, { name: '王经理' }, { name: '吴项目经理' }]),
    );
  });

  it('counts new assignments in a technician load', async () => {
    const eng = await userId(t.db, 'eng18');
    await makeOrder(t.db, 'toArrive', eng);
    await makeOrder(t.db, 'confirmed', eng);
    const rows = (await call(admin, 'GET', '/api/sys/staff/technician')).body.data as Array<{
      id: number;
      load: number;
    }>;
    expect(rows.find((r) => r.id === eng)!.load).toBe(1);
  });

  it('adds the configured extra dispatcher', async () => {
    const sales = await userId(t.db, 'sales');
    await t.db.query(
      `INSERT INTO settings (key, value) VALUES ('dispatcher_extra_user_id', $1) ON CONFLICT (key) DO UPDATE SET value = $1`,
      [String(sales)],
    );
    const names = byName((await call(admin, 'GET', '/api/sys/staff/dispatcher')).body.data);
    expect(names).toContain('周销售');
    await t.db.query(`DELETE FROM settings WHERE key = 'dispatcher_extra_user_id'`);
    expect(byName((await call(admin, 'GET', '/api/sys/staff/dispatcher')).body.data)).not.toContain('周销售');
  });

  it('rejects unknown kinds and non-managers', async () => {
    expect((await call(admin, 'GET', '/api/sys/staff/janitor')).status).toBe(400);
    expect((await call(await login(t.app, 'customer'), 'GET', '/api/sys/staff/technician')).status).toBe(403);
    expect((await call(await login(t.app, 'engineer'), 'GET', '/api/sys/staff/technician')).status).toBe(403);
  });
});

describe('on-the-job users', () => {
  it('lists users on the job, searchable, leaving out members of a group', async () => {
    const all = (await call(admin, 'GET', '/api/customer/dispatch/onTheJobs/users')).body.data as Array<{
      id: number;
      name: string;
      imUid: string;
      authority: string;
    }>;
    expect(all.map((u) => u.name)).toEqual(expect.arrayContaining(['系统管理员', '赵工程师', '张客户']));
    expect(all.map((u) => u.name)).not.toContain('钱工程师');
    expect(all.map((u) => u.name)).not.toContain('丁离职');
    expect(all.map((u) => u.name)).not.toContain('戊删除');
    const search = (
      await call(admin, 'GET', `/api/sys/user/on/the/job/list?keyword=${encodeURIComponent('工程师')}`)
    ).body.data;
    expect(byName(search)).toEqual(byName([{ name: '赵工程师' }, { name: '己工程师' }]));
    const order = await makeOrder(t.db, 'toArrive', await userId(t.db, 'engineer'));
    const group = (await call(admin, 'POST', `/api/dispatch/service/create/group/${order}`)).body.data;
    const invite = (await call(admin, 'GET', `/api/sys/user/on/the/job/list?channelId=${group.id}`)).body
      .data as Array<{ id: number }>;
    const members = new Set(group.members.map((m: { userId: number }) => m.userId));
    // The invitation rule: staff only, no members, only those who may see the order (chat-loose-ends tests it in full).
    const customers = all.filter((u) => u.authority === 'customer').map((u) => u.id);
    expect(invite.length).toBeGreaterThan(0);
    expect(invite.some((u) => members.has(u.id) || customers.includes(u.id))).toBe(false);
    expect(
      (await call(admin, 'GET', `/api/sys/user/on/the/job/list?serviceId=${order}`)).body.data,
    ).toHaveLength(invite.length);
  });
});
