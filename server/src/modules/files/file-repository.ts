import type { UploadedFile } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { ScopeUser } from '../../lib/scope-sql';

export interface FileRow {
  id: number;
  url: string;
  originName: string;
  ext: string;
  size: number;
  storageKey: string;
  uploaderId: number | null;
}

export const fileById = (db: Queryable, id: number) =>
  queryOne<FileRow>(
    db,
    `SELECT id, url, origin_name AS "originName", ext, size, storage_key AS "storageKey", uploader_id AS "uploaderId"
       FROM files WHERE id = $1`,
    [id],
  );

/** Records a stored upload; its URL names its id, so the id is taken first. */
export const insertFile = async (
  db: Queryable,
  file: {
    originName: string;
    ext: string;
    size: number;
    mime: string | null;
    storageKey: string;
    uploaderId: number;
    /** When the picture was taken (the phone's X-Acted-At of the upload), for its watermark. */
    capturedAt?: string | null;
  },
) =>
  (await queryOne<{ id: number; url: string }>(
    db,
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('files', 'id')) AS id)
     INSERT INTO files (id, url, origin_name, ext, size, mime, storage_key, uploader_id, captured_at)
     SELECT n.id, '/file/files/' || n.id || '/' || $1, $2, $3, $4, $5, $6, $7, $8::timestamptz FROM n
     RETURNING id, url`,
    [
      encodeURIComponent(file.originName),
      file.originName,
      file.ext,
      file.size,
      file.mime,
      file.storageKey,
      file.uploaderId,
      file.capturedAt ?? null,
    ],
  ))!;

/** A stored upload by its URL: what a chat send checks before linking it. */
export const fileByUrl = (db: Queryable, url: string) =>
  queryOne<{ id: number; size: number; uploaderId: number | null }>(
    db,
    'SELECT id, size, uploader_id AS "uploaderId" FROM files WHERE url = $1',
    [url],
  );

/** A user as `canReadFile` judges them. */
export const fileReaderById = (db: Queryable, userId: number) =>
  queryOne<ScopeUser>(db, 'SELECT id, authority, customer_id AS "customerId" FROM users WHERE id = $1', [
    userId,
  ]);

/** The files among `ids` that the user uploaded, as an order keeps its attachments. */
export const filesUploadedBy = (db: Queryable, ids: number[], userId: number) =>
  db.query<UploadedFile>(
    `SELECT id, url, origin_name AS "originName", ext FROM files WHERE id = ANY($1::bigint[]) AND uploader_id = $2`,
    [ids, userId],
  );

/** The files among `ids` with their uploaders (missing ids are left out). */
export const uploadersOf = (db: Queryable, ids: number[]) =>
  db.query<{ id: number; uploaderId: number | null }>(
    `SELECT id, uploader_id AS "uploaderId" FROM files WHERE id = ANY(string_to_array($1, ',')::bigint[])`,
    [ids.join(',')],
  );
