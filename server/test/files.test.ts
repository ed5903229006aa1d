import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { shanghaiTime } from './helpers/dates';

let t: TestApp;
let customer: string;
let customer2: string;
let admin: string;
let engineer: string;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  t = await createTestApp({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-')),
    uploadMaxBytes: LIMIT,
  });
  [customer, customer2, admin, engineer] = await Promise.all(
    ['customer', 'customer2', 'admin', 'engineer'].map((u) => login(t.app, u)),
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

async function upload(token: string, file: Parameters<typeof multipart>[0]) {
  const body = multipart(file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /file/upload', () => {
  it('stores a file and answers url, originName, ext, id and kind', async () => {
    const res = await upload(customer, {
      name: '现场 照片.JPG',
      content: Buffer.alloc(2048, 7),
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/file\/files\/\d+\//),
      originName: '现场 照片.JPG',
      ext: 'jpg',
      kind: 'image',
      size: 2048,
    });
    const stored = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).map(String);
    expect(stored.some((p) => /uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/.test(p))).toBe(true);

    const back = await t.app.inject({ url: data.url, headers: bearer(customer) });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.rawPayload.equals(Buffer.alloc(2048, 7))).toBe(true);
    expect(back.headers['content-disposition']).toContain("inline; filename*=UTF-8''");
  });

  it('classifies kinds by extension and keeps stored names safe', async () => {
    expect((await upload(customer, { name: 'clip.webm', content: 'x' })).body.data.kind).toBe('video');
    const odd = (await upload(customer, { name: '../../etc/passwd', content: 'root' })).body.data;
    expect(odd).toMatchObject({ kind: 'file', ext: '', originName: 'passwd' });
    const page = (await upload(customer, { name: 'x.html', content: '<script>alert(1)</script>' })).body.data;
    const served = await t.app.inject({ url: page.url, headers: bearer(customer) });
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rejects a missing file, an empty file, another field and a non-multipart body', async () => {
    const none = await upload(customer, null);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的文件');
    expect((await upload(customer, { name: 'a.txt', content: '' })).body.msg).toBe('请选择要上传的文件');
    expect((await upload(customer, { field: 'other', name: 'a.txt', content: 'x' })).body.msg).toBe(
      '请选择要上传的文件',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: { file: 'x' },
      headers: bearer(customer),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toContain('multipart/form-data');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/file/upload',
      payload: 'abc',
      headers: { 'content-type': 'application/octet-stream', ...bearer(customer) },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().msg).toContain('multipart/form-data');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/file/upload',
          ...multipart({ name: 'a.txt', content: 'x' }),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('enforces the size limit and leaves nothing behind', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const res = await upload(customer, { name: 'big.mp4', content: Buffer.alloc(LIMIT + 1) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('上传失败，超过64K限制');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    expect(after[0].n).toBe(before[0].n);
    const parts = fs.readdirSync(path.join(t.config.dataDir, 'files'), { recursive: true }).map(String);
    expect(parts.some((p) => p.includes('.part') || p.endsWith('.mp4'))).toBe(false);
    expect((await upload(customer, { name: 'fits.mp4', content: Buffer.alloc(LIMIT) })).status).toBe(200);
  });

  it('uses 10M by default', async () => {
    const other = await createTestApp({ dataDir: t.config.dataDir });
    try {
      const token = await login(other.app, 'customer');
      const body = multipart({ name: 'big.mov', content: Buffer.alloc(10 * 1024 * 1024 + 1) });
      const res = await other.app.inject({
        method: 'POST',
        url: '/file/upload',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('上传失败，超过10M限制');
    } finally {
      await other.close();
    }
  });
});

describe('reading files back', () => {
  it('lets the uploader and staff read; others only through an order they can see', async () => {
    const uploaded = (await upload(customer, { name: 'fault.png', content: Buffer.from('png-bytes') })).body
      .data;
    const file = { ...uploaded, url: uploaded.url.split('?')[0] };
    const read = async (token?: string, url = file.url) =>
      (await t.app.inject({ url, headers: token ? bearer(token) : {} })).statusCode;
    expect(await read(customer)).toBe(200);
    expect(await read(admin)).toBe(200);
    expect(await read(customer2)).toBe(404);
    expect(await read(engineer)).toBe(404);
    expect(await read()).toBe(401);
    // The access token no longer opens files from a URL: links are signed instead.
    expect(await read(undefined, `${file.url}?token=${customer}`)).toBe(401);
    expect(await read(undefined, uploaded.url)).toBe(200);

    // Once attached to an order, the order's engineer can read it too.
    const [project] = (await t.app.inject({ url: '/api/sys/project/list', headers: bearer(customer) })).json()
      .data;
    const [content] = (
      await t.app.inject({
        url: `/api/sys/service/content/v2/base/list?projectId=${project.id}`,
        headers: bearer(customer),
      })
    ).json().data;
    const [repair] = (
      await t.app.inject({ url: '/api/order/repair/user/list', headers: bearer(customer) })
    ).json().data;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/order',
      headers: bearer(customer),
      payload: {
        projectId: project.id,
        serviceContentId: content.id,
        repairUserId: repair.id,
        appointmentTime: shanghaiTime(1),
        faultDescription: '屏幕不亮',
        attachments: [file.id],
      },
    });
    expect(created.statusCode).toBe(200);
    const engineerId = (
      await t.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'engineer'`)
    )[0].id;
    await t.db.query('UPDATE service_orders SET engineer_id = $1 WHERE id = $2', [
      engineerId,
      created.json().data.id,
    ]);
    expect(await read(engineer)).toBe(200);
    expect(await read(customer2)).toBe(404);
    expect(await read(customer, '/file/files/999999/x.png')).toBe(404);
    expect(await read(customer, '/file/files/abc/x.png')).toBe(400);
  });

  it("lets a project document's file be read by the project's customer and by an engineer of one of its orders", async () => {
    const uploaded = (await upload(admin, { name: 'manual.pdf', content: Buffer.from('pdf-bytes') })).body
      .data;
    const url = uploaded.url.split('?')[0];
    const read = async (token: string) => (await t.app.inject({ url, headers: bearer(token) })).statusCode;
    expect(await read(customer)).toBe(404);
    const [project] = (await t.app.inject({ url: '/api/sys/project/list', headers: bearer(customer) })).json()
      .data;
    await t.db.query(
      `INSERT INTO project_documents (project_id, file_id, file_path, origin_name, ext) VALUES ($1, $2, $3, 'manual.pdf', 'pdf')`,
      [project.id, uploaded.id, url],
    );
    expect(await read(customer)).toBe(200);
    expect(await read(customer2)).toBe(404);
    const engineerId = (
      await t.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'engineer'`)
    )[0].id;
    await t.db.query(
      'UPDATE service_orders SET engineer_id = NULL WHERE engineer_id = $1 AND project_id = $2',
      [engineerId, project.id],
    );
    expect(await read(engineer)).toBe(404);
    await t.db.query(
      'UPDATE service_orders SET engineer_id = $1 WHERE id = (SELECT min(id) FROM service_orders WHERE project_id = $2)',
      [engineerId, project.id],
    );
    expect(await read(engineer)).toBe(200);
  });
});
