import type { RepairUser, RepairUserBody } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { badRequest, forbidden, found, notFound } from '../../http-error';
import { regionTextOf } from '../../lib/regions';
import { companyExists } from '../users/user-repository';
import {
  insertRepairUser,
  invalidateRepairUserRow,
  repairUserById,
  updateRepairUserFields,
  type RepairUserFields,
} from './repair-user-repository';
import type { ScopeUser } from '../../lib/scope-sql';

/** Writes: technicians never write customer master data; customers only their company's rows. */
function canWriteCustomerData(user: ScopeUser): boolean {
  return user.authority === 'manager' || (user.authority === 'customer' && user.customerId !== null);
}

const fieldsOf = (body: RepairUserBody): RepairUserFields => ({
  name: body.name.trim(),
  repairNo: body.repairNo?.trim() || null,
  contactName: body.contactName.trim(),
  contactPhone: body.contactPhone,
  regionCodes: body.regionCodes,
  regionText: regionTextOf(body.regionCodes),
  addressDetail: body.addressDetail.trim(),
});

export const getRepairUser = async (db: Queryable, user: ScopeUser, id: number): Promise<RepairUser> =>
  found(await repairUserById(db, user, id));

/** Adds a repair user: customers for their own company; managers for the company they name. */
export async function createRepairUser(db: Queryable, user: ScopeUser, body: RepairUserBody) {
  if (!canWriteCustomerData(user)) throw forbidden();
  const customerId = user.authority === 'manager' ? body.customerId : user.customerId;
  if (!customerId || !(await companyExists(db, customerId))) {
    throw badRequest('customerRequired');
  }
  const id = await insertRepairUser(db, customerId, fieldsOf(body));
  return getRepairUser(db, user, id);
}

/** Replaces a repair user's fields (its company stays); only within the user's scope. */
export async function updateRepairUser(db: Queryable, user: ScopeUser, id: number, body: RepairUserBody) {
  if (!canWriteCustomerData(user)) throw forbidden();
  if (!(await updateRepairUserFields(db, user, id, fieldsOf(body)))) throw notFound();
  return getRepairUser(db, user, id);
}

export async function invalidateRepairUser(db: Queryable, user: ScopeUser, id: number) {
  if (!canWriteCustomerData(user)) throw forbidden();
  if (!(await invalidateRepairUserRow(db, user, id))) throw notFound();
}
