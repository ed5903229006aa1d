import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { canReadFile } from '../modules/files/file-access';
import type { ScopeUser } from '../lib/scope-sql';
import { signFileUrl } from '../modules/files/file-url-signature';
import { uploadersOf } from '../modules/files/file-repository';

declare module 'fastify' {
  interface FastifyInstance {
    fileUrlSecret: string;
  }
  interface FastifyContextConfig {
    /** The answer carries stored file links (uploads, attachments, receipts, avatars, chat files): sign them. */
    fileLinks?: boolean;
  }
}

/** Marks every route registered in `scope` (and its children) as answering stored file links. */
export function markFileLinks(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, fileLinks: true };
  });
}

/** Whether a JSON answer may carry a stored file link (which this plugin signs per request). */
export const carriesFileLinks = (json: string): boolean => json.includes('/file/files/');

/** A JSON string value that is exactly one of our file URLs (any query it carries is replaced). */
const FILE_URL_VALUE = /"(\/file\/files\/(\d{1,15})\/[^"?\\]*)(?:\?[^"\\]*)?"/g;

async function readableIds(db: Queryable, reader: ScopeUser, ids: number[]): Promise<Set<number>> {
  const rows = await uploadersOf(db, ids);
  const readable = new Set<number>();
  for (const row of rows)
    if (await canReadFile(db, reader, { id: Number(row.id), uploaderId: row.uploaderId }))
      readable.add(Number(row.id));
  return readable;
}

/**
 * The JSON answers of routes marked `config: { fileLinks: true }` (or by `markFileLinks`) to a
 * signed-in user carry their file URLs as short-lived signed links (bound to the file, see
 * file-url-signature), so `<img src>` and plain links work on every page without the
 * access token ever appearing in a URL. Only files the user may read (file-access) are signed.
 */
export default fp(async function fileLinks(app: FastifyInstance) {
  app.decorate(
    'fileUrlSecret',
    app.config.fileUrlSecret ?? createHmac('sha256', app.tokenSecret).update('file-url').digest('base64url'),
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !request.routeOptions.config.fileLinks ||
      !request.auth ||
      typeof payload !== 'string' ||
      !carriesFileLinks(payload)
    )
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const ids = new Set<number>();
    for (const m of payload.matchAll(FILE_URL_VALUE)) ids.add(Number(m[2]));
    const readable = await readableIds(app.db, request.auth, [...ids]);
    const now = Date.now();
    return payload.replace(FILE_URL_VALUE, (whole, bare: string, id: string) =>
      readable.has(Number(id))
        ? JSON.stringify(signFileUrl(bare, app.fileUrlSecret, now))
        : JSON.stringify(bare),
    );
  });
});
