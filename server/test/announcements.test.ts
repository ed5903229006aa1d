import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  customer = await login(t.app, 'customer');
});
afterAll(() => t.close());

describe('system announcements', () => {
  it('lets a manager publish, edit and withdraw; customers see published ones only', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sys/announce',
      headers: bearer(admin),
      payload: { title: '停机维护', content: '周六 22:00 停机' },
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    const list = await t.app.inject({
      url: '/api/sys/announce/page?current=1&size=10',
      headers: bearer(customer),
    });
    expect(list.json().data.records[0]).toMatchObject({ id, title: '停机维护', publisherName: '系统管理员' });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/sys/announce/${id}`,
      headers: bearer(admin),
      payload: { title: '停机维护（改期）', content: '周日 22:00 停机' },
    });
    expect(edited.json().data.title).toBe('停机维护（改期）');
    expect(
      (await t.app.inject({ url: `/api/sys/announce/${id}`, headers: bearer(customer) })).json().data.content,
    ).toBe('周日 22:00 停机');

    await t.app.inject({ method: 'PUT', url: `/api/sys/announce/${id}/withdraw`, headers: bearer(admin) });
    expect(
      (await t.app.inject({ url: `/api/sys/announce/${id}`, headers: bearer(customer) })).statusCode,
    ).toBe(404);
    const managerView = await t.app.inject({ url: `/api/sys/announce/${id}`, headers: bearer(admin) });
    expect(managerView.json().data.status).toBe('withdrawn');
  });

  it('refuses customers who try to publish, and checks the fields', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/sys/announce',
      headers: bearer(customer),
      payload: { title: 'x', content: 'y' },
    });
    expect(denied.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/sys/announce',
      headers: bearer(admin),
      payload: { title: '', content: 'y' },
    });
    expect(empty.json().msg).toBe('title 不能为空');
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/sys/announce',
      headers: bearer(admin),
      payload: { title: 'x'.repeat(101), content: 'y' },
    });
    expect(long.json().msg).toBe('title 最多 100 个字符');
    const noBody = await t.app.inject({ method: 'POST', url: '/api/sys/announce', headers: bearer(admin) });
    expect(noBody.statusCode).toBe(400);
  });

  it('searches by keyword and pages', async () => {
    const res = await t.app.inject({
      url: `/api/sys/announce/page?keyword=${encodeURIComponent('春节')}&size=5`,
      headers: bearer(customer),
    });
    expect(res.json().data.total).toBe(1);
    const bad = await t.app.inject({ url: '/api/sys/announce/page?size=0', headers: bearer(customer) });
    expect(bad.json().msg).toBe('size 不能小于 1');
    expect((await t.app.inject({ url: '/api/sys/announce/abc', headers: bearer(customer) })).statusCode).toBe(
      400,
    );
  });
});
