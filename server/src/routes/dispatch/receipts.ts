import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { queryOne, type Queryable } from '../../db/database';
import { IdParams, ok, ts } from '../../http';
import { badRequest, notFound } from '../../http-error';
import { requireUser, type AuthUser } from '../../plugins/auth';
import { fileKind } from '../../domain/file-kind';
import { canReadFile } from '../../domain/file-access';
import { storedLink } from '../../domain/stored-link';
import { stampWatermark } from '../../domain/watermark';
import { Id, ServiceQuery, orderFor, type OrderRef } from './common';

/** A receipt with its template (aliases r, t). */
export const RECEIPT_COLUMNS = `r.id, r.service_id AS "serviceId", r.template_id AS "templateId", t.name AS "templateName",
  r.file_id AS "fileId", r.url, r.url AS "thumbnailUrl", r.name, r.origin, r.msg_id AS "msgId", r.is_watermarked AS "isWatermarked",
  coalesce(t.is_customer_visible, false) AS "isCustomerVisible", coalesce(t.is_engineer_visible, true) AS "isEngineerVisible",
  r.created_by AS "createdBy", ${ts('r.created_at', 'createTime')}`;
export const RECEIPT_FROM = 'receipts r LEFT JOIN receipt_templates t ON t.id = r.template_id';

const TEMPLATE_COLUMNS = `t.id, t.name, t.is_customer_visible AS "isCustomerVisible", t.is_engineer_visible AS "isEngineerVisible", t.sort`;

const AddBody = Type.Object({ serviceId: Id, templateId: Id, fileId: Id });
const WatermarkBody = Type.Object({ receiptId: Id });
const BatchTemplateBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 200 }), templateId: Id });
const LackBody = Type.Object({ serviceId: Id, lackReceipt: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])) });
const ChatReceipt = Type.Object({
  id: Type.Optional(Type.Union([Id, Type.Null()])),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  origin: Type.Union([Type.Literal('easemob'), Type.Literal('sys'), Type.Literal('other')]),
  msgId: Type.String({ minLength: 1, maxLength: 100 }),
  url: Type.String({ minLength: 1, maxLength: 1000 }),
  templateId: Id,
});
const ChatReceiptsBody = Type.Object({ receipts: Type.Array(ChatReceipt, { minItems: 1, maxItems: 100 }) });

/** Templates of the order's service content (and templates for every content). Customers see customer-visible ones only. */
function templateScope(user: AuthUser): string {
  if (user.authority === 'customer') return 'AND t.is_customer_visible';
  if (user.authority === 'technician') return 'AND t.is_engineer_visible';
  return '';
}

async function checkTemplate(db: Queryable, order: OrderRef, templateId: number): Promise<void> {
  const row = await queryOne(
    db,
    'SELECT 1 FROM receipt_templates WHERE id = $1 AND (service_content_id = $2 OR service_content_id IS NULL)',
    [templateId, order.serviceContentId],
  );
  if (!row) throw badRequest('receiptTemplateInvalid');
}

interface StoredFile {
  id: number;
  url: string;
  originName: string;
  ext: string;
  storageKey: string;
  uploaderId: number | null;
}

async function loadFile(db: Queryable, user: AuthUser, fileId: number): Promise<StoredFile> {
  const file = await queryOne<StoredFile>(
    db,
    `SELECT id, url, origin_name AS "originName", ext, storage_key AS "storageKey", uploader_id AS "uploaderId" FROM files WHERE id = $1`,
    [fileId],
  );
  if (!file || (user.authority !== 'manager' && file.uploaderId !== user.id)) throw badRequest('receiptFileInvalid');
  return file;
}

/** A stored file that exists and that the user may read. */
async function readableFile(db: Queryable, user: AuthUser, fileId: number): Promise<boolean> {
  const file = await queryOne<{ id: number; uploaderId: number | null }>(db, 'SELECT id, uploader_id AS "uploaderId" FROM files WHERE id = $1', [fileId]);
  return file !== null && (await canReadFile(db, user, { id: Number(file.id), uploaderId: file.uploaderId }));
}

/** File id from a portal file URL (`/file/files/<id>/<name>`), else null (an outside URL). */
const fileIdOf = (url: string): number | null => {
  const m = /^(?:https?:\/\/[^/]+)?\/file\/files\/(\d+)\//.exec(url);
  return m ? Number(m[1]) : null;
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Acceptance documents (receipts) of an order: templates, adding, removing, watermarking, lack-receipt note. */
export default async function receipts(app: FastifyInstance) {
  const receiptRow = (id: number) => queryOne(app.db, `SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.id = $1`, [id]);

  app.get<{ Querystring: Static<typeof ServiceQuery> }>('/customer/dispatch/receipt/template', { schema: { querystring: ServiceQuery } }, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.query.serviceId);
    const templates = await app.db.query<{ id: number | null; receipts: unknown[] }>(
      `SELECT ${TEMPLATE_COLUMNS},
              coalesce((SELECT json_agg(json_build_object('id', r.id, 'fileId', r.file_id, 'url', r.url, 'name', r.name, 'origin', r.origin,
                          'isWatermarked', r.is_watermarked, 'createTime', to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS')) ORDER BY r.id)
                          FROM receipts r WHERE r.service_id = $1 AND r.template_id = t.id), '[]'::json) AS receipts
         FROM receipt_templates t
        WHERE (t.service_content_id = $2 OR t.service_content_id IS NULL) ${templateScope(user)}
        ORDER BY t.sort, t.id`,
      [order.id, order.serviceContentId],
    );
    return ok(templates);
  });

  app.get<{ Params: IdParams }>('/dispatch/service/get/receipt/template/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    const order = await orderFor(app.db, user, request.params.id);
    return ok(
      await app.db.query(
        `SELECT ${TEMPLATE_COLUMNS} FROM receipt_templates t
          WHERE (t.service_content_id = $1 OR t.service_content_id IS NULL) ${templateScope(user)} ORDER BY t.sort, t.id`,
        [order.serviceContentId],
      ),
    );
  });

  app.get<{ Querystring: Static<typeof ServiceQuery> }>(
    '/sys/dispatch/receipt/template/receipts/thumbnail',
    { schema: { querystring: ServiceQuery } },
    async (request) => {
      const user = requireUser(request);
      const order = await orderFor(app.db, user, request.query.serviceId);
      const scope = user.authority === 'customer' ? 'AND t.is_customer_visible' : '';
      return ok(await app.db.query(`SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.service_id = $1 ${scope} ORDER BY t.sort NULLS LAST, r.id`, [order.id]));
    },
  );

  app.post<{ Body: Static<typeof AddBody> }>('/dispatch/service/add/dispatchReceipt', { schema: { body: AddBody } }, async (request) => {
    const user = requireUser(request);
    const b = request.body;
    const id = await app.db.transaction(async (tx) => {
      const order = await orderFor(tx, user, b.serviceId, { write: true, open: true });
      await checkTemplate(tx, order, b.templateId);
      const file = await loadFile(tx, user, b.fileId);
      const row = await queryOne<{ id: number }>(
        tx,
        `INSERT INTO receipts (service_id, template_id, file_id, url, name, origin, created_by) VALUES ($1, $2, $3, $4, $5, 'sys', $6) RETURNING id`,
        [order.id, b.templateId, file.id, file.url, file.originName, user.id],
      );
      return row!.id;
    });
    return ok(await receiptRow(id));
  });

  app.post<{ Params: IdParams }>('/dispatch/service/delete/dispatchReceipt/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    await app.db.transaction(async (tx) => {
      const receipt = await queryOne<{ serviceId: number }>(tx, 'SELECT service_id AS "serviceId" FROM receipts WHERE id = $1', [request.params.id]);
      if (!receipt) throw notFound();
      await orderFor(tx, user, Number(receipt.serviceId), { write: true, open: true });
      await tx.query('DELETE FROM receipts WHERE id = $1', [request.params.id]);
    });
    return ok(null);
  });

  app.post<{ Body: Static<typeof WatermarkBody> }>('/dispatch/service/add/watermark', { schema: { body: WatermarkBody } }, async (request) => {
    const user = requireUser(request);
    const receipt = await queryOne<{ id: number; serviceId: number; fileId: number | null; isWatermarked: boolean }>(
      app.db,
      'SELECT id, service_id AS "serviceId", file_id AS "fileId", is_watermarked AS "isWatermarked" FROM receipts WHERE id = $1',
      [request.body.receiptId],
    );
    if (!receipt) throw notFound();
    const order = await orderFor(app.db, user, Number(receipt.serviceId), { write: true, open: true });
    if (receipt.isWatermarked) throw badRequest('receiptWatermarked');
    const file = receipt.fileId
      ? await queryOne<StoredFile>(app.db, `SELECT id, url, origin_name AS "originName", ext, storage_key AS "storageKey" FROM files WHERE id = $1`, [receipt.fileId])
      : null;
    if (!file || fileKind(file.ext) !== 'image') throw badRequest('receiptNotImage');
    const stream = await app.storage.open(file.storageKey);
    if (!stream) throw badRequest('receiptFileInvalid');
    const now = await queryOne<{ now: string }>(app.db, `SELECT to_char(now(), 'YYYY-MM-DD HH24:MI') AS now`);
    let stamped;
    try {
      stamped = await stampWatermark(await readAll(stream), [order.serviceNo, now!.now, order.repairUserAddress]);
    } catch {
      throw badRequest('receiptNotImage');
    }
    const date = new Date();
    const key = `watermarks/${date.getFullYear()}/${String(date.getMonth() + 1).padStart(2, '0')}/${randomUUID()}.${stamped.ext}`;
    const size = await app.storage.put(key, Readable.from([stamped.data]));
    const originName = `${file.originName.replace(/\.[^.]*$/, '')}-watermark.${stamped.ext}`;
    try {
      await app.db.transaction(async (tx) => {
        const created = await queryOne<{ id: number; url: string }>(
          tx,
          `WITH n AS (SELECT nextval(pg_get_serial_sequence('files', 'id')) AS id)
           INSERT INTO files (id, url, origin_name, ext, size, mime, storage_key, uploader_id)
           SELECT n.id, '/file/files/' || n.id || '/' || $1, $2, $3, $4, $5, $6, $7 FROM n RETURNING id, url`,
          [encodeURIComponent(originName), originName, stamped.ext, size, stamped.mime, key, user.id],
        );
        const updated = await tx.query(
          'UPDATE receipts SET file_id = $2, url = $3, is_watermarked = true WHERE id = $1 AND NOT is_watermarked RETURNING id',
          [receipt.id, created!.id, created!.url],
        );
        if (updated.length === 0) throw badRequest('receiptWatermarked');
      });
    } catch (error) {
      await app.storage.remove(key);
      throw error;
    }
    return ok(await receiptRow(receipt.id));
  });

  app.post<{ Body: Static<typeof BatchTemplateBody> }>(
    '/dispatch/service/batchUpdate/dispatchReceiptTemplateId',
    { schema: { body: BatchTemplateBody } },
    async (request) => {
      const user = requireUser(request);
      const ids = [...new Set(request.body.ids)];
      const updated = await app.db.transaction(async (tx) => {
        const rows = await tx.query<{ serviceId: number }>('SELECT DISTINCT service_id AS "serviceId" FROM receipts WHERE id = ANY($1::bigint[])', [ids]);
        const count = await queryOne<{ n: number }>(tx, 'SELECT count(*)::int AS n FROM receipts WHERE id = ANY($1::bigint[])', [ids]);
        if (count!.n !== ids.length) throw notFound();
        if (rows.length !== 1) throw badRequest('receiptsMixed');
        const order = await orderFor(tx, user, Number(rows[0].serviceId), { write: true, open: true });
        await checkTemplate(tx, order, request.body.templateId);
        return (await tx.query('UPDATE receipts SET template_id = $2 WHERE id = ANY($1::bigint[]) RETURNING id', [ids, request.body.templateId])).length;
      });
      return ok({ updated });
    },
  );

  app.get<{ Querystring: Static<typeof ServiceQuery> }>('/sys/dispatch/receipt/lackReceipt', { schema: { querystring: ServiceQuery } }, async (request) => {
    const order = await orderFor(app.db, requireUser(request), request.query.serviceId);
    return ok(
      await queryOne(
        app.db,
        `SELECT id AS "serviceId", lack_receipt AS "lackReceipt", is_lack_receipt AS "isLackReceipt" FROM service_orders WHERE id = $1`,
        [order.id],
      ),
    );
  });

  app.put<{ Body: Static<typeof LackBody> }>('/sys/dispatch/receipt/lackReceipt', { schema: { body: LackBody } }, async (request) => {
    const user = requireUser(request);
    const text = request.body.lackReceipt?.trim() ?? '';
    if (!text) throw badRequest('lackReceiptRequired');
    const order = await orderFor(app.db, user, request.body.serviceId, { write: true, open: true });
    await app.db.query('UPDATE service_orders SET lack_receipt = $2, is_lack_receipt = true, updated_at = now() WHERE id = $1', [order.id, text]);
    return ok({ serviceId: order.id, lackReceipt: text, isLackReceipt: true });
  });

  app.post<{ Body: Static<typeof ChatReceiptsBody> }>(
    '/sys/im/batch/save/receipt',
    { schema: { body: ChatReceiptsBody }, config: { access: 'dispatch' } },
    async (request) => {
      const user = requireUser(request);
      const ids = await app.db.transaction(async (tx) => {
        const saved: number[] = [];
        for (const [index, item] of request.body.receipts.entries()) {
          const url = storedLink(item.url);
          if (!url) throw badRequest('linkInvalid', { field: `receipts.${index}.url` });
          const record = await queryOne<{ serviceId: number | null }>(
            tx,
            'SELECT c.service_id AS "serviceId" FROM chat_records r JOIN chat_channels c ON c.id = r.channel_id WHERE r.msg_id = $1',
            [item.msgId],
          );
          if (!record?.serviceId) throw badRequest('chatRecordInvalid');
          const order = await orderFor(tx, user, Number(record.serviceId), { write: true, open: true });
          await checkTemplate(tx, order, item.templateId);
          const fileId = fileIdOf(url);
          if (fileId !== null && !(await readableFile(tx, user, fileId))) throw badRequest('receiptFileInvalid');
          if (item.id) {
            const row = await queryOne<{ id: number }>(
              tx,
              'UPDATE receipts SET template_id = $2, name = $3 WHERE id = $1 AND service_id = $4 RETURNING id',
              [item.id, item.templateId, item.name, order.id],
            );
            if (!row) throw notFound();
            saved.push(row.id);
            continue;
          }
          const existing = await queryOne<{ id: number }>(tx, 'SELECT id FROM receipts WHERE service_id = $1 AND msg_id = $2 AND url = $3', [
            order.id,
            item.msgId,
            url,
          ]);
          if (existing) {
            await tx.query('UPDATE receipts SET template_id = $2, name = $3 WHERE id = $1', [existing.id, item.templateId, item.name]);
            saved.push(existing.id);
            continue;
          }
          const row = await queryOne<{ id: number }>(
            tx,
            `INSERT INTO receipts (service_id, template_id, file_id, url, name, origin, msg_id, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [order.id, item.templateId, fileId, url, item.name, item.origin, item.msgId, user.id],
          );
          saved.push(row!.id);
        }
        return saved;
      });
      return ok(await app.db.query(`SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`, [ids]));
    },
  );
}
