import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from '@portal/contract';
import { requireUser } from '../../plugins/auth';
import { HttpError, badRequest, found, notFound, unauthorized } from '../../http-error';
import { ok } from '../../http';
import { canReadFile } from './file-access';
import { checkFileSignature } from './file-url-signature';
import { cleanOriginName, extensionOf, fileKind, servedType } from './file-kind';
import { demoFileBytes } from '../../storage/demo-files';
import { StorageBackendError } from '../../storage/file-storage';
import { encodeRfc5987 } from '../../lib/xlsx';
import { formatLimit } from './upload-limit';
import { fileById, insertFile } from './file-repository';
import { actedAtOf } from '../../lib/acted-at';
import { notLaterThanNow } from '../order-core/timeline-repository';
import { registerRoute } from '../../register-route';

const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/** Uploads (`POST /file/upload`, multipart field `file`) and reading them back for whoever may see them. */
export default async function files(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Any body type reaches the upload handler, which explains what it wants instead of a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  registerRoute(app, routes.fileUpload, { config: { fileLinks: true } }, async (request) => {
    const user = requireUser(request);
    const actedAt = actedAtOf(request);
    if (!request.isMultipart()) throw badRequest('notMultipart');
    const limit = formatLimit(app.uploadMaxBytes);
    let part;
    try {
      part = await request.file();
    } catch (error) {
      if (isCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest('notMultipart');
      if (
        isCode(error, 'FST_FILES_LIMIT') ||
        isCode(error, 'FST_PARTS_LIMIT') ||
        isCode(error, 'FST_FIELDS_LIMIT')
      )
        throw badRequest('badRequest');
      // Everything else here is the parser refusing the body (cut short, broken part headers).
      throw badRequest('uploadIncomplete');
    }
    if (!part || part.fieldname !== 'file' || !part.filename) {
      part?.file.resume();
      throw badRequest('fileRequired');
    }
    const ext = extensionOf(part.filename);
    const originName = cleanOriginName(part.filename);
    const now = new Date();
    const key = `uploads/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${randomUUID()}${ext ? `.${ext}` : ''}`;
    let size: number;
    try {
      size = await app.storage.put(key, part.file);
    } catch (error) {
      if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw badRequest('fileTooLarge', { limit });
      // A disk error carries its system call and a bucket error is a StorageBackendError; anything else broke while reading the request body.
      if (!(error as { syscall?: string }).syscall && !(error instanceof StorageBackendError))
        throw badRequest('uploadIncomplete');
      throw error;
    }
    if (part.file.truncated) {
      await app.storage.remove(key);
      throw badRequest('fileTooLarge', { limit });
    }
    if (size === 0) {
      await app.storage.remove(key);
      throw badRequest('fileRequired');
    }
    try {
      const capturedAt = actedAt ? await notLaterThanNow(app.db, actedAt) : null;
      const row = await insertFile(app.db, {
        originName,
        ext,
        size,
        mime: part.mimetype?.slice(0, 100) ?? null,
        storageKey: key,
        uploaderId: user.id,
        capturedAt,
      });
      return ok({ id: row.id, url: row.url, originName, ext, kind: fileKind(ext), size });
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
  });

  registerRoute(app, routes.file, async (request, reply) => {
    const { exp, sig } = request.query;
    // A signed link is the grant (the server signs only files its user may read); otherwise the Authorization header.
    const signature =
      exp !== undefined && sig !== undefined
        ? checkFileSignature(request.params.id, exp, sig, app.fileUrlSecret)
        : null;
    if (signature === 'expired') throw new HttpError(403, 'fileLinkExpired');
    if (signature === 'invalid') throw new HttpError(403, 'fileLinkInvalid');
    if (!signature && !request.auth) throw unauthorized();
    const file = found(await fileById(app.db, request.params.id));
    if (
      !signature &&
      !(await canReadFile(app.db, request.auth!, { id: file.id, uploaderId: file.uploaderId }))
    )
      throw notFound();
    let stream = await app.storage.open(file.storageKey);
    const demo = stream ? null : demoFileBytes(file.storageKey);
    if (demo) {
      await app.storage.put(file.storageKey, Readable.from([demo]));
      stream = await app.storage.open(file.storageKey);
    }
    if (!stream) throw notFound();
    const { type, inline } = servedType(file.ext);
    return reply
      .header('Content-Type', type)
      .header(
        'Content-Disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeRfc5987(file.originName)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=3600')
      .send(stream);
  });
}
