import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

describe('system users', () => {
  it('lists users with filters for managers only', async () => {
    const res = await t.app.inject({
      url: '/api/sys/user/page?authority=technician',
      headers: bearer(admin),
    });
    expect(res.json().data.records.map((u: { username: string }) => u.username)).toEqual([
      'engineer',
      'engineer2',
    ]);
    const left = await t.app.inject({ url: '/api/sys/user/page?status=left', headers: bearer(admin) });
    expect(left.json().data.total).toBe(1);
    const customer = await login(t.app, 'customer');
    expect((await t.app.inject({ url: '/api/sys/user/page', headers: bearer(customer) })).statusCode).toBe(
      403,
    );
    expect(JSON.stringify(res.json())).not.toMatch(/scrypt/);
  });

  it('adds a user who can sign in, and refuses a taken username or a customer without company', async () => {
    const payload = {
      username: 'newtech',
      password: 'secret12',
      name: '新工程师',
      authority: 'technician',
      jobId: 18,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user',
      headers: bearer(admin),
      payload,
    });
    expect(created.statusCode).toBe(200);
    await expect(login(t.app, 'newtech', 'secret12')).resolves.toEqual(expect.any(String));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user',
      headers: bearer(admin),
      payload,
    });
    expect(again.json().msg).toBe('用户名已存在');
    const orphan = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user',
      headers: bearer(admin),
      payload: { ...payload, username: 'orphan', authority: 'customer' },
    });
    expect(orphan.json().msg).toBe('客户用户必须选择所属公司');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user',
      headers: bearer(admin),
      payload: { ...payload, username: 'short', password: '123' },
    });
    expect(short.json().msg).toBe('password 至少 6 个字符');
  });

  it('sets a new password: old sessions end, the user gets a notice', async () => {
    const token = await login(t.app, 'finance');
    const me = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).json().data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/sys/user/${me.id}/password`,
      headers: bearer(admin),
      payload: { password: 'reset-123' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const fresh = await login(t.app, 'finance', 'reset-123');
    const notices = (
      await t.app.inject({ url: '/api/order/customer/notice/page?status=unread', headers: bearer(fresh) })
    ).json().data;
    expect(notices.records[0].title).toBe('密码已重置');
  });

  it('invalidates a user: their sessions end and they cannot sign in', async () => {
    const token = await login(t.app, 'sales');
    const me = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/invalid',
      headers: bearer(admin),
      payload: { id: me.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    await expect(login(t.app, 'sales')).rejects.toThrow();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/invalid',
      headers: bearer(admin),
      payload: { id: 99999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
