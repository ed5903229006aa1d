import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { signFileUrl } from '../src/modules/files/file-url-signature';
import { redactUrl } from '../src/lib/log-redaction';

let t: TestApp;
let customer: string;
let customer2: string;
let engineer: string;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-links-')) },
    { logStream },
  );
  [customer, customer2, engineer] = await Promise.all(
    ['customer', 'customer2', 'engineer'].map((u) => login(t.app, u)),
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

async function upload(token: string, name: string, content: string) {
  const body = multipart({ name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: '/file/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; url: string };
}

const open = (url: string, lang = 'zh-CN') => t.app.inject({ url, headers: { 'accept-language': lang } });

describe('signed file links', () => {
  it('are issued in API answers and open only their own file, until they expire', async () => {
    const a = await upload(engineer, 'site.png', 'photo-a');
    const b = await upload(engineer, 'other.png', 'photo-b');
    expect(a.url).toMatch(/^\/file\/files\/\d+\/site\.png\?exp=\d+&sig=[\w-]+$/);

    const served = await open(a.url);
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('photo-a');

    // The signature of file a on the path of file b opens nothing.
    const query = a.url.slice(a.url.indexOf('?'));
    const swapped = await open(`${b.url.split('?')[0]}${query}`, 'en');
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json().msg).toBe('This file link is not valid');
    expect((await open(a.url.replace(/sig=./, 'sig=A'))).statusCode).toBe(403);
    // Characters outside base64url are not skipped: the signature is compared exactly.
    expect((await open(`${a.url}!!`)).statusCode).toBe(403);
    expect((await open(`${a.url}%00`)).statusCode).toBe(400);

    const expired = await open(signFileUrl(a.url, t.app.fileUrlSecret, Date.now() - 40 * 60 * 1000));
    expect(expired.statusCode).toBe(403);
    expect(expired.json().msg).toBe('文件链接已过期，请刷新页面后重试');
    // Expiry is about half an hour away.
    const exp = Number(/exp=(\d+)/.exec(a.url)![1]) * 1000;
    expect(exp - Date.now()).toBeGreaterThan(29 * 60 * 1000);
    expect(exp - Date.now()).toBeLessThanOrEqual(35 * 60 * 1000);
  });

  it('are signed only for files the reader may read', async () => {
    const secret = await upload(customer, 'contract.pdf', '%PDF-1.4 secret');
    const bare = secret.url.split('?')[0];
    // Another company stores the bare path as plain text; reading it back does not turn it into a working link.
    const repair = await t.app.inject({
      method: 'POST',
      url: '/api/order/repair/user',
      headers: bearer(customer2),
      payload: {
        name: bare,
        contactName: '周',
        contactPhone: '13912345678',
        regionCodes: ['31', '3101', '310115'],
        addressDetail: bare,
      },
    });
    expect(repair.statusCode).toBe(200);
    expect(repair.json().data.name).toBe(bare);
    const list = JSON.stringify(
      (await t.app.inject({ url: '/api/order/repair/user/list', headers: bearer(customer2) })).json().data,
    );
    expect(list).toContain(JSON.stringify(bare));
    expect(list).not.toContain(`${bare}?`);
    expect((await open(bare)).statusCode).toBe(401);
  });

  it('are signed only in answers of routes marked as carrying file links; other answers go out as stored', async () => {
    const own = await upload(customer, 'own.png', 'mine');
    const bare = own.url.split('?')[0];
    // The reader may read this file, yet the repair-user list is not marked: its body is left as stored.
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/order/repair/user',
      headers: bearer(customer),
      payload: {
        name: bare,
        contactName: '吴',
        contactPhone: '13912345679',
        regionCodes: ['31', '3101', '310115'],
        addressDetail: '浦东',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.name).toBe(bare);
    const list = (
      await t.app.inject({ url: '/api/order/repair/user/list', headers: bearer(customer) })
    ).json().data;
    expect(JSON.stringify(list)).toContain(JSON.stringify(bare));
    expect(JSON.stringify(list)).not.toContain(`${bare}?`);
    // The same file in a marked answer (the upload) is signed.
    expect(own.url).toMatch(/\?exp=\d+&sig=/);
  });

  it('serve images inline and everything else (PDF too) as a download', async () => {
    const png = await upload(customer, 'a.png', 'png');
    const pdf = await upload(customer, 'report.pdf', '%PDF-1.4');
    expect((await open(png.url)).headers['content-disposition']).toMatch(/^inline/);
    const served = await open(pdf.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''report\.pdf$/);
  });

  it('sign the avatar of the user info on every read of a session, not on its first only', async () => {
    const avatar = await upload(customer2, 'me.png', 'face');
    await t.db.query(`UPDATE users SET avatar = $1 WHERE username = 'customer2'`, [avatar.url.split('?')[0]]);
    const token = await login(t.app, 'customer2');
    for (let read = 0; read < 3; read += 1) {
      const info = (await t.app.inject({ url: '/api/order/user/detail', headers: bearer(token) })).json()
        .data;
      expect(info.avatar).toMatch(/^\/file\/files\/\d+\/me\.png\?exp=\d+&sig=[\w-]+$/);
      expect((await open(info.avatar)).body).toBe('face');
    }
  });

  it('never put the access token or a signature into the request log', async () => {
    const file = await upload(customer, 'log.png', 'x');
    await open(file.url);
    await t.app.inject({ url: `/file/files/${file.id}/log.png?token=${customer}` });
    const sig = /sig=([\w-]+)/.exec(file.url)![1];
    const log = logLines.join('');
    expect(log).toContain('sig=[redacted]');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(sig);
    expect(log).not.toContain(customer);
    expect(redactUrl('/im/ws?token=abc&x=1')).toBe('/im/ws?token=[redacted]&x=1');
    expect(redactUrl('/a?Sig=abc#f')).toBe('/a?Sig=[redacted]#f');
  });
});

describe('security headers', () => {
  it('forbid framing and sniffing on every answer', async () => {
    const res = await t.app.inject({ url: '/api/order/user/detail', headers: bearer(customer) });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: '/nowhere' })).headers['x-frame-options']).toBe('DENY');
  });
});
