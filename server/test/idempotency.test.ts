import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { makeOrder, userId } from './dispatch-fixtures';
import { stableJson } from '../src/plugins/idempotency';
import { watermarkMinute } from '../src/modules/receipts/receipt-repository';

let t: TestApp;
let admin: string;
let engineer: string;
let engineerId: number;
let templates: Array<{ id: number }>;
const writeRoutes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  t = await createTestApp(
    { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-idempotency-')) },
    {
      onRoute: (route) => {
        const isApi = /^\/(api|file|deliver)\//.test(route.url);
        const access =
          (route.config as { access?: string } | undefined)?.access ?? (isApi ? 'user' : 'public');
        if (access === 'public') return;
        for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
          if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
            writeRoutes.push({ method, url: route.url });
        }
      },
    },
  );
  [admin, engineer] = await Promise.all(['admin', 'engineer'].map((u) => login(t.app, u)));
  engineerId = await userId(t.db, 'engineer');
  const order = await makeOrder(t.db, 'toCompleted', engineerId);
  templates = (
    await t.app.inject({ url: `/api/dispatch/service/get/receipt/template/${order}`, headers: bearer(admin) })
  ).json().data;
});
afterAll(() => t.close());

interface Call {
  method: 'POST' | 'PUT';
  url: string;
  payload?: object;
  /** A multipart body: made anew (with a new boundary) for every send, as a browser does. */
  file?: Buffer;
}

function send(
  token: string,
  call: Call,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = call.file ? multipart({ name: 'site.jpg', content: call.file, type: 'image/jpeg' }) : null;
  return t.app.inject({
    method: call.method,
    url: call.url,
    payload: body ? body.payload : call.payload,
    headers: { ...bearer(token), ...(body?.headers ?? {}), ...headers },
  });
}

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<{ v: T }>(sql, params))[0].v;

async function picture(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="100%" height="100%" fill="#3a7bd5"/>
    <circle cx="${40 + seed}" cy="60" r="30" fill="#c0392b"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function upload(token: string, file: Buffer, headers: Record<string, string> = {}) {
  const res = await send(token, { method: 'POST', url: '/file/upload', file }, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; url: string };
}

async function addReceipt(
  token: string,
  serviceId: number,
  fileId: number,
  headers: Record<string, string> = {},
) {
  const res = await send(
    token,
    {
      method: 'POST',
      url: '/api/dispatch/service/add/dispatchReceipt',
      payload: { serviceId, templateId: templates[0].id, fileId },
    },
    headers,
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number };
}

/**
 * Each write an engineer makes: the call, another request under the same key (other body or other
 * URL), and a snapshot of what the call writes (equal snapshots: nothing written again).
 */
interface EngineerWrite {
  name: string;
  prepare(): Promise<{ call: Call; other: Call; written: () => Promise<string> }>;
}

const timelineOf = (id: number) => async () =>
  String(await one<number>('SELECT count(*)::int AS v FROM order_timeline WHERE service_id = $1', [id]));

const step = (name: string, status: string, body?: object, otherBody?: object): EngineerWrite => ({
  name: `the ${name} step`,
  async prepare() {
    const id = await makeOrder(t.db, status, engineerId);
    const other = otherBody ? id : await makeOrder(t.db, status, engineerId);
    const url = (order: number) => `/api/dispatch/service/${order}/${name}`;
    return {
      call: { method: 'POST', url: url(id), payload: body },
      other: { method: 'POST', url: url(other), payload: otherBody ?? body },
      written: timelineOf(id),
    };
  },
});

const ENGINEER_WRITES: EngineerWrite[] = [
  step('claim', 'pendingOrders'),
  step('reject', 'pendingOrders', { reason: '不在服务区域' }, { reason: '另有安排' }),
  step('arrive', 'toArrive'),
  step('complete', 'toCompleted', { lackReceipt: '客户未签字' }, { lackReceipt: '缺少铭牌照片' }),
  {
    name: 'an upload (the file bytes count)',
    async prepare() {
      const [file, otherFile] = [await picture(1), await picture(2)];
      return {
        call: { method: 'POST', url: '/file/upload', file },
        other: { method: 'POST', url: '/file/upload', file: otherFile },
        written: async () => String(await one<number>('SELECT count(*)::int AS v FROM files')),
      };
    },
  },
  {
    name: 'a receipt save',
    async prepare() {
      const order = await makeOrder(t.db, 'toCompleted', engineerId);
      const photo = await upload(engineer, await picture(3));
      const url = '/api/dispatch/service/add/dispatchReceipt';
      return {
        call: {
          method: 'POST',
          url,
          payload: { serviceId: order, templateId: templates[0].id, fileId: photo.id },
        },
        other: {
          method: 'POST',
          url,
          payload: { serviceId: order, templateId: templates[1].id, fileId: photo.id },
        },
        written: async () =>
          String(await one<number>('SELECT count(*)::int AS v FROM receipts WHERE service_id = $1', [order])),
      };
    },
  },
  {
    name: 'a watermark',
    async prepare() {
      const order = await makeOrder(t.db, 'toCompleted', engineerId);
      const [first, second] = [
        await addReceipt(engineer, order, (await upload(engineer, await picture(4))).id),
        await addReceipt(engineer, order, (await upload(engineer, await picture(5))).id),
      ];
      const url = '/api/dispatch/service/add/watermark';
      return {
        call: { method: 'POST', url, payload: { receiptId: first.id } },
        other: { method: 'POST', url, payload: { receiptId: second.id } },
        written: async () => String(await one<number>('SELECT count(*)::int AS v FROM files')),
      };
    },
  },
  {
    name: 'the lack-receipt note',
    async prepare() {
      const order = await makeOrder(t.db, 'toCompleted', engineerId);
      const url = '/api/sys/dispatch/receipt/lackReceipt';
      return {
        call: { method: 'PUT', url, payload: { serviceId: order, lackReceipt: '客户未签字' } },
        other: { method: 'PUT', url, payload: { serviceId: order, lackReceipt: '缺少铭牌照片' } },
        written: async () =>
          one<string>('SELECT updated_at::text AS v FROM service_orders WHERE id = $1', [order]),
      };
    },
  },
  {
    name: 'a tracking record',
    async prepare() {
      const order = await makeOrder(t.db, 'toCompleted', engineerId);
      const url = '/api/customer/dispatch/track/record';
      return {
        call: { method: 'POST', url, payload: { serviceId: order, content: '已联系客户' } },
        other: { method: 'POST', url, payload: { serviceId: order, content: '明天上午到场' } },
        written: async () =>
          String(
            await one<number>('SELECT count(*)::int AS v FROM tracking_records WHERE service_id = $1', [
              order,
            ]),
          ),
      };
    },
  },
  {
    name: 'a tracking record edit',
    async prepare() {
      const order = await makeOrder(t.db, 'toCompleted', engineerId);
      const url = '/api/customer/dispatch/track/record';
      const created = await send(engineer, {
        method: 'POST',
        url,
        payload: { serviceId: order, content: '已联系客户' },
      });
      const id = created.json().data.id as number;
      return {
        call: { method: 'PUT', url, payload: { id, serviceId: order, content: '客户改约明天上午' } },
        other: { method: 'PUT', url, payload: { id, serviceId: order, content: '客户改约后天' } },
        written: async () => one<string>('SELECT content AS v FROM tracking_records WHERE id = $1', [id]),
      };
    },
  },
  {
    name: 'a receipt delete',
    async prepare() {
      const order = await makeOrder(t.db, 'toCompleted', engineerId);
      const [first, second] = [
        await addReceipt(engineer, order, (await upload(engineer, await picture(8))).id),
        await addReceipt(engineer, order, (await upload(engineer, await picture(9))).id),
      ];
      const url = (id: number) => `/api/dispatch/service/delete/dispatchReceipt/${id}`;
      return {
        call: { method: 'POST', url: url(first.id) },
        other: { method: 'POST', url: url(second.id) },
        written: async () =>
          String(await one<number>('SELECT count(*)::int AS v FROM receipts WHERE service_id = $1', [order])),
      };
    },
  },
];

describe('Idempotency-Key on every write an engineer makes', () => {
  it.each(ENGINEER_WRITES.map((w) => [w.name, w] as const))(
    '%s: a repeat gets the first answer, another request under the key a 422',
    async (_name, write) => {
      const { call, other, written } = await write.prepare();
      const key = `key-${write.name.replace(/[^\x21-\x7e]+/g, '-')}-${Date.now()}`;
      const before = await written();
      const first = await send(engineer, call, { 'idempotency-key': key });
      expect(first.statusCode).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const after = await written();
      expect(after).not.toBe(before);

      const again = await send(engineer, call, { 'idempotency-key': key });
      expect({ status: again.statusCode, replayed: again.headers['idempotent-replayed'] }).toEqual({
        status: 200,
        replayed: 'true',
      });
      expect(again.json()).toEqual(first.json());
      expect(await written()).toBe(after);

      const changed = await send(engineer, other, { 'idempotency-key': key });
      expect({ status: changed.statusCode, msg: changed.json().msg }).toEqual({
        status: 422,
        msg: '此 Idempotency-Key 已用于另一个请求，请换一个新的',
      });
      expect(await written()).toBe(after);
    },
  );

  it('keeps refusals (4xx) and answers them again', async () => {
    const order = await makeOrder(t.db, 'toCompleted', engineerId);
    const call: Call = {
      method: 'POST',
      url: '/api/customer/dispatch/track/record',
      payload: { serviceId: order, content: '   ' },
    };
    const first = await send(engineer, call, { 'idempotency-key': 'refused-1', 'accept-language': 'en' });
    const again = await send(engineer, call, { 'idempotency-key': 'refused-1', 'accept-language': 'en' });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([
      400,
      400,
      'true',
    ]);
    expect(again.json()).toEqual(first.json());
  });

  it('answers 409 while the first request under the key still runs, and one request runs of several at once', async () => {
    const order = await makeOrder(t.db, 'toCompleted', engineerId);
    const call: Call = {
      method: 'POST',
      url: '/api/customer/dispatch/track/record',
      payload: { serviceId: order, content: '并发' },
    };
    // Another process holding the key: its row says running.
    const bodyHash = createHash('sha256').update(stableJson(call.payload)).digest('hex');
    await t.db.query(
      `INSERT INTO idempotency_keys (user_id, key, method, url, body_hash) VALUES ($1, 'running-1', 'POST', $2, $3)`,
      [engineerId, call.url, bodyHash],
    );
    const busy = await send(engineer, call, { 'idempotency-key': 'running-1' });
    expect({ status: busy.statusCode, msg: busy.json().msg }).toEqual({
      status: 409,
      msg: '相同 Idempotency-Key 的请求正在处理中，请稍后重试',
    });
    const records = () =>
      one<number>('SELECT count(*)::int AS v FROM tracking_records WHERE service_id = $1', [order]);
    expect(await records()).toBe(0);

    const all = await Promise.all(
      Array.from({ length: 6 }, () => send(engineer, call, { 'idempotency-key': 'race-1' })),
    );
    expect(all.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(
      all.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] !== 'true'),
    ).toHaveLength(1);
    expect(await records()).toBe(1);
  });

  it('scopes keys per user', async () => {
    const order = await makeOrder(t.db, 'toCompleted', engineerId);
    const call: Call = {
      method: 'POST',
      url: '/api/customer/dispatch/track/record',
      payload: { serviceId: order, content: '同一个键' },
    };
    const mine = await send(engineer, call, { 'idempotency-key': 'shared-key' });
    const theirs = await send(admin, call, { 'idempotency-key': 'shared-key' });
    expect([mine.statusCode, theirs.statusCode, theirs.headers['idempotent-replayed']]).toEqual([
      200,
      200,
      undefined,
    ]);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('does not keep a 5xx: the key can be tried again', async () => {
    const order = await makeOrder(t.db, 'toCompleted', engineerId);
    const call: Call = {
      method: 'POST',
      url: '/api/customer/dispatch/track/record',
      payload: { serviceId: order, content: '服务器出错后重试' },
    };
    await t.db.exec('ALTER TABLE tracking_records RENAME TO tracking_records_away');
    let failed: LightMyRequestResponse;
    try {
      failed = await send(engineer, call, { 'idempotency-key': 'five-hundred' });
    } finally {
      await t.db.exec('ALTER TABLE tracking_records_away RENAME TO tracking_records');
    }
    expect(failed.statusCode).toBe(500);
    expect(
      await one<number>(`SELECT count(*)::int AS v FROM idempotency_keys WHERE key = 'five-hundred'`),
    ).toBe(0);
    const retried = await send(engineer, call, { 'idempotency-key': 'five-hundred' });
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([200, undefined]);
  });

  it('refuses a key that is not 1–128 visible ASCII characters, and forgets keys after 24 hours', async () => {
    const order = await makeOrder(t.db, 'toCompleted', engineerId);
    const call: Call = {
      method: 'POST',
      url: '/api/customer/dispatch/track/record',
      payload: { serviceId: order, content: '键' },
    };
    for (const bad of ['has space', 'x'.repeat(129), '键']) {
      const res = await send(engineer, call, { 'idempotency-key': bad });
      expect([res.statusCode, res.json().msg]).toEqual([
        400,
        'Idempotency-Key 格式不正确（1–128 个可见 ASCII 字符）',
      ]);
    }
    expect((await send(engineer, call, { 'idempotency-key': 'x'.repeat(128) })).statusCode).toBe(200);
    await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [
      'x'.repeat(128),
    ]);
    const later = await send(engineer, call, { 'idempotency-key': 'x'.repeat(128) });
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([200, undefined]);
  });

  it('applies to every signed-in write route the server registers', async () => {
    expect(writeRoutes.length).toBeGreaterThan(50);
    const unkept: string[] = [];
    for (const [index, route] of writeRoutes.entries()) {
      // Signing out ends the session the walk uses: that route gets a session of its own.
      const signsOut = /logout/.test(route.url);
      const token = signsOut ? await login(t.app, 'admin') : admin;
      const url = route.url.replace(/:(\w+)/g, () => '999999');
      const call = { method: route.method as 'POST', url, payload: {} };
      const key = `walk-${index}`;
      const first = await send(token, call, { 'idempotency-key': key });
      // After signing out the session is gone (401 before any key is looked at): its answer was kept all the same.
      const kept = signsOut
        ? await one<number>('SELECT status AS v FROM idempotency_keys WHERE key = $1', [key])
        : null;
      if (signsOut && kept === first.statusCode) continue;
      const again = await send(token, call, { 'idempotency-key': key });
      if (
        first.statusCode >= 500 ||
        again.headers['idempotent-replayed'] !== 'true' ||
        again.statusCode !== first.statusCode ||
        again.body !== first.body
      ) {
        unkept.push(
          `${route.method} ${route.url}: ${first.statusCode} then ${again.statusCode} ${again.headers['idempotent-replayed'] ?? ''}`,
        );
      }
    }
    expect(unkept).toEqual([]);
  });
});

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3600 * 1000;

describe('X-Acted-At', () => {
  it('keeps the acted time of steps, clamped between the previous step and now; the timeline and times show it', async () => {
    const order = await makeOrder(t.db, 'pendingOrders', engineerId);
    const stepCall = (name: string, body?: object): Call => ({
      method: 'POST',
      url: `/api/dispatch/service/${order}/${name}`,
      payload: body,
    });
    const claimedAt = isoAgo(3 * HOUR);
    expect((await send(engineer, stepCall('claim'), { 'x-acted-at': claimedAt })).statusCode).toBe(200);
    // An arrival replayed hours later reads as its acted time, not the time it arrived.
    const arrivedAt = new Date(Date.now() - 2 * HOUR).toISOString().replace('Z', '+00:00');
    expect((await send(engineer, stepCall('arrive'), { 'x-acted-at': arrivedAt })).statusCode).toBe(200);
    const rows = await t.db.query<{ action: string; acted: number; created: number }>(
      `SELECT action, round(extract(epoch FROM acted_at) * 1000)::float8 AS acted, round(extract(epoch FROM created_at) * 1000)::float8 AS created FROM order_timeline WHERE service_id = $1 ORDER BY id`,
      [order],
    );
    expect(rows.map((r) => [r.action, Math.round(Number(r.acted))])).toEqual([
      ['claim', Date.parse(claimedAt)],
      ['arrive', Date.parse(arrivedAt)],
    ]);
    expect(Number(rows[1].created) - Date.parse(arrivedAt)).toBeGreaterThan(HOUR);
    expect(
      await one<number>(
        'SELECT round(extract(epoch FROM arrive_time) * 1000)::float8 AS v FROM service_orders WHERE id = $1',
        [order],
      )
        .then(Number)
        .then(Math.round),
    ).toBe(Date.parse(arrivedAt));
    const detail = (
      await t.app.inject({ url: `/api/customer/order/${order}`, headers: bearer(engineer) })
    ).json().data;
    const shown = await one<string>(`SELECT to_char($1::timestamptz, 'YYYY-MM-DD HH24:MI:SS') AS v`, [
      arrivedAt,
    ]);
    expect(detail.timeline.find((r: { action: string }) => r.action === 'arrive').createTime).toBe(shown);

    // Before the previous step: clamped to it. In the future: now.
    const other = await makeOrder(t.db, 'pendingOrders', engineerId);
    const otherCall = (name: string, body?: object): Call => ({
      method: 'POST',
      url: `/api/dispatch/service/${other}/${name}`,
      payload: body,
    });
    await send(engineer, otherCall('claim'), { 'x-acted-at': isoAgo(HOUR) });
    await send(engineer, otherCall('arrive'), { 'x-acted-at': isoAgo(5 * HOUR) });
    const claimed = await one<string>(
      `SELECT acted_at::text AS v FROM order_timeline WHERE service_id = $1 AND action = 'claim'`,
      [other],
    );
    expect(
      await one<string>(
        `SELECT acted_at::text AS v FROM order_timeline WHERE service_id = $1 AND action = 'arrive'`,
        [other],
      ),
    ).toBe(claimed);
    const before = Date.now();
    expect(
      (
        await send(engineer, otherCall('complete', { lackReceipt: '客户未签字' }), {
          'x-acted-at': new Date(Date.now() + 5 * HOUR).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    const completed = Number(
      await one<number>(
        'SELECT round(extract(epoch FROM completion_time) * 1000)::float8 AS v FROM service_orders WHERE id = $1',
        [other],
      ),
    );
    expect(completed).toBeGreaterThanOrEqual(before - 1000);
    expect(completed).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a bad X-Acted-At with a clear message and changes nothing', async () => {
    const order = await makeOrder(t.db, 'toArrive', engineerId);
    for (const bad of ['2026-11-27 09:30:00', 'yesterday', '2026-02-30T09:30:00+08:00']) {
      const res = await send(
        engineer,
        { method: 'POST', url: `/api/dispatch/service/${order}/arrive` },
        { 'x-acted-at': bad },
      );
      expect([res.statusCode, res.json().msg]).toEqual([
        400,
        'X-Acted-At 格式不正确，应为带时区的 ISO 8601 时间',
      ]);
    }
    const tracked = await send(
      engineer,
      {
        method: 'POST',
        url: '/api/customer/dispatch/track/record',
        payload: { serviceId: order, content: 'x' },
      },
      { 'x-acted-at': 'soon', 'accept-language': 'en' },
    );
    expect([tracked.statusCode, tracked.json().msg]).toEqual([
      400,
      'X-Acted-At must be an ISO 8601 time with an offset, e.g. 2026-11-27T09:30:00+08:00',
    ]);
    expect(await one<string>('SELECT status AS v FROM service_orders WHERE id = $1', [order])).toBe(
      'toArrive',
    );
    expect(
      await one<number>('SELECT count(*)::int AS v FROM tracking_records WHERE service_id = $1', [order]),
    ).toBe(0);
  });

  it('keeps acted times of tracking records, receipts and the lack-receipt note; a watermark shows the capture time', async () => {
    const order = await makeOrder(t.db, 'toCompleted', engineerId);
    const at = isoAgo(90 * 60 * 1000);
    const tracked = await send(
      engineer,
      {
        method: 'POST',
        url: '/api/customer/dispatch/track/record',
        payload: { serviceId: order, content: '离线记录' },
      },
      { 'x-acted-at': at },
    );
    expect(tracked.json().data.contactTime).toBe(
      await one<string>(`SELECT to_char($1::timestamptz, 'YYYY-MM-DD HH24:MI:SS') AS v`, [at]),
    );

    const capturedAt = isoAgo(2 * HOUR);
    const photo = await upload(engineer, await picture(7), { 'x-acted-at': capturedAt });
    expect(
      Number(
        await one<number>(
          'SELECT round(extract(epoch FROM captured_at) * 1000)::float8 AS v FROM files WHERE id = $1',
          [photo.id],
        ),
      ),
    ).toBe(Date.parse(capturedAt));
    const receipt = await addReceipt(engineer, order, photo.id, { 'x-acted-at': at });
    expect(
      Number(
        await one<number>(
          'SELECT round(extract(epoch FROM acted_at) * 1000)::float8 AS v FROM receipts WHERE id = $1',
          [receipt.id],
        ),
      ),
    ).toBe(Date.parse(at));
    const minute = await one<string>(`SELECT to_char($1::timestamptz, 'YYYY-MM-DD HH24:MI') AS v`, [
      capturedAt,
    ]);
    expect(await watermarkMinute(t.db, receipt.id, null)).toBe(minute);
    const stamped = await send(
      engineer,
      { method: 'POST', url: '/api/dispatch/service/add/watermark', payload: { receiptId: receipt.id } },
      { 'x-acted-at': isoAgo(0) },
    );
    expect(stamped.json().data.isWatermarked).toBe(true);

    await send(
      engineer,
      {
        method: 'PUT',
        url: '/api/sys/dispatch/receipt/lackReceipt',
        payload: { serviceId: order, lackReceipt: '铭牌缺失' },
      },
      { 'x-acted-at': at },
    );
    expect(
      Number(
        await one<number>(
          'SELECT round(extract(epoch FROM lack_receipt_acted_at) * 1000)::float8 AS v FROM service_orders WHERE id = $1',
          [order],
        ),
      ),
    ).toBe(Date.parse(at));
  });
});
