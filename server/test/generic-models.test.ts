import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let customer: string;
let customer2: string;
let engineer: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, customer, customer2, engineer] = await Promise.all(
    ['admin', 'customer', 'customer2', 'engineer'].map((u) => login(t.app, u)),
  );
});
afterAll(() => t.close());

const model = async (token: string, action: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/model/${action}`,
    payload,
    headers: bearer(token),
  });
  return { status: res.statusCode, body: res.json() };
};
const repairUser = {
  name: '模型新建',
  contactName: '钱主管',
  contactPhone: '13811112222',
  regionCodes: ['31', '3101', '310115'],
  addressDetail: '科苑路 8 号',
};

describe('generic model reads', () => {
  it('pages with conditions, ordering and field selection, in scope', async () => {
    const res = await model(customer, 'get/page/condition', {
      model: 'serviceOrder',
      conditions: [{ field: 'status', op: 'in', value: ['pendingDispatch', 'confirmed'] }],
      orderBy: [{ field: 'serviceNo', order: 'asc' }],
      fields: ['id', 'serviceNo', 'status', 'customerName', 'createTime'],
      current: 1,
      size: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.records).toHaveLength(3);
    expect(Object.keys(res.body.data.records[0]).sort()).toEqual([
      'createTime',
      'customerName',
      'id',
      'serviceNo',
      'status',
    ]);
    const nos = res.body.data.records.map((r: { serviceNo: string }) => r.serviceNo);
    expect([...nos].sort()).toEqual(nos);
    expect(
      res.body.data.records.every((r: { customerName: string }) => r.customerName === '华东智能制造有限公司'),
    ).toBe(true);

    const like = await model(customer, 'get/page/condition', {
      model: 'repairUser',
      conditions: [{ field: 'name', op: 'like', value: '金桥' }],
    });
    expect(like.body.data.records.map((r: { name: string }) => r.name)).toEqual(['金桥仓库']);
    const nulls = await model(admin, 'get/page/condition', {
      model: 'serviceOrder',
      conditions: [{ field: 'engineerId', op: 'isNull' }],
      size: 100,
    });
    expect(nulls.body.data.total).toBe(3);
    const times = await model(admin, 'get/page/condition', {
      model: 'serviceOrder',
      conditions: [{ field: 'createTime', op: 'gte', value: '2999-01-01 00:00:00' }],
    });
    expect(times.body.data.total).toBe(0);
    const array = await model(customer, 'get/all', {
      model: 'repairUser',
      conditions: [{ field: 'regionCodes', op: 'eq', value: '310115' }],
    });
    expect(array.body.data).toHaveLength(2);
  });

  it('supports nested and/or groups on the high endpoint', async () => {
    const res = await model(customer, 'get/page/condition/high', {
      model: 'serviceOrder',
      logic: 'and',
      conditions: [
        {
          logic: 'or',
          conditions: [
            { field: 'status', op: 'eq', value: 'pendingDispatch' },
            { field: 'status', op: 'eq', value: 'confirmed' },
          ],
        },
        { field: 'projectName', op: 'like', value: '产线' },
      ],
      size: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(2);
    // Groups are not accepted by the plain endpoint.
    const flat = await model(customer, 'get/page/condition', {
      model: 'serviceOrder',
      conditions: [{ logic: 'or', conditions: [] }],
    });
    expect(flat.status).toBe(400);
    const deep = {
      logic: 'and',
      conditions: [
        {
          logic: 'and',
          conditions: [
            { logic: 'and', conditions: [{ logic: 'and', conditions: [{ logic: 'and', conditions: [] }] }] },
          ],
        },
      ],
    };
    expect(
      (await model(customer, 'get/page/condition/high', { model: 'serviceOrder', conditions: [deep] })).body
        .msg,
    ).toBe('查询条件过多或嵌套过深');
  });

  it('answers unknown models, fields, operators and bad values with a 400 naming them', async () => {
    const cases: Array<[object, string]> = [
      [{ model: 'users' }, '不支持的模型 users'],
      [
        { model: 'serviceOrder', conditions: [{ field: 'password_hash', op: 'eq', value: 'x' }] },
        '模型 serviceOrder 没有可用字段 password_hash',
      ],
      [
        { model: 'serviceOrder', conditions: [{ field: 'status', op: 'regex', value: 'x' }] },
        '字段 status 不支持操作符 regex',
      ],
      [
        { model: 'serviceOrder', conditions: [{ field: 'id', op: 'eq', value: '1; DROP TABLE users' }] },
        '字段 id 的取值不正确',
      ],
      [
        { model: 'serviceOrder', conditions: [{ field: 'createTime', op: 'gt', value: '2024-02-30' }] },
        '字段 createTime 的取值不正确',
      ],
      [
        { model: 'serviceOrder', conditions: [{ field: 'status', op: 'in', value: [] }] },
        '字段 status 的取值不正确',
      ],
      [
        { model: 'serviceOrder', orderBy: [{ field: 'o.id; --' }] },
        '模型 serviceOrder 没有可用字段 o.id; --',
      ],
      [{ model: 'serviceOrder', fields: ['constructor'] }, '模型 serviceOrder 没有可用字段 constructor'],
      [{ model: '__proto__' }, '不支持的模型 __proto__'],
      [
        { model: 'repairUser', conditions: [{ field: 'name', op: 'like', value: 'a\u0000' }] },
        'conditions.0.value 格式不正确',
      ],
      [
        { model: 'serviceOrder', conditions: [{ field: 'id', op: 'eq', value: 2 ** 60 }] },
        '字段 id 的取值不正确',
      ],
    ];
    for (const [payload, msg] of cases) {
      const res = await model(customer, 'get/page/condition', payload);
      expect({ status: res.status, msg: res.body.msg }).toEqual({ status: 400, msg });
    }
    expect((await model(customer, 'get/page/condition', {})).body.msg).toBe('model 不能为空');
  });

  it('never shows company B anything of company A', async () => {
    for (const name of ['serviceOrder', 'repairUser', 'project', 'serviceContent', 'accessory']) {
      const b = await model(customer2, 'get/all', { model: name });
      const a = await model(customer, 'get/all', { model: name });
      expect(b.status).toBe(200);
      const aIds = new Set(a.body.data.map((r: { id: number }) => r.id));
      expect(a.body.data.length).toBeGreaterThan(0);
      expect(b.body.data.some((r: { id: number }) => aIds.has(r.id))).toBe(false);
    }
    const aOrder = (await model(customer, 'get/all', { model: 'serviceOrder' })).body.data[0];
    const byId = await model(customer2, 'get/page/condition', {
      model: 'serviceOrder',
      conditions: [{ field: 'id', op: 'eq', value: aOrder.id }],
    });
    expect(byId.body.data.total).toBe(0);
    const map = await model(customer2, 'get/selection/map', { model: 'repairUser' });
    expect(map.body.data).toEqual([{ value: expect.any(Number), label: '南山旗舰店' }]);
    const engineerOrders = await model(engineer, 'get/all', {
      model: 'serviceOrder',
      fields: ['engineerName'],
    });
    expect(
      engineerOrders.body.data.every((r: { engineerName: string }) => r.engineerName === '赵工程师'),
    ).toBe(true);
  });

  it('reads dictionaries and courier companies, and builds selection maps', async () => {
    const dict = await model(customer, 'get/all', {
      model: 'dictionary',
      conditions: [{ field: 'dictType', op: 'eq', value: 'im_fast_script' }],
      orderBy: [{ field: 'sort', order: 'asc' }],
    });
    expect(dict.body.data).toHaveLength(4);
    const couriers = await model(customer, 'get/selection/map', {
      model: 'courierCompany',
      labelField: 'name',
      valueField: 'code',
    });
    expect(couriers.body.data.map((c: { value: string }) => c.value).sort()).toEqual([
      'EMS',
      'JD',
      'SF',
      'YTO',
      'ZTO',
    ]);
    expect(
      (await model(customer, 'get/selection/map', { model: 'courierCompany', labelField: 'secret' })).status,
    ).toBe(400);
  });
});

describe('generic model writes', () => {
  it('adds, updates and deletes repair users within scope only', async () => {
    const added = await model(customer, 'add', { model: 'repairUser', data: repairUser });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      name: '模型新建',
      customerName: '华东智能制造有限公司',
      regionText: '上海市 市辖区 浦东新区',
    });
    const id = added.body.data.id;

    const badPhone = await model(customer, 'add', {
      model: 'repairUser',
      data: { ...repairUser, contactPhone: 'x' },
    });
    expect(badPhone.body.msg).toBe('data.contactPhone 格式不正确');
    const unknown = await model(customer, 'add', {
      model: 'repairUser',
      data: { ...repairUser, customer_id: 2 },
    });
    expect(unknown.body.msg).toBe('模型 repairUser 没有可用字段 customer_id');
    const missing = await model(customer, 'add', { model: 'repairUser', data: { name: 'x' } });
    expect(missing.body.msg).toBe('data.contactName 不能为空');

    const updated = await model(customer, 'update', {
      model: 'repairUser',
      id,
      data: { ...repairUser, name: '模型已改' },
    });
    expect(updated.body.data.name).toBe('模型已改');
    const cross = await model(customer2, 'update', {
      model: 'repairUser',
      id,
      data: { ...repairUser, name: '越权' },
    });
    expect(cross.status).toBe(404);
    expect((await model(customer2, 'delete', { model: 'repairUser', id })).status).toBe(404);
    expect(
      (
        await t.db.query<{ name: string; is_valid: boolean }>(
          'SELECT name, is_valid FROM repair_users WHERE id = $1',
          [id],
        )
      )[0],
    ).toEqual({ name: '模型已改', is_valid: true });

    expect((await model(customer, 'delete', { model: 'repairUser', id })).status).toBe(200);
    expect(
      (await t.db.query<{ is_valid: boolean }>('SELECT is_valid FROM repair_users WHERE id = $1', [id]))[0]
        .is_valid,
    ).toBe(false);
    expect((await model(engineer, 'add', { model: 'repairUser', data: repairUser })).status).toBe(403);
  });

  it('refuses writes to read-only models and manager-only writes by customers', async () => {
    const order = (await model(customer, 'get/all', { model: 'serviceOrder' })).body.data[0];
    const ro = await model(customer, 'update', {
      model: 'serviceOrder',
      id: order.id,
      data: { status: 'confirmed' },
    });
    expect(ro.status).toBe(400);
    expect(ro.body.msg).toBe('模型 serviceOrder 不允许此操作');
    expect((await model(admin, 'delete', { model: 'dictionary', id: 1 })).body.msg).toBe(
      '模型 dictionary 不允许此操作',
    );
    expect(
      (await model(customer, 'add', { model: 'courierCompany', data: { name: '德邦', code: 'DBL' } })).status,
    ).toBe(403);
    const [project] = (await model(customer, 'get/all', { model: 'project' })).body.data;
    expect(
      (await model(customer, 'update', { model: 'project', id: project.id, data: { name: '改名' } })).status,
    ).toBe(403);
  });

  it('lets managers maintain courier companies, projects and service contents', async () => {
    const added = await model(admin, 'add', {
      model: 'courierCompany',
      data: { name: '德邦快递', code: 'DBL' },
    });
    expect(added.body.data).toEqual({ id: expect.any(Number), name: '德邦快递', code: 'DBL' });
    expect(
      (await model(admin, 'add', { model: 'courierCompany', data: { name: '德邦快递', code: 'DBL2' } })).body
        .msg,
    ).toBe('记录已存在');
    expect(
      (
        await model(admin, 'update', {
          model: 'courierCompany',
          id: added.body.data.id,
          data: { name: '德邦' },
        })
      ).body.data.name,
    ).toBe('德邦');
    expect((await model(admin, 'delete', { model: 'courierCompany', id: added.body.data.id })).status).toBe(
      200,
    );
    expect((await model(admin, 'delete', { model: 'courierCompany', id: added.body.data.id })).status).toBe(
      404,
    );
    // A courier company in use by an accessory cannot be deleted.
    expect((await model(admin, 'delete', { model: 'courierCompany', id: 1 })).body.msg).toBe(
      '记录已被引用，无法删除',
    );

    const companyId = (
      await t.db.query<{ id: number }>(`SELECT id FROM customer_companies ORDER BY id LIMIT 1`)
    )[0].id;
    const project = (
      await model(admin, 'add', { model: 'project', data: { name: '新项目', customerId: companyId } })
    ).body.data;
    expect(project).toMatchObject({ name: '新项目', isValid: true, customerId: companyId });
    const content = (
      await model(admin, 'add', {
        model: 'serviceContent',
        data: { projectId: project.id, name: '网络布线' },
      })
    ).body.data;
    expect(content).toMatchObject({ projectId: project.id, projectName: '新项目', name: '网络布线' });
    expect(
      (await model(admin, 'add', { model: 'project', data: { name: '孤儿', customerId: 99999 } })).status,
    ).toBe(400);
    expect((await model(admin, 'delete', { model: 'project', id: project.id })).status).toBe(200);
    expect(
      (
        await model(admin, 'get/all', {
          model: 'project',
          conditions: [{ field: 'id', op: 'eq', value: project.id }],
        })
      ).body.data[0].isValid,
    ).toBe(false);
  });
});
