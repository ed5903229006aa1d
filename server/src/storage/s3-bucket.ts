import { PassThrough, Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, StorageBackendError, type FileStorage } from './file-storage';

export interface S3Settings {
  /** e.g. `http://127.0.0.1:4569`; null uses AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (MinIO, s3rver, most self-hosted stores). */
  forcePathStyle: boolean;
  /** Prepended to every key, so several portals (or test runs) can share one bucket. */
  prefix: string;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files as objects in an S3-compatible bucket. An object is written in one PUT (or a multipart
 * upload above 5 MB) that becomes visible only when complete, so, as on local disk, a reader never
 * sees half a file and a body that breaks off leaves nothing behind.
 */
export class S3BucketStorage implements FileStorage {
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  private objectKey(key: string): string {
    assertKey(key);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Readable): Promise<number> {
    const Key = this.objectKey(key);
    let size = 0;
    let bodyError: unknown = null;
    const counted = new PassThrough();
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    body.on('error', (error) => {
      bodyError = error;
      counted.destroy(error);
    });
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key, Body: counted },
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The caller learns why the body broke off (too large, cut short), not what the SDK made of it.
      if (bodyError) throw bodyError;
      body.unpipe(counted);
      body.resume();
      throw new StorageBackendError(`storing ${Key} in bucket ${this.settings.bucket} failed`, {
        cause: error,
      });
    }
    if (bodyError) {
      await this.remove(key);
      throw bodyError;
    }
    return size;
  }

  async open(key: string): Promise<Readable | null> {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key }));
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (notFound(error)) return null;
      throw new StorageBackendError(`reading ${key} from bucket ${this.settings.bucket} failed`, {
        cause: error,
      });
    }
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw new StorageBackendError(`checking ${key} in bucket ${this.settings.bucket} failed`, {
        cause: error,
      });
    }
  }

  async remove(key: string): Promise<void> {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
    } catch (error) {
      if (notFound(error)) return;
      throw new StorageBackendError(`removing ${key} from bucket ${this.settings.bucket} failed`, {
        cause: error,
      });
    }
  }
}

/** The bucket settings from S3_* variables, or null when S3_BUCKET is unset (files stay on local disk). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const prefix = env.S3_PREFIX?.trim() ?? '';
  return {
    endpoint: env.S3_ENDPOINT?.trim() || null,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
