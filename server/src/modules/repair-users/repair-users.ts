import { Type, type Static } from '@sinclair/typebox';
import { Phone } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http-error';
import { ts } from '../../http';
import type { ScopeUser } from '../orders/order-query';
import { regionLabels } from '../catalog/regions';
import { canWriteCustomerData, repairUserScope } from '../../lib/scopes';
import { Id } from '../../lib/ids';

export const RepairUserFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  repairNo: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
  contactName: Type.String({ minLength: 1, maxLength: 50 }),
  contactPhone: Phone(),
  regionCodes: Type.Array(Type.String({ pattern: '^\\d{2,6}$' }), { minItems: 1, maxItems: 3 }),
  regionText: Type.Optional(Type.String({ maxLength: 100 })),
  addressDetail: Type.String({ minLength: 1, maxLength: 200 }),
};
export const RepairUserBody = Type.Object({ ...RepairUserFields, customerId: Type.Optional(Id) });
export type RepairUserBody = Static<typeof RepairUserBody>;

export const REPAIR_USER_COLUMNS = `r.id, r.customer_id AS "customerId", c.name AS "customerName", r.name, r.repair_no AS "repairNo",
  r.contact_name AS "contactName", r.contact_phone AS "contactPhone", r.region_codes AS "regionCodes", r.region_text AS "regionText",
  r.address_detail AS "addressDetail", r.is_valid AS "isValid", ${ts('r.created_at', 'createTime')}, ${ts('r.updated_at', 'updateTime')}`;

export const REPAIR_USER_FROM = 'repair_users r JOIN customer_companies c ON c.id = r.customer_id';

/** The region text as the cascader shows it ('上海市 市辖区 浦东新区'), derived from the codes so the two never disagree. */
function regionTextOf(codes: string[]): string {
  const labels = regionLabels(codes);
  if (!labels) throw badRequest('regionInvalid', { field: 'regionCodes' });
  return labels.join(' ');
}

export async function getRepairUser(db: Queryable, user: ScopeUser, id: number): Promise<Record<string, unknown>> {
  const params: unknown[] = [id];
  const row = await queryOne<Record<string, unknown>>(
    db,
    `SELECT ${REPAIR_USER_COLUMNS} FROM ${REPAIR_USER_FROM} WHERE r.id = $1 AND ${repairUserScope(user, params)}`,
    params,
  );
  if (!row) throw notFound();
  return row;
}

/** Adds a repair user: customers for their own company; managers for the company they name. */
export async function createRepairUser(db: Queryable, user: ScopeUser, body: RepairUserBody) {
  if (!canWriteCustomerData(user)) throw forbidden();
  const customerId = user.authority === 'manager' ? body.customerId : user.customerId;
  if (!customerId || !(await queryOne(db, 'SELECT 1 FROM customer_companies WHERE id = $1', [customerId]))) {
    throw badRequest('customerRequired');
  }
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO repair_users (customer_id, name, repair_no, contact_name, contact_phone, region_codes, region_text, address_detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [customerId, body.name.trim(), body.repairNo?.trim() || null, body.contactName.trim(), body.contactPhone, body.regionCodes,
      regionTextOf(body.regionCodes), body.addressDetail.trim()],
  );
  return getRepairUser(db, user, row!.id);
}

/** Replaces a repair user's fields (its company stays); only within the user's scope. */
export async function updateRepairUser(db: Queryable, user: ScopeUser, id: number, body: RepairUserBody) {
  if (!canWriteCustomerData(user)) throw forbidden();
  const params: unknown[] = [id, body.name.trim(), body.repairNo?.trim() || null, body.contactName.trim(), body.contactPhone,
    body.regionCodes, regionTextOf(body.regionCodes), body.addressDetail.trim()];
  const rows = await db.query(
    `UPDATE repair_users r SET name = $2, repair_no = $3, contact_name = $4, contact_phone = $5, region_codes = $6,
        region_text = $7, address_detail = $8, updated_at = now()
      WHERE r.id = $1 AND ${repairUserScope(user, params)} RETURNING r.id`,
    params,
  );
  if (rows.length === 0) throw notFound();
  return getRepairUser(db, user, id);
}

export async function invalidateRepairUser(db: Queryable, user: ScopeUser, id: number) {
  if (!canWriteCustomerData(user)) throw forbidden();
  const params: unknown[] = [id];
  const rows = await db.query(
    `UPDATE repair_users r SET is_valid = false, updated_at = now() WHERE r.id = $1 AND ${repairUserScope(user, params)} RETURNING r.id`,
    params,
  );
  if (rows.length === 0) throw notFound();
}
