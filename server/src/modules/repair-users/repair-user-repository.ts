import type { RepairUser, RepairUserPageQuery } from '@portal/contract';
import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';
import { type ScopeUser, repairUserScope } from '../../lib/scope-sql';
import { containing, pageOf, param } from '../../lib/query-sql';

const COLUMNS = `r.id, r.customer_id AS "customerId", c.name AS "customerName", r.name, r.repair_no AS "repairNo",
  r.contact_name AS "contactName", r.contact_phone AS "contactPhone", r.region_codes AS "regionCodes", r.region_text AS "regionText",
  r.address_detail AS "addressDetail", r.is_valid AS "isValid", ${ts('r.created_at', 'createTime')}, ${ts('r.updated_at', 'updateTime')}`;

const FROM = 'repair_users r JOIN customer_companies c ON c.id = r.customer_id';

type RepairUserFilter = Omit<RepairUserPageQuery, 'current' | 'size'>;

function where(user: ScopeUser, q: RepairUserFilter) {
  const params: unknown[] = [];
  const clauses = [repairUserScope(user, params)];
  if (q.customerId) clauses.push(`r.customer_id = ${param(params, q.customerId)}`);
  if (q.isValid !== undefined) clauses.push(`r.is_valid = ${param(params, q.isValid)}`);
  if (q.keyword?.trim()) {
    const p = param(params, containing(q.keyword.trim()));
    clauses.push(`(r.name ILIKE ${p} OR r.repair_no ILIKE ${p} OR r.contact_name ILIKE ${p} OR r.contact_phone ILIKE ${p}
      OR r.region_text ILIKE ${p} OR r.address_detail ILIKE ${p})`);
  }
  return { where: clauses.join(' AND '), params };
}

/** A page of the repair users in the user's scope, valid ones first. */
export async function repairUserPage(
  db: Queryable,
  user: ScopeUser,
  q: RepairUserFilter,
  current: number,
  size: number,
) {
  const w = where(user, q);
  const page = {
    count: `repair_users r WHERE ${w.where}`,
    select: `${COLUMNS} FROM ${FROM} WHERE ${w.where}`,
    orderBy: 'r.is_valid DESC, r.id DESC',
  };
  return pageOf<RepairUser>(db, page, w.params, current, size);
}

/** The valid repair users in the user's scope, by name (at most 1000, for choosing one). */
export function repairUserList(db: Queryable, user: ScopeUser, q: RepairUserFilter) {
  const w = where(user, { ...q, isValid: true });
  return db.query<RepairUser>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${w.where} ORDER BY r.name, r.id LIMIT 1000`,
    w.params,
  );
}

/** One repair user in the user's scope. */
export function repairUserById(db: Queryable, user: ScopeUser, id: number) {
  const params: unknown[] = [id];
  return queryOne<RepairUser>(
    db,
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1 AND ${repairUserScope(user, params)}`,
    params,
  );
}

/** A repair user's own fields: what is written, and what an order copies of it. */
export type RepairUserFields = Pick<
  RepairUser,
  'name' | 'repairNo' | 'contactName' | 'contactPhone' | 'regionCodes' | 'regionText' | 'addressDetail'
>;

/** Inserts a repair user of the company; returns its id. */
export async function insertRepairUser(
  db: Queryable,
  customerId: number,
  f: RepairUserFields,
): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO repair_users (customer_id, name, repair_no, contact_name, contact_phone, region_codes, region_text, address_detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      customerId,
      f.name,
      f.repairNo,
      f.contactName,
      f.contactPhone,
      f.regionCodes,
      f.regionText,
      f.addressDetail,
    ],
  );
  return row!.id;
}

/** Replaces the fields of a repair user in the user's scope; false when there is none. */
export async function updateRepairUserFields(
  db: Queryable,
  user: ScopeUser,
  id: number,
  f: RepairUserFields,
): Promise<boolean> {
  const params: unknown[] = [
    id,
    f.name,
    f.repairNo,
    f.contactName,
    f.contactPhone,
    f.regionCodes,
    f.regionText,
    f.addressDetail,
  ];
  const rows = await db.query(
    `UPDATE repair_users r SET name = $2, repair_no = $3, contact_name = $4, contact_phone = $5, region_codes = $6,
        region_text = $7, address_detail = $8, updated_at = now()
      WHERE r.id = $1 AND ${repairUserScope(user, params)} RETURNING r.id`,
    params,
  );
  return rows.length > 0;
}

/** Marks a repair user in the user's scope invalid; false when there is none. */
export async function invalidateRepairUserRow(db: Queryable, user: ScopeUser, id: number): Promise<boolean> {
  const params: unknown[] = [id];
  const rows = await db.query(
    `UPDATE repair_users r SET is_valid = false, updated_at = now() WHERE r.id = $1 AND ${repairUserScope(user, params)} RETURNING r.id`,
    params,
  );
  return rows.length > 0;
}

/** What an order copies of a valid repair user of the company. */
export const validRepairUserOf = (db: Queryable, id: number, customerId: number) =>
  queryOne<RepairUserFields>(
    db,
    `SELECT name, repair_no AS "repairNo", contact_name AS "contactName", contact_phone AS "contactPhone", region_codes AS "regionCodes",
              region_text AS "regionText", address_detail AS "addressDetail"
         FROM repair_users WHERE id = $1 AND customer_id = $2 AND is_valid`,
    [id, customerId],
  );
