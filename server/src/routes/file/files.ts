import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne } from '../../db/database';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { badRequest, notFound, unauthorized } from '../../http-error';
import { ok } from '../../http';
import { canReadFile, type FileReader } from '../../domain/file-access';
import { cleanOriginName, extensionOf, fileKind, servedType } from '../../domain/file-kind';
import { userIdForToken } from '../../domain/session-lookup';
import { DEMO_DOCUMENTS } from '../../storage/demo-files';
import { encodeRfc5987 } from '../../domain/xlsx';
import { Id } from '../../domain/ids';

const FileParams = Type.Object({ id: Id, name: Type.String({ maxLength: 300 }) });
const FileQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 1000 })) });

interface FileRow {
  id: number;
  url: string;
  originName: string;
  ext: string;
  size: number;
  storageKey: string;
  uploaderId: number | null;
}

/** '10M' for 10485760: the limit as the portal's messages state it. */
export function formatLimit(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}M`;
  if (bytes % 1024 === 0) return `${bytes / 1024}K`;
  return `${bytes}B`;
}

const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/** Uploads (`POST /file/upload`, multipart field `file`) and reading them back for whoever may see them. */
export default async function files(app: FastifyInstance) {
  // Any body type reaches the upload handler, which explains what it wants instead of a bare 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post('/upload', async (request) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw badRequest('notMultipart');
    const limit = formatLimit(app.uploadMaxBytes);
    let part;
    try {
      part = await request.file();
    } catch (error) {
      if (isCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest('notMultipart');
      if (isCode(error, 'FST_FILES_LIMIT') || isCode(error, 'FST_PARTS_LIMIT') || isCode(error, 'FST_FIELDS_LIMIT')) throw badRequest('badRequest');
      throw error;
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
      const row = await queryOne<{ id: number; url: string }>(
        app.db,
        `WITH n AS (SELECT nextval(pg_get_serial_sequence('files', 'id')) AS id)
         INSERT INTO files (id, url, origin_name, ext, size, mime, storage_key, uploader_id)
         SELECT n.id, '/file/files/' || n.id || '/' || $1, $2, $3, $4, $5, $6, $7 FROM n
         RETURNING id, url`,
        [encodeURIComponent(originName), originName, ext, size, part.mimetype?.slice(0, 100) ?? null, key, user.id],
      );
      return ok({ id: row!.id, url: row!.url, originName, ext, kind: fileKind(ext), size });
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
  });

  app.get<{ Params: Static<typeof FileParams>; Querystring: Static<typeof FileQuery> }>(
    '/files/:id/:name',
    { schema: { params: FileParams, querystring: FileQuery }, config: { access: 'public' } },
    async (request, reply) => {
      const reader = await readerOf(app, request.auth, request.query.token);
      if (!reader) throw unauthorized();
      const file = await queryOne<FileRow>(
        app.db,
        `SELECT id, url, origin_name AS "originName", ext, size, storage_key AS "storageKey", uploader_id AS "uploaderId"
           FROM files WHERE id = $1`,
        [request.params.id],
      );
      if (!file || !(await canReadFile(app.db, reader, { id: file.id, uploaderId: file.uploaderId }))) throw notFound();
      let stream = await app.storage.open(file.storageKey);
      const demo = DEMO_DOCUMENTS.find((d) => d.key === file.storageKey);
      if (!stream && demo) {
        await app.storage.put(demo.key, Readable.from([Buffer.from(demo.content, 'utf8')]));
        stream = await app.storage.open(demo.key);
      }
      if (!stream) throw notFound();
      const { type, inline } = servedType(file.ext);
      return reply
        .header('Content-Type', type)
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeRfc5987(file.originName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .send(stream);
    },
  );
}

/** The signed-in user, from the Authorization header or, for `<img src>` and downloads, a `token` query parameter. */
async function readerOf(app: FastifyInstance, auth: AuthUser | null, token: string | undefined): Promise<FileReader | null> {
  if (auth) return auth;
  if (!token) return null;
  const userId = await userIdForToken(app.db, token, app.tokenSecret);
  if (!userId) return null;
  return queryOne<FileReader>(app.db, 'SELECT id, authority, customer_id AS "customerId" FROM users WHERE id = $1', [userId]);
}
