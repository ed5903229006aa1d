import type { EngineerTaskRow, StaffOrderDetail } from '@portal/shared/contract';
import { queryOne, type Queryable } from '../../db/database';
import { ts } from '../../http';
import type { AuthUser } from '../users/auth-user';
import { loadOrderDetail } from './order-detail';
import { ORDER_ROW_COLUMNS, ORDER_ROW_READ, buildOrderWhere, orderBy, withStatus, type OrderFilters } from './order-query';
import { loadFees } from '../settlement/fees';
import { availableSteps, withAvailableSteps } from '../order-flow/machine';
import { recordsOfOrder } from '../tracking/tracking-repository';
import { receiptsOfOrder } from '../receipts/receipt-repository';

/** The staff view of one order: the order detail with its people, timeline, records, receipts, children, calls, group and fees. */
export async function staffOrderDetail(db: Queryable, user: AuthUser, id: number) {
  const base = await loadOrderDetail(db, user, id);
  const extra = await queryOne<
    Pick<StaffOrderDetail, 'customerId' | 'lackReceipt' | 'isLackReceipt' | 'firstTrain' | 'cancelReason' | 'responsiblePerson' | 'dispatcher' | 'creator' | 'parent'>
  >(
    db,
    `SELECT o.customer_id AS "customerId", o.lack_receipt AS "lackReceipt", o.is_lack_receipt AS "isLackReceipt",
            o.first_train AS "firstTrain", o.cancel_reason AS "cancelReason",
            CASE WHEN rp.id IS NULL THEN NULL ELSE json_build_object('id', rp.id, 'name', rp.name, 'phone', rp.phone) END AS "responsiblePerson",
            CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('id', d.id, 'name', d.name, 'phone', d.phone) END AS "dispatcher",
            CASE WHEN cr.id IS NULL THEN NULL ELSE json_build_object('id', cr.id, 'name', cr.name, 'phone', cr.phone, 'telephone', cr.telephone) END AS "creator",
            CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'serviceNo', p.service_no, 'status', p.status) END AS "parent"
       FROM service_orders o
       LEFT JOIN users rp ON rp.id = o.responsible_person_id
       LEFT JOIN users d ON d.id = o.dispatcher_id
       LEFT JOIN users cr ON cr.id = o.creator_id
       LEFT JOIN service_orders p ON p.id = o.parent_id
      WHERE o.id = $1`,
    [id],
  );
  const [timeline, trackingRecords, receipts, templates, children, calls, group, fees] = await Promise.all([
    db.query<StaffOrderDetail['timeline'][number]>(
      `SELECT id, action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_id AS "operatorId",
              operator_name AS "operatorName", ${ts('created_at', 'createTime')}
         FROM order_timeline WHERE service_id = $1 ORDER BY created_at, id`,
      [id],
    ),
    recordsOfOrder(db, id),
    receiptsOfOrder(db, id, false),
    db.query<StaffOrderDetail['receiptTemplates'][number]>(
      `SELECT t.id, t.name, t.is_customer_visible AS "isCustomerVisible", t.is_engineer_visible AS "isEngineerVisible", t.sort
         FROM receipt_templates t JOIN service_orders o ON o.id = $1
        WHERE t.service_content_id = o.service_content_id OR t.service_content_id IS NULL ORDER BY t.sort, t.id`,
      [id],
    ),
    db.query<StaffOrderDetail['children'][number]>(
      `SELECT id, service_no AS "serviceNo", status, engineer_name AS "engineerName", ${ts('create_time', 'createTime')}
         FROM service_orders WHERE parent_id = $1 ORDER BY id`,
      [id],
    ),
    db.query<StaffOrderDetail['calls'][number]>(
      `SELECT c.id, c.from_user AS "fromUser", c.to_user AS "toUser", c.provider, c.status, u.name AS "callerName", ${ts('c.created_at', 'createTime')}
         FROM telephony_calls c LEFT JOIN users u ON u.id = c.caller_id WHERE c.service_id = $1 ORDER BY c.id DESC`,
      [id],
    ),
    queryOne<NonNullable<StaffOrderDetail['chatGroup']>>(
      db,
      `SELECT c.id, c.channel_id AS "channelId", c.name,
              coalesce((SELECT json_agg(json_build_object('userId', m.user_id, 'uid', m.uid, 'name', m.name, 'type', m.type) ORDER BY m.id)
                          FROM chat_members m WHERE m.channel_id = c.id), '[]'::json) AS members
         FROM chat_channels c WHERE c.service_id = $1`,
      [id],
    ),
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
    availableSteps: availableSteps(user, { status: order.status, engineerId: order.engineerId, customerId: order.customerId }),
  };
}

/** The orders assigned to an engineer. */
export const engineerScope = (userId: number) => buildOrderWhere({ id: userId, authority: 'technician', customerId: null }, {} as OrderFilters);

/** The engineer's orders of one status (or all but cancelled ones). */
const engineerTaskScope = (userId: number, status?: string) => withStatus(engineerScope(userId), status);

/** A page of the engineer's tasks, latest appointment first, each with the steps the user may take. */
export async function engineerTaskPage(db: Queryable, user: AuthUser, status: string | undefined, current: number, size: number) {
  const scope = engineerTaskScope(user.id, status);
  const total = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM service_orders o WHERE ${scope.where}`, scope.params);
  const records = await db.query<Omit<EngineerTaskRow, 'availableSteps'>>(
    `SELECT ${ORDER_ROW_COLUMNS}, o.first_train AS "firstTrain", o.lack_receipt AS "lackReceipt"
       FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
      WHERE ${scope.where} ORDER BY ${orderBy({ sortBy: 'appointmentTime', sortOrder: 'desc' })}
      LIMIT $${scope.params.length + 1} OFFSET $${scope.params.length + 2}`,
    [...scope.params, size, (current - 1) * size],
    ORDER_ROW_READ,
  );
  return { total: total?.n ?? 0, records: withAvailableSteps(user, records) };
}
