import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { menuPaths, type MenuItem } from '../src/modules/users/menus';
import { userId } from './dispatch-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function detail(username: string) {
  const res = await t.app.inject({
    url: '/api/order/user/detail',
    headers: bearer(await login(t.app, username)),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { menus: MenuItem[]; homePath: string } & Record<string, unknown>;
}

const visible = (items: MenuItem[]): string[] =>
  items.flatMap((i) => (i.hidden ? [] : [i.path, ...visible(i.children ?? [])]));

describe('GET /api/order/user/detail', () => {
  it('returns SPEC user info without any password hash', async () => {
    const info = await detail('customer');
    expect(info).toMatchObject({
      username: 'customer',
      authority: 'customer',
      allowDispatch: false,
      customIdName: '华东智能制造有限公司',
      homePath: '/workplace',
      status: 'onTheJob',
      isDelete: false,
    });
    for (const key of [
      'avatar',
      'imUid',
      'imPwd',
      'customId',
      'phone',
      'telephone',
      'name',
      'id',
      'roles',
      'authorities',
      'jobId',
      'deptId',
    ]) {
      expect(info).toHaveProperty(key);
    }
    expect(JSON.stringify(info)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it('gives a customer the customer set only', async () => {
    const { menus } = await detail('customer');
    expect(visible(menus)).toEqual([
      '/workplace',
      '/order',
      '/orderQuery',
      '/accessoriesQuery',
      '/repairUser',
      '/systemAnnounce',
    ]);
    const all = menuPaths(menus);
    expect(all).toEqual(
      expect.arrayContaining([
        '/orderQueryDetails',
        '/addAccessory',
        '/settlement',
        '/repairUserAdd',
        '/repairUserEdit',
        '/systemAnnounceDetails',
        '/accessoriesQueryDetails',
      ]),
    );
    expect(all.some((p) => p.startsWith('/dispatchStation') || p === '/systemUser' || p === '/notice')).toBe(
      false,
    );
  });

  it('lets everyone open a notice from the header bell at /notice/details, once', async () => {
    for (const username of ['customer', 'engineer', 'admin']) {
      const all = menuPaths((await detail(username)).menus);
      expect(all.filter((p) => p === '/notice/details')).toHaveLength(1);
    }
  });

  it('gives a manager with allowDispatch the manager additions and the dispatch station', async () => {
    const { menus } = await detail('admin');
    expect(visible(menus)).toEqual(
      expect.arrayContaining([
        '/systemUser',
        '/notice',
        '/dispatchStation',
        '/dispatchStation/dispatchQuery',
      ]),
    );
    const all = menuPaths(menus);
    for (const sub of [
      'dispatchQueryDetails',
      'repairUserEdit',
      'uploadReceipt',
      'upgrade',
      'dispatchEntryEdit',
      'dispatchEntry',
      'trackingRecord',
      'completeAcceptance',
      'income',
      'accessoriesSend',
      'childParentOrder/childDispatchEntry',
      'express',
    ]) {
      expect(all).toContain(`/dispatchStation/${sub}`);
    }
    const station = menus.find((m) => m.path === '/dispatchStation')!;
    expect(station).toMatchObject({
      title: 'menu.dispatchStation',
      component: 'remote_dispatch/DispatchStation',
      hidden: false,
    });
  });

  it('gives a manager without allowDispatch no dispatch station and no dispatch query', async () => {
    const { menus } = await detail('manager');
    const all = menuPaths(menus);
    expect(all).toContain('/systemUser');
    expect(all.some((p) => p.startsWith('/dispatchStation'))).toBe(false);
  });

  it('names a component key `<remote>/<Module>` on every menu item', async () => {
    const { menus } = await detail('admin');
    const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);
    for (const item of flat(menus)) {
      expect(item.component).toMatch(/^remote_(orders|dispatch|chat|admin)\/[A-Z]\w+$/);
      expect(item.title).toMatch(/^menu\.\w+$/);
    }
  });
});

describe('an engineer', () => {
  it('gets the task view as home, and neither the customer nor the manager set', async () => {
    const info = await detail('engineer');
    expect(info.homePath).toBe('/myTasks');
    const all = menuPaths(info.menus);
    expect(all).toEqual(
      expect.arrayContaining(['/myTasks', '/myTasks/details', '/systemAnnounce', '/user/profile']),
    );
    expect(all).not.toContain('/order');
    expect(all).not.toContain('/systemUser');
    expect(all.some((p) => p.startsWith('/dispatchStation'))).toBe(false);
  });
});

describe('repeated reads from one session', () => {
  it('answer the same text, and a change of the user on the next read', async () => {
    const admin = await login(t.app, 'admin');
    const token = await login(t.app, 'pm');
    const read = () => t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) });
    const first = await read();
    const again = await read();
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(menuPaths(first.json().data.menus)).not.toContain('/dispatchStation');

    const id = await userId(t.db, 'pm');
    const user = (await t.app.inject({ url: `/api/sys/user/${id}`, headers: bearer(admin) })).json().data;
    const change = {
      name: '项目经理（新）',
      authority: user.authority,
      allowDispatch: true,
      customId: user.customId ?? null,
      phone: user.phone ?? undefined,
      jobId: user.jobId,
      deptId: user.deptId,
    };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/sys/user/${id}`,
          headers: bearer(admin),
          payload: change,
        })
      ).statusCode,
    ).toBe(200);
    const changed = (await read()).json().data;
    expect(changed.name).toBe('项目经理（新）');
    expect(menuPaths(changed.menus)).toContain('/dispatchStation');
  });
});
