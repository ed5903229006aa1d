import type { EngineerTaskRow } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ORDER_ROW_COLUMNS, ORDER_ROW_READ, orderBy } from './order-query';
import type { SqlWhere } from '../../lib/query-sql';

/** How many of the engineer's orders the scope holds. */
export const engineerTaskCount = async (db: Queryable, scope: SqlWhere): Promise<number> =>
  (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM service_orders o WHERE ${scope.where}`, scope.params))?.n ?? 0;

/** A page of the engineer's orders in the scope, latest appointment first. */
export const engineerTaskRows = (db: Queryable, scope: SqlWhere, size: number, offset: number) =>
  db.query<Omit<EngineerTaskRow, 'availableSteps'>>(
    `SELECT ${ORDER_ROW_COLUMNS}, o.first_train AS "firstTrain", o.lack_receipt AS "lackReceipt"
       FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
      WHERE ${scope.where} ORDER BY ${orderBy({ sortBy: 'appointmentTime', sortOrder: 'desc' })}
      LIMIT $${scope.params.length + 1} OFFSET $${scope.params.length + 2}`,
    [...scope.params, size, offset],
    ORDER_ROW_READ,
  );
