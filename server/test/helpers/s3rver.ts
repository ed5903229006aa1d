import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3-bucket';

export interface LocalBucket {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on a free loopback port with one bucket, its objects in a
 * temporary folder; `{ failed }` with the reason when it cannot start here.
 */
export async function startLocalBucket(): Promise<LocalBucket | { failed: string }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const bucket = `portal-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  try {
    const address = await server.run();
    return {
      settings: {
        endpoint: `http://127.0.0.1:${address.port}`,
        bucket,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: '',
      },
      async close() {
        await server.close();
        fs.rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
