import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import bwipjs from 'bwip-js';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { caller, makeOrder, timeline, userId } from './dispatch-fixtures';
import { extractCourierNumbers } from '../src/modules/accessories/courier/extract';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let customer: string;
let manager: string;
let engineerId: number;
let order: number;

beforeAll(async () => {
  t = await createTestApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-express-')) });
  call = caller(t.app);
  [admin, customer, manager] = await Promise.all(
    ['admin', 'customer', 'manager'].map((u) => login(t.app, u)),
  );
  engineerId = await userId(t.db, 'engineer');
  order = await makeOrder(t.db, 'toArrive', engineerId);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

/** A waybill photo: white paper with some printed text and, when given, a Code 128 barcode of `code`. */
async function waybill(code: string | null, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const layers: sharp.OverlayOptions[] = [];
  if (code) {
    const bar = await bwipjs.toBuffer({
      bcid: 'code128',
      text: code,
      scale: 3,
      height: 14,
      includetext: true,
      textxalign: 'center',
    });
    layers.push({ input: bar, left: 80, top: 260 });
  }
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="640">
    <text x="60" y="80" font-size="36" font-family="sans-serif">Waybill / Express</text>
    <text x="60" y="140" font-size="24" font-family="sans-serif">To: Zhang, 100 Zhangjiang Rd, Shanghai</text>
    <text x="60" y="190" font-size="24" font-family="sans-serif">Tel 13900000001</text></svg>`;
  layers.unshift({ input: Buffer.from(text), left: 0, top: 0 });
  const image = sharp({ create: { width: 900, height: 640, channels: 3, background: '#ffffff' } }).composite(
    layers,
  );
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

async function recognize(
  token: string,
  image: Buffer,
  name = 'waybill.png',
  fields: Record<string, string> = {},
) {
  const body = multipart({ name, content: image, type: 'image/png' }, fields);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/express/recognize',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('courier numbers from pasted text', () => {
  it.each([
    ['顺丰速运 运单号：SF1234567890123，请查收', [['SF1234567890123', 'SF']]],
    ['京东物流 JDVA00012345678-1-1- 已揽收', [['JDVA00012345678', 'JD']]],
    ['jd0012345678901-2-3-', [['JD0012345678901', 'JD']]],
    ['中通快递 单号 731234567890 到付', [['731234567890', 'ZTO']]],
    ['圆通 YT1234567890123', [['YT1234567890123', 'YTO']]],
    ['EMS 1123456789012 挂号', [['1123456789012', 'EMS']]],
    ['国际 EA123456789CN', [['EA123456789CN', 'EMS']]],
    ['ＳＦ１２３４５６７８９０１２３ 全角', [['SF1234567890123', 'SF']]],
    [
      '两件：SF1111222233334 和 JD0001112223334-1-2-，联系电话 13800000001',
      [
        ['SF1111222233334', 'SF'],
        ['JD0001112223334', 'JD'],
      ],
    ],
    ['订单号 2024 电话 13800000001', []],
  ])('%s', (text, want) => {
    expect(extractCourierNumbers(text).map((n) => [n.courierNo, n.companyCode])).toEqual(want);
  });

  it('answers numbers with the courier company rows', async () => {
    const res = await call(admin, 'POST', '/api/express/extract', { text: '顺丰 SF1234567890123' });
    const sf = (await t.db.query<{ id: number }>(`SELECT id FROM courier_companies WHERE code = 'SF'`))[0].id;
    expect(res.body.data).toEqual({
      numbers: [
        {
          courierNo: 'SF1234567890123',
          companyCode: 'SF',
          courierCompanyId: sf,
          courierCompanyName: '顺丰速运',
        },
      ],
      courierNo: 'SF1234567890123',
      courierCompanyId: sf,
    });
    expect((await call(admin, 'POST', '/api/express/extract', { text: '没有单号' })).body.data).toEqual({
      numbers: [],
      courierNo: null,
      courierCompanyId: null,
    });
    expect((await call(admin, 'POST', '/api/express/extract', {})).status).toBe(400);
  });

  it("takes SPEC section 7's parameter name expressExtract", async () => {
    const res = await call(admin, 'POST', '/api/express/extract', { expressExtract: '顺丰 SF1234567890123' });
    expect(res.body.data.courierNo).toBe('SF1234567890123');
    const empty = await call(admin, 'POST', '/api/express/extract', {});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('expressExtract 不能为空');
  });
});

describe('courier numbers from a waybill photo', () => {
  it('decodes an SF barcode', async () => {
    const res = await recognize(admin, await waybill('SF1234567890123'));
    expect(res.status).toBe(200);
    expect(res.body.data.numbers).toEqual([
      expect.objectContaining({
        courierNo: 'SF1234567890123',
        companyCode: 'SF',
        courierCompanyName: '顺丰速运',
      }),
    ]);
  });

  it('decodes a JD barcode and cuts it at the first hyphen', async () => {
    const res = await recognize(admin, await waybill('JDVA00012345678-1-1-', 'jpeg'), 'jd.jpg');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      courierNo: 'JDVA00012345678',
      numbers: [{ courierNo: 'JDVA00012345678', companyCode: 'JD' }],
    });
  });

  it('reads a picture turned on its side', async () => {
    const turned = await sharp(await waybill('SF9876543210987'))
      .rotate(90)
      .png()
      .toBuffer();
    expect((await recognize(admin, turned)).body.data.courierNo).toBe('SF9876543210987');
  });

  it('reads an uploaded file by id', async () => {
    const body = multipart({
      name: 'waybill.png',
      content: await waybill('JD0012345678901-1-1-'),
      type: 'image/png',
    });
    const up = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    const res = await call(admin, 'POST', '/api/express/recognize', { fileId: up.json().data.id });
    expect(res.body.data.courierNo).toBe('JD0012345678901');
  });

  it('says exactly what is wrong when no number is found', async () => {
    const none = await recognize(admin, await waybill(null));
    expect(none).toMatchObject({ status: 400, body: { msg: '未识别到快递单号，请检查上传的图片是否正常' } });
    const garbage = await recognize(admin, Buffer.from('not a picture at all'), 'x.png');
    expect(garbage).toMatchObject({
      status: 400,
      body: { msg: '未识别到快递单号，请检查上传的图片是否正常' },
    });
    // Text sent with the picture is searched too.
    const withText = await recognize(admin, await waybill(null), 'x.png', { text: '中通 731234567890' });
    expect(withText.body.data.courierNo).toBe('731234567890');
  });
});

describe('accessories sent by staff', () => {
  it('creates, edits, tracks and deletes a shipment with a receiver', async () => {
    const sf = (await t.db.query<{ id: number }>(`SELECT id FROM courier_companies WHERE code = 'SF'`))[0].id;
    const receiver = engineerId;
    const created = await call(admin, 'POST', '/api/dispatch/accessory', {
      serviceId: order,
      lines: [
        { name: ' 主板 ', model: 'MB-300', quantity: 1 },
        { name: '风扇', quantity: 2 },
      ],
      receiverId: receiver,
      remark: '到货后通知工程师',
    });
    expect(created.status).toBe(200);
    const a = created.body.data;
    expect(a).toMatchObject({
      serviceId: order,
      status: 'requested',
      receiverId: receiver,
      receiverName: '赵工程师',
      courierNo: null,
    });
    expect(a.lines.map((l: { name: string }) => l.name)).toEqual(['主板', '风扇']);
    expect(
      (
        await call(admin, 'POST', '/api/dispatch/accessory', {
          serviceId: order,
          lines: [{ name: 'x', quantity: 1 }],
          receiverId: await userId(t.db, 'engineer2'),
        })
      ).body.msg,
    ).toBe('收件人不存在或已离职');

    const sent = await call(admin, 'PUT', '/api/customer/dispatch/accessory', {
      id: a.id,
      courierCompanyId: sf,
      courierNo: 'SF1234567890123',
    });
    expect(sent.body.data).toMatchObject({
      id: a.id,
      status: 'sent',
      courierNo: 'SF1234567890123',
      courierCompanyName: '顺丰速运',
      receiverId: receiver,
      remark: '到货后通知工程师',
      sentTime: expect.any(String),
    });
    expect(sent.body.data.lines).toHaveLength(2);
    const relined = await call(admin, 'PUT', '/api/customer/dispatch/accessory', {
      id: a.id,
      lines: [{ name: '电源', quantity: 3 }],
    });
    expect(relined.body.data.lines).toEqual([expect.objectContaining({ name: '电源', quantity: 3 })]);
    expect(relined.body.data.courierNo).toBe('SF1234567890123');

    const track = await call(customer, 'GET', `/api/express/track/${a.id}`);
    expect(track.body.data).toMatchObject({
      accessoryId: a.id,
      provider: 'recorded',
      courierNo: 'SF1234567890123',
    });
    expect(track.body.data.events.map((e: { status: string }) => e.status)).toEqual(['created', 'sent']);
    expect((await call(await login(t.app, 'customer2'), 'GET', `/api/express/track/${a.id}`)).status).toBe(
      404,
    );

    const quick = (await call(admin, 'GET', '/api/dispatch/accessory/quick/input')).body.data;
    expect(quick[0]).toEqual({ name: '电源', model: null });
    expect(quick.map((q: { name: string }) => q.name)).toEqual(expect.arrayContaining(['主板', '电源模块']));
    expect(
      (
        await call(admin, 'GET', `/api/dispatch/accessory/quick/input?keyword=${encodeURIComponent('主')}`)
      ).body.data.map((q: { name: string }) => q.name),
    ).toEqual(['主板']);

    expect((await call(manager, 'DELETE', `/api/customer/dispatch/accessory/${a.id}`)).status).toBe(403);
    expect((await call(admin, 'DELETE', `/api/customer/dispatch/accessory/${a.id}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/customer/dispatch/accessory/${a.id}`)).status).toBe(404);
  });
});

describe('calls and training content', () => {
  it('records a call on the order and refuses wrong numbers', async () => {
    const res = await call(admin, 'POST', '/api/sys/common/dail', {
      fromUser: '010-88880001',
      toUser: '13911110001',
      serviceId: order,
    });
    expect(res.body.data).toMatchObject({
      status: 'recorded',
      provider: 'record',
      fromUser: '010-88880001',
      toUser: '13911110001',
    });
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM telephony_calls WHERE service_id = $1',
      [order],
    );
    expect(rows[0].n).toBe(1);
    expect((await timeline(t.db, order)).at(-1)).toMatchObject({
      action: 'call',
      note: '010-88880001 → 13911110001',
      operatorName: '系统管理员',
    });
    for (const [fromUser, toUser] of [
      ['12345', '13911110001'],
      ['13800000001', 'abc'],
      ['', '13911110001'],
    ]) {
      const bad = await call(admin, 'POST', '/api/sys/common/dail', { fromUser, toUser });
      expect(bad).toMatchObject({ status: 400, body: { msg: '电话号码错误' } });
    }
    expect(
      (
        await call(customer, 'POST', '/api/sys/common/dail', {
          fromUser: '13800000001',
          toUser: '13911110001',
        })
      ).status,
    ).toBe(403);
  });

  it('keeps the first-training content, required and at most 300 characters', async () => {
    const url = '/api/sys/dispatch/first/train';
    expect((await call(admin, 'PUT', url, { serviceId: order, firstTrain: ' ' })).body.msg).toBe(
      '请输入培训内容',
    );
    expect((await call(admin, 'PUT', url, { serviceId: order })).body.msg).toBe('请输入培训内容');
    expect((await call(admin, 'PUT', url, { serviceId: order, firstTrain: '训'.repeat(301) })).body.msg).toBe(
      '最多 300 个字符',
    );
    const saved = await call(admin, 'PUT', url, { serviceId: order, firstTrain: '训'.repeat(300) });
    expect(saved.body.data).toEqual({ serviceId: order, firstTrain: '训'.repeat(300) });
    expect((await call(manager, 'PUT', url, { serviceId: order, firstTrain: 'x' })).status).toBe(403);
  });
});
