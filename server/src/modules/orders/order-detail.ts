import type { OrderDetail } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { found } from '../../http-error';
import { accessoriesOfOrder } from '../accessories/accessory-repository';
import { timelineOfOrder } from '../order-core/timeline-repository';
import { loadFees, visibleFeeKinds } from '../order-core/fees';
import {
  detailEngineer,
  detailReceipts,
  detailTrackingRecords,
  orderDetailInScope,
} from './order-detail-repository';
import type { ScopeUser } from '../../lib/scope-sql';

/** Statuses from which a customer sees the order's fees (the settlement has been issued). */
const FEES_VISIBLE_TO_CUSTOMER = ['pendingConfirmation', 'confirmed'];

/** One order in the user's scope with everything the details page shows (each part already filtered for the user). */
export async function loadOrderDetail(
  db: Queryable,
  user: ScopeUser,
  id: number,
): Promise<Omit<OrderDetail, 'availableSteps'>> {
  const order = found(await orderDetailInScope(db, user, id));
  const customer = user.authority === 'customer';

  const timeline = await timelineOfOrder(db, id);
  const engineer = order.engineerId
    ? await detailEngineer(db, order.engineerId, order.engineerCompanyName)
    : null;
  const trackingRecords = await detailTrackingRecords(db, id, user.authority);
  const receipts = await detailReceipts(db, id, customer);
  const accessories = await accessoriesOfOrder(db, id, 'oldestFirst');

  let fees: OrderDetail['fees'] = null;
  if (!customer || FEES_VISIBLE_TO_CUSTOMER.includes(order.status)) {
    const kinds = visibleFeeKinds(user.authority);
    if (kinds.length) fees = (await loadFees(db, [id], kinds)).get(id)!;
  }
  return { ...order, engineer, timeline, trackingRecords, receipts, accessories, fees };
}
