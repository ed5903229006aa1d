import type { EngineerTaskRow } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { ORDER_ROW_COLUMNS, ORDER_ROW_READ, orderBy } from './order-query';
import { pageOf, type SqlWhere } from '../../lib/query-sql';

/** How many of the engineer's orders the scope holds, and a page of them, latest appointment first. */
export function engineerTaskRows(db: Queryable, scope: SqlWhere, current: number, size: number) {
  const select = `${ORDER_ROW_COLUMNS}, o.first_train AS "firstTrain", o.lack_receipt AS "lackReceipt"
       FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id WHERE ${scope.where}`;
  const page = {
    count: `service_orders o WHERE ${scope.where}`,
    select,
    orderBy: orderBy({ sortBy: 'appointmentTime', sortOrder: 'desc' }),
  };
  return pageOf<Omit<EngineerTaskRow, 'availableSteps'>>(
    db,
    page,
    scope.params,
    current,
    size,
    ORDER_ROW_READ,
  );
}
