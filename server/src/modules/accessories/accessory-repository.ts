import { queryOne, type Queryable } from '../../db/database';
import type { Accessory, AccessoryLine, CourierCompany, CourierShipment, QuickPart } from '@portal/contract';
import type { AuthUser } from '../users/auth-user';
import { ACCESSORY_COLUMNS, ACCESSORY_FROM } from './accessory-sql';
import { containing, pageOf, param } from '../../lib/query-sql';
import { orderScope } from '../../lib/scope-sql';

/** A part of a shipment as it is written. */
export type NewAccessoryLine = Omit<AccessoryLine, 'id'>;

type ShipmentFields = Pick<Accessory, 'courierCompanyId' | 'courierNo' | 'receiverId' | 'remark'>;

type NewAccessory = Pick<Accessory, 'serviceId' | 'customerId'> & ShipmentFields & { createdBy: number };

/** A change of a shipment: undefined fields keep their value. */
type AccessoryChange = Partial<ShipmentFields>;

export const accessoryById = (db: Queryable, id: number) =>
  queryOne<Accessory>(db, `SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.id = $1`, [id]);

/** A shipment of an order in the user's scope, else null. */
export function accessoryInScope(db: Queryable, user: AuthUser, id: number) {
  const params: unknown[] = [id];
  return queryOne<Accessory>(
    db,
    `SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.id = $1 AND ${orderScope(user, params)}`,
    params,
  );
}

/** A shipment as its courier tracks it, of an order in the user's scope, else null. */
export function shipmentInScope(db: Queryable, user: AuthUser, accessoryId: number) {
  const params: unknown[] = [accessoryId];
  const scope = orderScope(user, params);
  return queryOne<CourierShipment>(
    db,
    `SELECT a.id AS "accessoryId", a.courier_no AS "courierNo", cc.code AS "courierCompanyCode", cc.name AS "courierCompanyName", a.status,
            to_char(a.created_at, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", to_char(a.sent_at, 'YYYY-MM-DD HH24:MI:SS') AS "sentTime"
       FROM accessories a JOIN service_orders o ON o.id = a.service_id LEFT JOIN courier_companies cc ON cc.id = a.courier_company_id
      WHERE a.id = $1 AND ${scope}`,
    params,
  );
}

/** The order's shipments: newest first for the shipment list, oldest first for the order detail. */
export const accessoriesOfOrder = (
  db: Queryable,
  serviceId: number,
  order: 'newestFirst' | 'oldestFirst' = 'newestFirst',
) =>
  db.query<Accessory>(
    `SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.service_id = $1 ORDER BY a.id${order === 'newestFirst' ? ' DESC' : ''}`,
    [serviceId],
  );

/** The order's customer and status when the user may see it, else null. */
export function orderInScope(db: Queryable, user: AuthUser, serviceId: number) {
  const params: unknown[] = [serviceId];
  return queryOne<{ customerId: number; status: string }>(
    db,
    `SELECT o.customer_id AS "customerId", o.status FROM service_orders o WHERE o.id = $1 AND ${orderScope(user, params)}`,
    params,
  );
}

export interface AccessoryFilter {
  serviceNo?: string;
  courierCompanyId?: number;
  courierNo?: string;
  /** Full timestamps. */
  createdFrom?: string;
  createdTo?: string;
}

/** A page of the shipments of orders in the user's scope, newest first. */
export async function accessoryPage(
  db: Queryable,
  user: AuthUser,
  f: AccessoryFilter,
  current: number,
  size: number,
) {
  const params: unknown[] = [];
  const clauses = [orderScope(user, params)];
  if (f.serviceNo) clauses.push(`o.service_no ILIKE ${param(params, containing(f.serviceNo))}`);
  if (f.courierCompanyId) clauses.push(`a.courier_company_id = ${param(params, f.courierCompanyId)}`);
  if (f.courierNo) clauses.push(`a.courier_no ILIKE ${param(params, containing(f.courierNo))}`);
  if (f.createdFrom) clauses.push(`a.created_at >= ${param(params, f.createdFrom)}::timestamptz`);
  if (f.createdTo) clauses.push(`a.created_at <= ${param(params, f.createdTo)}::timestamptz`);
  const where = clauses.join(' AND ');
  const page = {
    count: `accessories a JOIN service_orders o ON o.id = a.service_id WHERE ${where}`,
    select: `${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE ${where}`,
    orderBy: 'a.created_at DESC, a.id DESC',
  };
  return pageOf<Accessory>(db, page, params, current, size);
}

export const courierCompanyExists = async (db: Queryable, id: number) =>
  (await queryOne(db, 'SELECT 1 FROM courier_companies WHERE id = $1', [id])) !== null;

/** A shipment with a courier number is sent (now), else requested. */
export async function insertAccessory(
  db: Queryable,
  a: NewAccessory,
  lines: NewAccessoryLine[],
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO accessories (service_id, customer_id, courier_company_id, courier_no, receiver_id, remark, status, created_by, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'sent' THEN now() END) RETURNING id`,
    [
      a.serviceId,
      a.customerId,
      a.courierCompanyId,
      a.courierNo,
      a.receiverId,
      a.remark,
      a.courierNo ? 'sent' : 'requested',
      a.createdBy,
    ],
  );
  await writeLines(db, row!.id, lines);
  return row!.id;
}

export async function writeLines(
  db: Queryable,
  accessoryId: number,
  lines: NewAccessoryLine[],
): Promise<void> {
  await db.query('DELETE FROM accessory_lines WHERE accessory_id = $1', [accessoryId]);
  await db.query(
    `INSERT INTO accessory_lines (accessory_id, name, model, quantity)
     SELECT $1, l.name, l.model, l.quantity FROM jsonb_to_recordset($2::jsonb) AS l(name text, model text, quantity int)`,
    [accessoryId, JSON.stringify(lines)],
  );
}

/** The order of a shipment, the row locked; null when there is no such shipment. */
export const lockAccessory = async (db: Queryable, id: number) =>
  (
    await queryOne<{ serviceId: number }>(
      db,
      'SELECT service_id AS "serviceId" FROM accessories WHERE id = $1 FOR UPDATE',
      [id],
    )
  )?.serviceId ?? null;

/** Fields left out keep their value; a courier number marks the shipment sent (once). */
export async function updateAccessory(db: Queryable, id: number, c: AccessoryChange): Promise<void> {
  await db.query(
    `UPDATE accessories SET
       courier_company_id = CASE WHEN $2 THEN $3 ELSE courier_company_id END,
       courier_no = CASE WHEN $4 THEN $5 ELSE courier_no END,
       receiver_id = CASE WHEN $6 THEN $7 ELSE receiver_id END,
       remark = CASE WHEN $8 THEN $9 ELSE remark END,
       status = CASE WHEN (CASE WHEN $4 THEN $5 ELSE courier_no END) IS NOT NULL AND status = 'requested' THEN 'sent' ELSE status END,
       sent_at = CASE WHEN (CASE WHEN $4 THEN $5 ELSE courier_no END) IS NOT NULL THEN coalesce(sent_at, now()) ELSE sent_at END
     WHERE id = $1`,
    [
      id,
      c.courierCompanyId !== undefined,
      c.courierCompanyId ?? null,
      c.courierNo !== undefined,
      c.courierNo ?? null,
      c.receiverId !== undefined,
      c.receiverId ?? null,
      c.remark !== undefined,
      c.remark ?? null,
    ],
  );
}

export const deleteAccessory = (db: Queryable, id: number) =>
  db.query('DELETE FROM accessories WHERE id = $1', [id]);

/** Distinct part names among the latest lines, the model last used with each, newest first. */
export function quickInput(db: Queryable, keyword: string | undefined) {
  const params: unknown[] = keyword ? [containing(keyword)] : [];
  return db.query<QuickPart>(
    `SELECT l.name, (array_agg(l.model ORDER BY l.id DESC))[1] AS model
       FROM (SELECT id, name, model FROM accessory_lines ORDER BY id DESC LIMIT 2000) l ${keyword ? 'WHERE l.name ILIKE $1' : ''}
      GROUP BY l.name ORDER BY max(l.id) DESC LIMIT 20`,
    params,
  );
}

export const courierCompanies = (db: Queryable) =>
  db.query<CourierCompany>('SELECT id, name, code FROM courier_companies ORDER BY id');
