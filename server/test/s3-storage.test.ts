import { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createTestApp, login, bearer, type TestApp } from './helpers/test-app';
import { multipart } from './helpers/multipart';
import { startLocalBucket, type LocalBucket } from './helpers/s3rver';
import { S3BucketStorage, s3SettingsFromEnv } from '../src/storage/s3-bucket';
import { StorageBackendError } from '../src/storage/file-storage';
import { signFileUrl } from '../src/modules/files/file-url-signature';

let bucket: LocalBucket | null = null;
let t: TestApp;
let store: S3BucketStorage;
let customer: string;
let customer2: string;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  const started = await startLocalBucket();
  if ('failed' in started) {
    console.warn(`S3 storage tests skipped: s3rver could not start on loopback (${started.failed})`);
    return;
  }
  bucket = started;
  t = await createTestApp({ s3: bucket.settings, uploadMaxBytes: LIMIT });
  store = new S3BucketStorage(bucket.settings);
  [customer, customer2] = await Promise.all(['customer', 'customer2'].map((u) => login(t.app, u)));
});
afterAll(async () => {
  await t?.close();
  store?.client.destroy();
  await bucket?.close();
});

/** Runs the test only when the local bucket is up (the reason was printed once in beforeAll). */
const withBucket = (name: string, fn: () => Promise<void>) =>
  it(name, async () => (bucket ? fn() : undefined));

async function keysInBucket(): Promise<string[]> {
  const listed = await store.client.send(new ListObjectsV2Command({ Bucket: bucket!.settings.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
}

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

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

describe('uploads in an S3-compatible bucket', () => {
  withBucket('stores an upload as an object and serves it back, by header and by signed link', async () => {
    const res = await upload(customer, {
      name: '现场.png',
      content: Buffer.alloc(3000, 9),
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const { id, url: signed } = res.body.data as { id: number; url: string };
    const url = signed.split('?')[0];
    const [row] = await t.db.query<{ storageKey: string }>(
      'SELECT storage_key AS "storageKey" FROM files WHERE id = $1',
      [id],
    );
    expect(await keysInBucket()).toContain(row.storageKey);

    const byHeader = await t.app.inject({ url, headers: bearer(customer) });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.rawPayload.equals(Buffer.alloc(3000, 9))).toBe(true);
    expect(byHeader.headers['content-type']).toBe('image/png');

    const otherCompany = await t.app.inject({ url, headers: bearer(customer2) });
    expect(otherCompany.statusCode).toBe(404);
    // API answers carry signed links (what an <img> uses); the link opens the object without a header, until it expires.
    const bySignature = await t.app.inject({ url: signed });
    expect(bySignature.statusCode).toBe(200);
    expect(bySignature.rawPayload.equals(Buffer.alloc(3000, 9))).toBe(true);
    expect(
      (await t.app.inject({ url: signFileUrl(url, t.app.fileUrlSecret, Date.now() - 40 * 60 * 1000) }))
        .statusCode,
    ).toBe(403);
  });

  withBucket('refuses an upload over the limit and leaves no object and no row', async () => {
    const before = await keysInBucket();
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const res = await upload(customer, { name: 'big.mp4', content: Buffer.alloc(LIMIT + 1) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('上传失败，超过64K限制');
    expect(await keysInBucket()).toEqual(before);
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n).toBe(n);
  });

  withBucket('has the semantics of the local disk store: overwrite, missing keys, remove twice', async () => {
    expect(await store.put('tests/a.txt', Readable.from([Buffer.from('first')]))).toBe(5);
    expect(await store.exists('tests/a.txt')).toBe(true);
    expect(await store.put('tests/a.txt', Readable.from([Buffer.from('second one')]))).toBe(10);
    expect(await text(await store.open('tests/a.txt'))).toBe('second one');
    await store.remove('tests/a.txt');
    await store.remove('tests/a.txt');
    expect(await store.exists('tests/a.txt')).toBe(false);
    expect(await store.open('tests/a.txt')).toBeNull();
    await expect(store.exists('../escape')).rejects.toThrow('invalid storage key');
  });

  withBucket('stores a file larger than one upload part (multipart upload) whole', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024 + 17, 3);
    expect(
      await store.put('tests/big.bin', Readable.from([big.subarray(0, 4_000_000), big.subarray(4_000_000)])),
    ).toBe(big.length);
    const chunks: Buffer[] = [];
    for await (const chunk of (await store.open('tests/big.bin'))!) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await store.remove('tests/big.bin');
  });

  withBucket('a body that breaks off leaves nothing under its key', async () => {
    const broken = new Readable({ read() {} });
    broken.push(Buffer.alloc(1000, 1));
    setImmediate(() => broken.destroy(Object.assign(new Error('cut short'), { code: 'ECONNRESET' })));
    await expect(store.put('tests/broken.bin', broken)).rejects.toThrow('cut short');
    expect(await store.exists('tests/broken.bin')).toBe(false);
  });

  withBucket(
    'a bucket that does not exist is a backend failure (500), not the caller’s mistake',
    async () => {
      const missing = new S3BucketStorage({ ...bucket!.settings, bucket: 'no-such-bucket-here' });
      await expect(missing.put('tests/x.txt', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
        StorageBackendError,
      );
      missing.client.destroy();
      const app = await createTestApp({ s3: { ...bucket!.settings, bucket: 'no-such-bucket-here' } });
      try {
        const token = await login(app.app, 'customer');
        const count = async () =>
          (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0].n;
        const before = await count();
        const body = multipart({ name: 'a.txt', content: 'hello' });
        const res = await app.app.inject({
          method: 'POST',
          url: '/file/upload',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(token) },
        });
        expect(res.statusCode).toBe(500);
        expect(await count()).toBe(before);
      } finally {
        await app.close();
      }
    },
  );

  withBucket('uses a key prefix so several portals can share a bucket', async () => {
    const prefixed = new S3BucketStorage({ ...bucket!.settings, prefix: 'portal-b/' });
    await prefixed.put('tests/p.txt', Readable.from([Buffer.from('p')]));
    expect(await keysInBucket()).toContain('portal-b/tests/p.txt');
    expect(await store.exists('tests/p.txt')).toBe(false);
    await prefixed.remove('tests/p.txt');
    prefixed.client.destroy();
  });
});

describe('S3_* variables', () => {
  it('leave files on local disk unless S3_BUCKET is set', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toBeNull();
  });

  it('read endpoint, bucket, region, keys, path style and prefix', () => {
    expect(
      s3SettingsFromEnv({
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_BUCKET: 'portal-files',
        S3_REGION: 'cn-north-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'prod',
      }),
    ).toEqual({
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'portal-files',
      region: 'cn-north-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod/',
    });
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b-files' })).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });
});
