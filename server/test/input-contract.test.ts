import { OrderFilters } from '../src/modules/orders/order-query';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { baseUrl, connectChat } from './helpers/chat-client';

/** Malformed input from the probe: each refusal is a 400 naming the field, in the caller's language. */
describe('input contract', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin');
    customer = await login(t.app, 'customer');
  });
  afterAll(async () => t.close());

  const get = (url: string, token: string, lang = 'zh-CN') =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

  it.each([
    ['/api/customer/order/page?current=1e300', 'current 不能大于 2147483647'],
    ['/api/customer/order/page?current=Infinity', 'current 格式不正确'],
    ['/api/customer/order/page?size=-Infinity', 'size 格式不正确'],
    [`/api/customer/order/page?current=${'9'.repeat(400)}`, 'current 格式不正确'],
    ['/api/sys/announce/3000000000', 'id 不能大于 2147483647'],
    ['/api/sys/announce/Infinity', 'id 格式不正确'],
    ['/api/customer/accessory/page?startTime=2024-01-01T00:00:00%2B99:99', 'startTime 格式不正确'],
  ])('GET %s is a 400: %s', async (url, msg) => {
    const response = await get(url, customer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg, data: null });
  });

  it.each([`/api/sys/announce/${'9'.repeat(2000)}`, '/api/sys/announce/%E0%A4%A'])(
    'a path the router cannot take is a 400 too',
    async (url) => {
      const response = await get(url, customer, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: 'Invalid input', data: null });
    },
  );

  it('names the field in English for an English caller', async () => {
    const response = await get('/api/customer/order/page?current=1e300', customer, 'en');
    expect(response.json().msg).toBe('current must be at most 2147483647');
  });

  it('refuses a customId above 2^31 when creating a user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user',
      headers: bearer(admin),
      payload: {
        username: 'fuzzed',
        name: 'x',
        password: 'demo123456',
        authority: 'manager',
        customId: 2147483648,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('customId 不能大于 2147483647');
  });

  const dateFilters = Object.keys(OrderFilters.properties).filter((key) => /(Start|End)$/.test(key));

  it('covers every date filter of the order lists', () => {
    expect(dateFilters.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    '/api/customer/order/page',
    '/api/customer/order/counts',
    '/api/customer/order/export',
    '/api/customer/dispatch/page',
  ])('refuses offsets beyond ±14:00 and unreal days on every date filter of %s', async (path) => {
    for (const field of dateFilters) {
      for (const value of ['2024-01-01T00:00:00+99:99', '2024-01-01 00:00:00-14:30', '2024-02-30']) {
        const response = await get(`${path}?${field}=${encodeURIComponent(value)}`, admin);
        expect([response.statusCode, response.json().msg]).toEqual([400, `${field} 格式不正确`]);
      }
    }
  });

  it('accepts real offsets at the edges', async () => {
    for (const value of ['2024-01-01T00:00:00+14:00', '2024-01-01T00:00:00-12:00', '2024-02-29 23:59:59']) {
      const response = await get(
        `/api/customer/order/page?createStart=${encodeURIComponent(value)}`,
        customer,
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers a truncated multipart upload with a 400, not a 500', async () => {
    const { payload, headers } = multipart({ name: 'photo.png', content: Buffer.alloc(64 * 1024, 7) });
    const cut = payload.subarray(0, payload.length - 200);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const response = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: cut,
      headers: { ...headers, ...bearer(customer) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('上传内容不完整或格式错误，请重新上传');
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).toEqual(before);
  });
});

/** The probe's findings: each is a 400 in the caller's language that writes nothing. */
describe('input contract: ids, NUL and caching', () => {
  let t: TestApp;
  let admin: string;
  let serviceId: number;
  let channel: { id: number; channelId: string };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await login(t.app, 'admin');
    serviceId = (
      await t.db.query<{ id: number }>('SELECT id::int AS id FROM service_orders ORDER BY id LIMIT 1')
    )[0].id;
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/sys/im/add/group',
      headers: bearer(admin),
      payload: { name: 'probe', uidList: [] },
    });
    channel = group.json().data;
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>, lang = 'zh-CN') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(admin), 'accept-language': lang }, payload });
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  it.each([
    ['Infinity', 'beforeId 格式不正确'],
    [1e300, 'beforeId 不能大于 9007199254740991'],
    [0, 'beforeId 不能小于 1'],
  ])('refuses beforeId %s on a chat history page', async (beforeId, msg) => {
    const response = await post('/api/sys/im/get/user/chat/record', {
      toUserId: channel.channelId,
      beforeId,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { code: 400, msg, data: null }]);
  });

  it('still pages a chat history with a real beforeId', async () => {
    const response = await post('/api/sys/im/get/user/chat/record', {
      toUserId: channel.channelId,
      beforeId: 2 ** 40,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [1e300, 'fileId 格式不正确'],
    [0, 'fileId 格式不正确'],
    ['7', 'fileId 格式不正确'],
    [null, 'fileId 不能为空'],
  ])('refuses fileId %s when recognising a waybill', async (fileId, msg) => {
    const response = await post('/api/express/recognize', { fileId });
    expect([response.statusCode, response.json()]).toEqual([400, { code: 400, msg, data: null }]);
  });

  it('refuses id 0 for courierCompanyId, receiverId and a call serviceId, and writes nothing', async () => {
    const before = await Promise.all(['accessories', 'accessory_lines', 'telephony_calls'].map(count));
    const lines = [{ name: 'part', quantity: 1 }];
    const refusals = [
      [
        await post('/api/dispatch/accessory', { serviceId, lines, courierCompanyId: 0 }),
        'courierCompanyId 不能小于 1',
      ],
      [await post('/api/dispatch/accessory', { serviceId, lines, receiverId: 0 }), 'receiverId 不能小于 1'],
      [
        await post(
          '/api/sys/common/dail',
          { fromUser: '13800000000', toUser: '13900000000', serviceId: 0 },
          'en',
        ),
        'serviceId must be at least 1',
      ],
    ];
    for (const [response, msg] of refusals as [Awaited<ReturnType<typeof post>>, string][]) {
      expect([response.statusCode, response.json()]).toEqual([400, { code: 400, msg, data: null }]);
    }
    expect(await Promise.all(['accessories', 'accessory_lines', 'telephony_calls'].map(count))).toEqual(
      before,
    );
    // null still means none.
    expect(
      (await post('/api/dispatch/accessory', { serviceId, lines, courierCompanyId: null, receiverId: null }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses NUL in a chat message with the chat bad-request code, in the caller language, and stores nothing', async () => {
    const before = await count('chat_records');
    const client = await connectChat(baseUrl(t.app), admin, { lang: 'en' });
    const send = (payload: Record<string, unknown>) =>
      client.call('message:send', {
        clientId: 'probe-1',
        sysChannelId: channel.id,
        msgType: 'text',
        msgContent: 'hi',
        ...payload,
      });
    expect(await send({ msgContent: 'a\u0000b' })).toEqual({
      ok: false,
      code: 400,
      msg: 'msgContent has the wrong format',
    });
    expect(await send({ sysChannelId: 0 })).toEqual({
      ok: false,
      code: 400,
      msg: 'sysChannelId must be at least 1',
    });
    expect(await send({ sysChannelId: 1e300 })).toEqual({
      ok: false,
      code: 400,
      msg: 'sysChannelId must be at most 2147483647',
    });
    expect(await client.call('sync', { afterId: Infinity })).toMatchObject({ ok: false, code: 400 });
    expect(await count('chat_records')).toBe(before);
    client.close();
  });

  it('marks signed-in JSON answers no-store, but keeps the region tree cached', async () => {
    const detail = await t.app.inject({ url: '/api/order/user/detail', headers: bearer(admin) });
    expect(detail.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ url: '/api/customer/order/page?current=0', headers: bearer(admin) });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([400, 'no-store']);
    const tree = await t.app.inject({ url: '/api/geo/area/tree', headers: bearer(admin) });
    expect(tree.headers['cache-control']).toBe('private, max-age=86400');
  });
});
