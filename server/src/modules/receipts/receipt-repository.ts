import { queryOne, type Queryable } from '../../db/database';
import type { LackReceipt, Receipt, ReceiptTemplate, TemplateWithReceipts } from '@portal/contract';
import { ts } from '../../http';
import { insertFile, type FileRow } from '../files/file-repository';

/** A receipt with its template (aliases r, t). */
export const RECEIPT_COLUMNS = `r.id, r.service_id AS "serviceId", r.template_id AS "templateId", t.name AS "templateName",
  r.file_id AS "fileId", r.url, r.url AS "thumbnailUrl", r.name, r.origin, r.msg_id AS "msgId", r.is_watermarked AS "isWatermarked",
  coalesce(t.is_customer_visible, false) AS "isCustomerVisible", coalesce(t.is_engineer_visible, true) AS "isEngineerVisible",
  r.created_by AS "createdBy", ${ts('r.created_at', 'createTime')}`;
export const RECEIPT_FROM = 'receipts r LEFT JOIN receipt_templates t ON t.id = r.template_id';

const TEMPLATE_COLUMNS = `t.id, t.name, t.is_customer_visible AS "isCustomerVisible", t.is_engineer_visible AS "isEngineerVisible", t.sort`;

export type StoredFile = Omit<FileRow, 'size'>;

type ReceiptState = Pick<Receipt, 'id' | 'serviceId' | 'fileId' | 'isWatermarked'>;

export interface NewReceipt {
  serviceId: number;
  templateId: number;
  fileId: number | null;
  url: string;
  name: string;
  origin: string;
  msgId: string | null;
  createdBy: number;
  /** The phone's time of the save (clamped), beside created_at. */
  actedAt?: string | null;
}

export const receiptById = (db: Queryable, id: number) =>
  queryOne<Receipt>(db, `SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.id = $1`, [id]);

export const receiptsByIds = (db: Queryable, ids: number[]) =>
  db.query<Receipt>(
    `SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`,
    [ids],
  );

/** An order's receipts in template order; `customerVisibleOnly` keeps those of customer-visible templates. */
export const receiptsOfOrder = (db: Queryable, serviceId: number, customerVisibleOnly: boolean) =>
  db.query<Receipt>(
    `SELECT ${RECEIPT_COLUMNS} FROM ${RECEIPT_FROM} WHERE r.service_id = $1 ${customerVisibleOnly ? 'AND t.is_customer_visible' : ''}
      ORDER BY t.sort NULLS LAST, r.id`,
    [serviceId],
  );

/** Templates of a service content (and those for every content), each with the order's receipts; `scope` is a template filter. */
export const templatesWithReceipts = (
  db: Queryable,
  serviceId: number,
  serviceContentId: number,
  scope: string,
) =>
  db.query<TemplateWithReceipts>(
    `SELECT ${TEMPLATE_COLUMNS},
            coalesce((SELECT json_agg(json_build_object('id', r.id, 'fileId', r.file_id, 'url', r.url, 'name', r.name, 'origin', r.origin,
                        'isWatermarked', r.is_watermarked, 'createTime', to_char(r.created_at, 'YYYY-MM-DD HH24:MI:SS')) ORDER BY r.id)
                        FROM receipts r WHERE r.service_id = $1 AND r.template_id = t.id), '[]'::json) AS receipts
       FROM receipt_templates t
      WHERE (t.service_content_id = $2 OR t.service_content_id IS NULL) ${scope}
      ORDER BY t.sort, t.id`,
    [serviceId, serviceContentId],
  );

export const templatesOf = (db: Queryable, serviceContentId: number, scope: string) =>
  db.query<ReceiptTemplate>(
    `SELECT ${TEMPLATE_COLUMNS} FROM receipt_templates t
      WHERE (t.service_content_id = $1 OR t.service_content_id IS NULL) ${scope} ORDER BY t.sort, t.id`,
    [serviceContentId],
  );

export const templateFits = async (db: Queryable, templateId: number, serviceContentId: number) =>
  (await queryOne(
    db,
    'SELECT 1 FROM receipt_templates WHERE id = $1 AND (service_content_id = $2 OR service_content_id IS NULL)',
    [templateId, serviceContentId],
  )) !== null;

export const storedFile = (db: Queryable, fileId: number) =>
  queryOne<StoredFile>(
    db,
    `SELECT id, url, origin_name AS "originName", ext, storage_key AS "storageKey", uploader_id AS "uploaderId" FROM files WHERE id = $1`,
    [fileId],
  );

export const receiptState = (db: Queryable, id: number) =>
  queryOne<ReceiptState>(
    db,
    'SELECT id, service_id AS "serviceId", file_id AS "fileId", is_watermarked AS "isWatermarked" FROM receipts WHERE id = $1',
    [id],
  );

export async function insertReceipt(db: Queryable, r: NewReceipt): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO receipts (service_id, template_id, file_id, url, name, origin, msg_id, created_by, acted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::timestamptz) RETURNING id`,
    [r.serviceId, r.templateId, r.fileId, r.url, r.name, r.origin, r.msgId, r.createdBy, r.actedAt ?? null],
  );
  return row!.id;
}

export const deleteReceipt = (db: Queryable, id: number) =>
  db.query('DELETE FROM receipts WHERE id = $1', [id]);

/** The orders the receipts belong to, and how many of the ids exist. */
export async function ordersOfReceipts(
  db: Queryable,
  ids: number[],
): Promise<{ serviceIds: number[]; found: number }> {
  const rows = await db.query<{ serviceId: number }>(
    'SELECT DISTINCT service_id AS "serviceId" FROM receipts WHERE id = ANY($1::bigint[])',
    [ids],
  );
  const count = await queryOne<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM receipts WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return { serviceIds: rows.map((r) => Number(r.serviceId)), found: count!.n };
}

export const setTemplate = async (db: Queryable, ids: number[], templateId: number) =>
  (
    await db.query('UPDATE receipts SET template_id = $2 WHERE id = ANY($1::bigint[]) RETURNING id', [
      ids,
      templateId,
    ])
  ).length;

/** Renames and re-files a receipt; `serviceId` (when given) must be its order. Null when there is no such receipt. */
export async function updateReceipt(
  db: Queryable,
  id: number,
  templateId: number,
  name: string,
  serviceId?: number,
): Promise<number | null> {
  const row = await queryOne<{ id: number }>(
    db,
    `UPDATE receipts SET template_id = $2, name = $3 WHERE id = $1 ${serviceId === undefined ? '' : 'AND service_id = $4'} RETURNING id`,
    serviceId === undefined ? [id, templateId, name] : [id, templateId, name, serviceId],
  );
  return row ? row.id : null;
}

export const receiptFromChat = (db: Queryable, serviceId: number, msgId: string, url: string) =>
  queryOne<{ id: number }>(db, 'SELECT id FROM receipts WHERE service_id = $1 AND msg_id = $2 AND url = $3', [
    serviceId,
    msgId,
    url,
  ]);

export const orderOfChatRecord = async (db: Queryable, msgId: string) =>
  (
    await queryOne<{ serviceId: number | null }>(
      db,
      'SELECT c.service_id AS "serviceId" FROM chat_records r JOIN chat_channels c ON c.id = r.channel_id WHERE r.msg_id = $1',
      [msgId],
    )
  )?.serviceId ?? null;

/**
 * The time a receipt's watermark shows, to the minute in the portal's zone: when the picture was
 * taken (its upload's acted time), else when the receipt was saved offline, else the watermark
 * request's acted time, else now.
 */
export const watermarkMinute = async (db: Queryable, receiptId: number, actedAt: string | null) =>
  (await queryOne<{ at: string }>(
    db,
    `SELECT to_char(coalesce(f.captured_at, r.acted_at, $2::timestamptz, now()), 'YYYY-MM-DD HH24:MI') AS at
       FROM receipts r LEFT JOIN files f ON f.id = r.file_id WHERE r.id = $1`,
    [receiptId, actedAt],
  ))!.at;

/** Stores the watermarked copy as a new file and points the receipt at it; false when it was watermarked meanwhile. */
export async function replaceWithWatermarked(
  db: Queryable,
  receiptId: number,
  file: Parameters<typeof insertFile>[1],
): Promise<boolean> {
  const created = await insertFile(db, file);
  const updated = await db.query(
    'UPDATE receipts SET file_id = $2, url = $3, is_watermarked = true WHERE id = $1 AND NOT is_watermarked RETURNING id',
    [receiptId, created.id, created.url],
  );
  return updated.length > 0;
}

export const lackReceiptOf = (db: Queryable, serviceId: number) =>
  queryOne<LackReceipt>(
    db,
    `SELECT id AS "serviceId", lack_receipt AS "lackReceipt", is_lack_receipt AS "isLackReceipt" FROM service_orders WHERE id = $1`,
    [serviceId],
  );

export const setLackReceipt = (
  db: Queryable,
  serviceId: number,
  text: string,
  actedAt: string | null = null,
) =>
  db.query(
    'UPDATE service_orders SET lack_receipt = $2, is_lack_receipt = true, lack_receipt_acted_at = coalesce($3::timestamptz, now()), updated_at = now() WHERE id = $1',
    [serviceId, text, actedAt],
  );

export const receiptCountOf = async (db: Queryable, serviceId: number): Promise<number> =>
  (
    await queryOne<{ n: number }>(db, 'SELECT count(*)::int AS n FROM receipts WHERE service_id = $1', [
      serviceId,
    ])
  )?.n ?? 0;
