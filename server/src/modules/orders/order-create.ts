import { Type } from '@sinclair/typebox';
import { CreateOrderBody, RequestKey } from '@portal/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { badRequest, forbidden } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import { isRealDateTime } from '../../lib/date-input';
import { addTimeline } from '../order-flow/timeline';
import { regionLabels } from '../catalog/regions';
import { NEXT_SERVICE_NO_SQL } from './service-no';

export { CreateOrderBody };

export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(RequestKey()) });

interface Attachment {
  id: number;
  url: string;
  originName: string;
  ext: string;
}

/**
 * Places a service order (status pendingDispatch) with its first timeline row. With an idempotency
 * key the same key (per user) always yields the same order: the unique request_key decides races,
 * and the loser reads the winner's row. Returns the order id and whether it already existed.
 */
export async function createOrder(db: Database, user: AuthUser, body: CreateOrderBody, key: string | undefined): Promise<{ id: number; replayed: boolean }> {
  if (user.authority === 'technician') throw forbidden();
  const requestKey = key ? `u${user.id}:${key}` : null;
  if (requestKey) {
    const existing = await queryOne<{ id: number }>(db, 'SELECT id FROM service_orders WHERE request_key = $1', [requestKey]);
    if (existing) return { id: existing.id, replayed: true };
  }
  const description = body.faultDescription.trim();
  if (!description) throw badRequest('fieldRequired', { field: 'faultDescription' });
  const appointment = body.appointmentTime.length === 16 ? `${body.appointmentTime}:00` : body.appointmentTime;
  if (!isRealDateTime(appointment)) throw badRequest('fieldPattern', { field: 'appointmentTime' });
  let regionText: string | null = null;
  if (body.regionCodes) {
    const labels = regionLabels(body.regionCodes);
    if (!labels) throw badRequest('regionInvalid', { field: 'regionCodes' });
    regionText = labels.join(' ');
  }

  return db.transaction(async (tx) => {
    const timely = await queryOne<{ ok: boolean }>(tx, `SELECT $1::timestamptz >= date_trunc('day', now()) AS ok`, [appointment]);
    if (!timely?.ok) throw badRequest('appointmentPast');
    const project = await queryOne<{ id: number; name: string; customerId: number }>(
      tx,
      `SELECT id, name, customer_id AS "customerId" FROM projects WHERE id = $1 AND is_valid AND ($2::int IS NULL OR customer_id = $2)`,
      [body.projectId, user.authority === 'manager' ? null : (user.customerId ?? -1)],
    );
    if (!project) throw badRequest('projectInvalid');
    const content = await queryOne<{ name: string }>(tx, 'SELECT name FROM service_contents WHERE id = $1 AND project_id = $2', [
      body.serviceContentId,
      project.id,
    ]);
    if (!content) throw badRequest('serviceContentInvalid');
    const repair = await queryOne<{ name: string; repairNo: string | null; contactName: string; contactPhone: string; regionCodes: string[]; regionText: string; addressDetail: string }>(
      tx,
      `SELECT name, repair_no AS "repairNo", contact_name AS "contactName", contact_phone AS "contactPhone", region_codes AS "regionCodes",
              region_text AS "regionText", address_detail AS "addressDetail"
         FROM repair_users WHERE id = $1 AND customer_id = $2 AND is_valid`,
      [body.repairUserId, project.customerId],
    );
    if (!repair) throw badRequest('repairUserInvalid');
    const attachments = await checkAttachments(tx, user.id, body.attachments);

    const regionCodes = body.regionCodes ?? repair.regionCodes;
    const address = [regionText ?? repair.regionText, body.addressDetail?.trim() || repair.addressDetail].filter(Boolean).join(' ');
    const inserted = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
         repair_user_id, repair_user_name, repair_no, repair_user_address, region_codes, contact_name, contact_phone,
         fault_description, attachments, creator_id, creator_name, request_key, appointment_time)
       VALUES (${NEXT_SERVICE_NO_SQL}, 'pendingDispatch', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18)
       ON CONFLICT (request_key) DO NOTHING RETURNING id`,
      [project.customerId, project.id, project.name, body.serviceContentId, content.name, body.repairUserId, repair.name, repair.repairNo,
        address, regionCodes, body.contactName?.trim() || repair.contactName, body.contactPhone ?? repair.contactPhone, description,
        JSON.stringify(attachments), user.id, user.name, requestKey, appointment],
    );
    if (!inserted) {
      const winner = await queryOne<{ id: number }>(tx, 'SELECT id FROM service_orders WHERE request_key = $1', [requestKey]);
      return { id: winner!.id, replayed: true };
    }
    await addTimeline(tx, { serviceId: inserted.id, action: 'create', fromStatus: null, toStatus: 'pendingDispatch', operator: user });
    return { id: inserted.id, replayed: false };
  });
}

/** Each attachment must be a file the user uploaded; kept on the order as `{id, url, originName, ext}`. */
async function checkAttachments(db: Queryable, userId: number, ids: number[]): Promise<Attachment[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.query<Attachment>(
    `SELECT id, url, origin_name AS "originName", ext FROM files WHERE id = ANY($1::bigint[]) AND uploader_id = $2`,
    [unique, userId],
  );
  const found = new Map(rows.map((r) => [Number(r.id), r]));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('attachmentInvalid', { id: missing });
  return unique.map((id) => ({ ...found.get(id)!, id }));
}
