import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { caller, makeOrder, userId } from './dispatch-fixtures';
import { asciiSafe, stampWatermark } from '../src/modules/receipts/watermark';

let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let engineer: string;
let customer: string;
let manager: string;
let engineerId: number;
let order: number;
let templates: Array<{ id: number; name: string; isCustomerVisible: boolean }>;

/** A photo-like test picture: a colour gradient with a few shapes. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#f4d03f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${height / 5}" fill="#c0392b"/>
    <rect x="${width / 2}" y="${height / 2}" width="${width / 4}" height="${height / 4}" fill="#27ae60"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

async function upload(token: string, name: string, content: Buffer, type: string) {
  const body = multipart({ name, content, type });
  const res = await t.app.inject({
    method: 'POST',
    url: '/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; url: string };
}

beforeAll(async () => {
  t = await createTestApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-receipts-')) });
  call = caller(t.app);
  [admin, engineer, customer, manager] = await Promise.all(
    ['admin', 'engineer', 'customer', 'manager'].map((u) => login(t.app, u)),
  );
  engineerId = await userId(t.db, 'engineer');
  order = await makeOrder(t.db, 'toCompleted', engineerId);
  templates = (await call(admin, 'GET', `/api/dispatch/service/get/receipt/template/${order}`)).body.data;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

describe('receipt templates and receipts', () => {
  it('lists the templates of the order service content, customers only the visible ones', async () => {
    expect(templates.map((x) => x.name)).toEqual(['现场照片', '验收单', '设备铭牌']);
    const forCustomer = (await call(customer, 'GET', `/api/dispatch/service/get/receipt/template/${order}`))
      .body.data;
    expect(forCustomer.map((x: { name: string }) => x.name)).toEqual(['现场照片', '验收单']);
    expect(
      (
        await call(
          await login(t.app, 'customer2'),
          'GET',
          `/api/customer/dispatch/receipt/template?serviceId=${order}`,
        )
      ).status,
    ).toBe(404);
  });

  it('adds receipts from uploaded files, groups them by template, moves and deletes them', async () => {
    const photo = await upload(engineer, '现场.jpg', await picture(320, 240), 'image/jpeg');
    const add = await call(engineer, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
      serviceId: order,
      templateId: templates[0].id,
      fileId: photo.id,
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({
      serviceId: order,
      templateId: templates[0].id,
      templateName: '现场照片',
      fileId: photo.id,
      url: photo.url,
      name: '现场.jpg',
      origin: 'sys',
      isWatermarked: false,
    });
    const nameplate = await upload(admin, 'nameplate.png', await picture(200, 100, 'png'), 'image/png');
    const second = (
      await call(admin, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
        serviceId: order,
        templateId: templates[2].id,
        fileId: nameplate.id,
      })
    ).body.data;

    // Someone else's upload, a template of another content and a stranger are refused.
    const foreign = await upload(customer, 'c.jpg', await picture(50, 50), 'image/jpeg');
    expect(
      (
        await call(engineer, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
          serviceId: order,
          templateId: templates[0].id,
          fileId: foreign.id,
        })
      ).body.msg,
    ).toBe('文件不存在或无权使用');
    const other = await t.db.query<{ id: number }>(
      'SELECT t.id FROM receipt_templates t JOIN service_orders o ON o.id = $1 WHERE t.service_content_id <> o.service_content_id LIMIT 1',
      [order],
    );
    expect(
      (
        await call(admin, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
          serviceId: order,
          templateId: other[0].id,
          fileId: photo.id,
        })
      ).body.msg,
    ).toBe('验收模板不属于此工单的服务内容');
    expect(
      (
        await call(customer, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
          serviceId: order,
          templateId: templates[0].id,
          fileId: foreign.id,
        })
      ).status,
    ).toBe(403);

    const grouped = (await call(admin, 'GET', `/api/customer/dispatch/receipt/template?serviceId=${order}`))
      .body.data;
    expect(grouped.map((g: { name: string; receipts: unknown[] }) => [g.name, g.receipts.length])).toEqual([
      ['现场照片', 1],
      ['验收单', 0],
      ['设备铭牌', 1],
    ]);
    const customerView = (
      await call(customer, 'GET', `/api/customer/dispatch/receipt/template?serviceId=${order}`)
    ).body.data;
    expect(customerView.map((g: { name: string }) => g.name)).toEqual(['现场照片', '验收单']);
    const thumbs = (
      await call(admin, 'GET', `/api/sys/dispatch/receipt/template/receipts/thumbnail?serviceId=${order}`)
    ).body.data;
    expect(thumbs.map((r: { id: number }) => r.id)).toEqual([add.body.data.id, second.id]);
    expect(thumbs[0].thumbnailUrl).toBe(photo.url);
    expect(
      (
        await call(
          customer,
          'GET',
          `/api/sys/dispatch/receipt/template/receipts/thumbnail?serviceId=${order}`,
        )
      ).body.data,
    ).toHaveLength(1);

    const moved = await call(admin, 'POST', '/api/dispatch/service/batchUpdate/dispatchReceiptTemplateId', {
      ids: [add.body.data.id, second.id],
      templateId: templates[1].id,
    });
    expect(moved.body.data).toEqual({ updated: 2 });
    const other2 = await makeOrder(t.db, 'toCompleted', engineerId);
    const elsewhere = (
      await call(admin, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
        serviceId: other2,
        templateId: templates[0].id,
        fileId: nameplate.id,
      })
    ).body.data;
    expect(
      (
        await call(admin, 'POST', '/api/dispatch/service/batchUpdate/dispatchReceiptTemplateId', {
          ids: [second.id, elsewhere.id],
          templateId: templates[0].id,
        })
      ).body.msg,
    ).toBe('所选验收资料须属于同一工单');
    expect(
      (await call(admin, 'POST', `/api/dispatch/service/delete/dispatchReceipt/${second.id}`)).status,
    ).toBe(200);
    expect(
      (await call(admin, 'POST', `/api/dispatch/service/delete/dispatchReceipt/${second.id}`)).status,
    ).toBe(404);
  });

  it('stamps a watermark onto a receipt picture as a new file of the same size', async () => {
    const source = await picture(640, 480);
    const photo = await upload(engineer, 'site.jpg', source, 'image/jpeg');
    const receipt = (
      await call(engineer, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
        serviceId: order,
        templateId: templates[0].id,
        fileId: photo.id,
      })
    ).body.data;
    const res = await call(engineer, 'POST', '/api/dispatch/service/add/watermark', {
      receiptId: receipt.id,
    });
    expect(res.status).toBe(200);
    const stamped = res.body.data;
    expect(stamped).toMatchObject({ id: receipt.id, isWatermarked: true });
    expect(stamped.fileId).not.toBe(photo.id);
    expect(stamped.url).toMatch(new RegExp(`^/file/files/${stamped.fileId}/`));
    const files = await t.db.query<{ id: number }>('SELECT id FROM files WHERE id = ANY($1::bigint[])', [
      [photo.id, stamped.fileId],
    ]);
    expect(files).toHaveLength(2);

    const download = await t.app.inject({ url: stamped.url, headers: bearer(engineer) });
    expect(download.statusCode).toBe(200);
    const out = download.rawPayload;
    const a = await sharp(source).raw().toBuffer({ resolveWithObject: true });
    const b = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([b.info.width, b.info.height]).toEqual([640, 480]);
    let changed = 0;
    for (let i = 0; i < a.data.length; i += 1) if (Math.abs(a.data[i] - b.data[i]) > 24) changed += 1;
    expect(changed / a.data.length).toBeGreaterThan(0.02);
    // The top of the picture is left alone (but for JPEG re-encoding noise).
    let topChanged = 0;
    const top = a.info.width * 3 * 100;
    for (let i = 0; i < top; i += 1) if (Math.abs(a.data[i] - b.data[i]) > 24) topChanged += 1;
    expect(topChanged / top).toBeLessThan(0.005);

    expect(
      (await call(engineer, 'POST', '/api/dispatch/service/add/watermark', { receiptId: receipt.id })).body
        .msg,
    ).toBe('该图片已添加水印');
    const doc = await upload(engineer, 'report.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const pdfReceipt = (
      await call(engineer, 'POST', '/api/dispatch/service/add/dispatchReceipt', {
        serviceId: order,
        templateId: templates[1].id,
        fileId: doc.id,
      })
    ).body.data;
    expect(
      (await call(engineer, 'POST', '/api/dispatch/service/add/watermark', { receiptId: pdfReceipt.id })).body
        .msg,
    ).toBe('只能给图片添加水印');
    expect(
      (await call(manager, 'POST', '/api/dispatch/service/add/watermark', { receiptId: receipt.id })).status,
    ).toBe(403);
  });

  it('renders the watermark text with or without Chinese fonts', async () => {
    const source = await picture(300, 200, 'png');
    for (const cjk of [true, false]) {
      const out = await stampWatermark(
        source,
        ['SO20250101000001', '2025-01-01 10:00', '上海市浦东新区张江路 100 号'],
        { cjk },
      );
      expect(out.ext).toBe('png');
      const meta = await sharp(out.data).metadata();
      expect([meta.width, meta.height]).toEqual([300, 200]);
    }
    expect(asciiSafe('上海市浦东新区张江路 100 号（2 号楼）')).toBe(
      'shang hai shi pu dong xin qu zhang jiang lu 100 hao (2 hao lou)',
    );
    expect(asciiSafe('SO123 2025-01-01')).toBe('SO123 2025-01-01');
  });
});

describe('lack-receipt note', () => {
  it('is required and stored', async () => {
    const url = '/api/sys/dispatch/receipt/lackReceipt';
    expect((await call(admin, 'PUT', url, { serviceId: order, lackReceipt: '  ' })).body.msg).toBe(
      '请输入工程师缺少的验收资料',
    );
    expect((await call(admin, 'PUT', url, { serviceId: order })).body.msg).toBe('请输入工程师缺少的验收资料');
    const saved = await call(engineer, 'PUT', url, { serviceId: order, lackReceipt: '客户未在验收单上签字' });
    expect(saved.body.data).toEqual({
      serviceId: order,
      lackReceipt: '客户未在验收单上签字',
      isLackReceipt: true,
    });
    expect((await call(admin, 'GET', `${url}?serviceId=${order}`)).body.data).toEqual({
      serviceId: order,
      lackReceipt: '客户未在验收单上签字',
      isLackReceipt: true,
    });
    expect((await call(customer, 'PUT', url, { serviceId: order, lackReceipt: 'x' })).status).toBe(403);
  });
});

describe('receipts from chat pictures', () => {
  it('saves pictures of the order group as receipts of a template', async () => {
    const group = (await call(admin, 'POST', `/api/dispatch/service/create/group/${order}`)).body.data;
    const photo = await upload(engineer, 'chat.jpg', await picture(100, 80), 'image/jpeg');
    await t.db.query(
      `INSERT INTO chat_records (msg_id, channel_id, group_id, from_user_id, to_user_id, msg_type, msg_content, time)
       VALUES ('msg-img-1', $1, $2, $3, $2, 'img', $4, 1)`,
      [group.id, group.channelId, engineerId, photo.url],
    );
    const body = {
      receipts: [
        { name: 'chat.jpg', origin: 'sys', msgId: 'msg-img-1', url: photo.url, templateId: templates[0].id },
      ],
    };
    const saved = await call(admin, 'POST', '/api/sys/im/batch/save/receipt', body);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual([
      expect.objectContaining({
        serviceId: order,
        fileId: photo.id,
        msgId: 'msg-img-1',
        origin: 'sys',
        templateId: templates[0].id,
      }),
    ]);
    // Saving again updates the same receipt.
    const again = await call(admin, 'POST', '/api/sys/im/batch/save/receipt', {
      receipts: [{ ...body.receipts[0], templateId: templates[1].id }],
    });
    expect(again.body.data[0]).toMatchObject({ id: saved.body.data[0].id, templateId: templates[1].id });
    const unknown = await call(admin, 'POST', '/api/sys/im/batch/save/receipt', {
      receipts: [{ ...body.receipts[0], msgId: 'nope' }],
    });
    expect(unknown.body.msg).toBe('聊天消息不存在或不属于工单群');
    expect((await call(manager, 'POST', '/api/sys/im/batch/save/receipt', body)).status).toBe(403);
  });

  it('stores only http(s) links or our own file URLs, without their signature', async () => {
    const base = { name: 'x.jpg', origin: 'other', msgId: 'msg-img-1', templateId: templates[0].id };
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x.png',
      '/api/auth/logout',
      'ftp://example.com/a.png',
    ]) {
      const res = await call(
        admin,
        'POST',
        '/api/sys/im/batch/save/receipt',
        { receipts: [{ ...base, url }] },
        'en',
      );
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('receipts.0.url must be an http(s) link or a file of this portal');
    }
    const zh = await call(admin, 'POST', '/api/sys/im/batch/save/receipt', {
      receipts: [{ ...base, url: 'JavaScript:alert(1)' }],
    });
    expect(zh.body.msg).toBe('receipts.0.url 必须是 http(s) 链接或本系统的文件');
    const outside = await call(admin, 'POST', '/api/sys/im/batch/save/receipt', {
      receipts: [{ ...base, url: 'https://cdn.example.com/a.png' }],
    });
    expect(outside.status).toBe(200);
    expect(outside.body.data[0].url).toBe('https://cdn.example.com/a.png');
    const stored = await t.db.query<{ url: string }>(
      `SELECT url FROM receipts WHERE msg_id = 'msg-img-1' ORDER BY id`,
    );
    expect(stored.every((r) => !r.url.includes('?'))).toBe(true);
  });
});
