import type { OrderDetail } from '@portal/shared/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { notFound } from '../../http-error';
import { ts } from '../../http';
import { ACCESSORY_COLUMNS, ACCESSORY_FROM } from '../accessories/accessory-columns';
import { loadFees, visibleFeeKinds } from '../settlement/fees';
import { ORDER_ROW_COLUMNS, ORDER_ROW_READ, orderScope, type ScopeUser } from './order-query';

const DETAIL_COLUMNS = `${ORDER_ROW_COLUMNS}, o.region_codes AS "regionCodes", o.attachments, o.first_train AS "firstTrain",
  o.lack_receipt AS "lackReceipt", o.is_lack_receipt AS "isLackReceipt", o.cancel_reason AS "cancelReason",
  o.responsible_person_id AS "responsiblePersonId", o.dispatcher_id AS "dispatcherId", o.creator_id AS "creatorId",
  o.expenses_time AS "expensesTime", o.settlement_time AS "settlementTime", o.confirm_time AS "confirmTime",
  o.updated_at AS "updateTime", o.version`;

type OrderDetailRow = Omit<OrderDetail, 'engineer' | 'timeline' | 'trackingRecords' | 'receipts' | 'accessories' | 'fees' | 'availableSteps'>;

/** Statuses from which a customer sees the order's fees (the settlement has been issued). */
const FEES_VISIBLE_TO_CUSTOMER = ['pendingConfirmation', 'confirmed'];

/** One order in the user's scope with everything the details page shows (each part already filtered for the user). */
export async function loadOrderDetail(db: Queryable, user: ScopeUser, id: number): Promise<Omit<OrderDetail, 'availableSteps'>> {
  const params: unknown[] = [id];
  const order = await queryOne<OrderDetailRow>(
    db,
    `SELECT ${DETAIL_COLUMNS} FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
      WHERE o.id = $1 AND ${orderScope(user, params)}`,
    params,
    ORDER_ROW_READ,
  );
  if (!order) throw notFound();
  const customer = user.authority === 'customer';
  const technician = user.authority === 'technician';

  const timeline = await db.query<OrderDetail['timeline'][number]>(
    `SELECT action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_name AS "operatorName", ${ts('created_at', 'createTime')}
       FROM order_timeline WHERE service_id = $1 ORDER BY created_at, id`,
    [id],
  );
  const engineer = order.engineerId
    ? await queryOne<NonNullable<OrderDetail['engineer']>>(db, `SELECT id, name, phone, telephone, avatar, $2::text AS "companyName" FROM users WHERE id = $1`, [
        order.engineerId,
        order.engineerCompanyName,
      ])
    : null;
  const trackingRecords = await db.query<OrderDetail['trackingRecords'][number]>(
    `SELECT t.id, t.service_id AS "serviceId", t.engineer_id AS "engineerId", t.content, ${ts('t.contact_time', 'contactTime')},
            t.creator_name AS "creator", t.is_customer_visibility AS "isCustomerVisibility", t.is_engineer_visible AS "isEngineerVisible",
            t.type, ${ts('t.created_at', 'createTime')}
       FROM tracking_records t
      WHERE t.service_id = $1 ${customer ? 'AND t.is_customer_visibility' : technician ? 'AND t.is_engineer_visible' : ''}
      ORDER BY t.contact_time DESC, t.id DESC`,
    [id],
  );
  const receipts = await db.query<OrderDetail['receipts'][number]>(
    `SELECT r.id, r.template_id AS "templateId", t.name AS "templateName", r.file_id AS "fileId", r.url, r.name, r.origin,
            ${ts('r.created_at', 'createTime')}
       FROM receipts r LEFT JOIN receipt_templates t ON t.id = r.template_id
      WHERE r.service_id = $1 ${customer ? 'AND t.is_customer_visible' : ''}
      ORDER BY t.sort NULLS LAST, r.id`,
    [id],
  );
  const accessories = await db.query<OrderDetail['accessories'][number]>(`SELECT ${ACCESSORY_COLUMNS} FROM ${ACCESSORY_FROM} WHERE a.service_id = $1 ORDER BY a.id`, [id]);

  let fees: OrderDetail['fees'] = null;
  if (!customer || FEES_VISIBLE_TO_CUSTOMER.includes(order.status)) {
    const kinds = visibleFeeKinds(user.authority);
    if (kinds.length) fees = (await loadFees(db, [id], kinds)).get(id)!;
  }
  return { ...order, engineer, timeline, trackingRecords, receipts, accessories, fees };
}
