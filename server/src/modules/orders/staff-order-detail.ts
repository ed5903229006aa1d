import type { Queryable } from '../../db/database';
import type { AuthUser } from '../users/auth-user';
import { loadOrderDetail } from './order-detail';
import { buildOrderWhere, withStatus, type OrderFilters } from './order-query';
import { loadFees } from '../order-core/fees';
import { availableSteps, withAvailableSteps } from '../order-core/available-steps';
import { staffTimelineOfOrder } from '../order-core/timeline-repository';
import { recordsOfOrder } from '../tracking/tracking-repository';
import { receiptsOfOrder } from '../receipts/receipt-repository';
import { callsOfOrder } from './call-repository';
import {
  chatGroupOfOrder,
  childrenOfOrder,
  receiptTemplatesOfOrder,
  staffDetailFields,
} from './order-detail-repository';
import { engineerTaskRows } from './engineer-task-repository';

/** The staff view of one order: the order detail with its people, timeline, records, receipts, children, calls, group and fees. */
export async function staffOrderDetail(db: Queryable, user: AuthUser, id: number) {
  const base = await loadOrderDetail(db, user, id);
  const extra = await staffDetailFields(db, id);
  const [timeline, trackingRecords, receipts, templates, children, calls, group, fees] = await Promise.all([
    staffTimelineOfOrder(db, id),
    recordsOfOrder(db, id),
    receiptsOfOrder(db, id, false),
    receiptTemplatesOfOrder(db, id),
    childrenOfOrder(db, id),
    callsOfOrder(db, id),
    chatGroupOfOrder(db, id),
    loadFees(db, [id], ['income', 'expense']),
  ]);
  // The order exists: loadOrderDetail found it.
  const order = { ...base, ...extra! };
  return {
    ...order,
    timeline,
    trackingRecords,
    receipts,
    receiptTemplates: templates,
    children,
    calls,
    fees: fees.get(id)!,
    chatGroupId: group?.id ?? null,
    chatGroup: group,
    availableSteps: availableSteps(user, {
      status: order.status,
      engineerId: order.engineerId,
      customerId: order.customerId,
    }),
  };
}

/** The orders assigned to an engineer. */
export const engineerScope = (userId: number) =>
  buildOrderWhere({ id: userId, authority: 'technician', customerId: null }, {} as OrderFilters);

/** A page of the engineer's tasks of one status (or all but cancelled ones), latest appointment first, each with the steps the user may take. */
export async function engineerTaskPage(
  db: Queryable,
  user: AuthUser,
  status: string | undefined,
  current: number,
  size: number,
) {
  const { total, records } = await engineerTaskRows(
    db,
    withStatus(engineerScope(user.id), status),
    current,
    size,
  );
  return { total, records: withAvailableSteps(user, records) };
}
