import type { RepairUser, RepairUserBody } from '@portal/shared/contract';
import { queryOne, type Queryable } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../http-error';
import { ts } from '../../http';
import type { ScopeUser } from '../orders/order-query';
import { regionLabels } from '../catalog/regions';
import { canWriteCustomerData, repairUserScope } from '../../lib/scopes';

const COLUMNS = `r.id, r.customer_id AS "customerId", c.name AS "customerName", r.name, r.repair_no AS "repairNo",
  r.contact_name AS "contactName", r.contact_phone AS "contactPhone", r.region_codes AS "regionCodes", r.region_text AS "regionText",
  r.address_detail AS "addressDetail", r.is_valid AS "isValid", ${ts('r.created_at', 'createTime')}, ${ts('r.updated_at', 'updateTime')}`;

const FROM = 'repair_users r JOIN customer_companies c ON c.id = r.customer_id';

export interface RepairUserFilter {
  keyword?: string;
  customerId?: number;
  isValid?: boolean;
}

function where(user: ScopeUser, q: RepairUserFilter) {
  const params: unknown[] = [];
  const clauses = [repairUserScope(user, params)];
  if (q.customerId) {
    params.push(q.customerId);
    clauses.push(`r.customer_id = $${params.length}`);
  }
  if (q.isValid !== undefined) {
    params.push(q.isValid);
    clauses.push(`r.is_valid = $${params.length}`);
  }
  if (q.keyword?.trim()) {
    params.push(`%${q.keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    clauses.push(`(r.name ILIKE ${p} OR r.repair_no ILIKE ${p} OR r.contact_name ILIKE ${p} OR r.contact_phone ILIKE ${p}
      OR r.region_text ILIKE ${p} OR r.address_detail ILIKE ${p})`);
  }
  return { where: clauses.join(' AND '), params };
}

/** A page of the repair users in the user's scope, valid ones first. */
export async function repairUserPage(db: Queryable, user: ScopeUser, q: RepairUserFilter, current: number, size: number) {
  const w = where(user, q);
  const total = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM repair_users r WHERE ${w.where}`, w.params);
  const records = await db.query<RepairUser>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${w.where}
      ORDER BY r.is_valid DESC, r.id DESC LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, size, (current - 1) * size],
  );
  return { total: total?.n ?? 0, records };
}

/** The valid repair users in the user's scope, by name (at most 1000, for choosing one). */
export function repairUserList(db: Queryable, user: ScopeUser, q: RepairUserFilter) {
  const w = where(user, { ...q, isValid: true });
  return db.query<RepairUser>(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${w.where} ORDER BY r.name, r.id LIMIT 1000`, w.params);
}

/** The region text as the cascader shows it ('上海市 市辖区 浦东新区'), derived from the codes so the two never disagree. */
function regionTextOf(codes: string[]): string {
  const labels = regionLabels(codes);
  if (!labels) throw badRequest('regionInvalid', { field: 'regionCodes' });
  return labels.join(' ');
}

export async function getRepairUser(db: Queryable, user: ScopeUser, id: number): Promise<RepairUser> {
  const params: unknown[] = [id];
  const row = await queryOne<RepairUser>(
    db,
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 AND ${repairUserScope(user, params)}`,
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
