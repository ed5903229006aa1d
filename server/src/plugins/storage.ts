import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../storage/file-storage';
import { LocalDiskStorage } from '../storage/local-disk';
import { S3BucketStorage } from '../storage/s3-bucket';

declare module '../config' {
  interface AppConfig {
    /** Largest accepted upload in bytes (default 10 MB, env UPLOAD_MAX_BYTES). */
    uploadMaxBytes?: number;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    uploadMaxBytes: number;
  }
}

export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** File storage (local disk under `<dataDir>/files`, or the S3-compatible bucket the config names) and multipart parsing with the upload size limit. */
export default fp(async function storage(app: FastifyInstance) {
  const fromEnv = Number(process.env.UPLOAD_MAX_BYTES);
  const maxBytes =
    app.config.uploadMaxBytes ??
    (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_UPLOAD_MAX_BYTES);
  const store: FileStorage = app.config.s3
    ? new S3BucketStorage(app.config.s3)
    : new LocalDiskStorage(path.join(app.config.dataDir, 'files'));
  app.decorate('storage', store);
  if (store instanceof S3BucketStorage) app.addHook('onClose', () => store.client.destroy());
  app.decorate('uploadMaxBytes', maxBytes);
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 20 },
  });
});
