import type { OrderDetail, StaffOrderDetail } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { ts } from '../../http';
import { ORDER_ROW_COLUMNS, ORDER_ROW_READ } from './order-query';
import { type ScopeUser, orderScope } from '../../lib/scope-sql';

const DETAIL_COLUMNS = `${ORDER_ROW_COLUMNS}, o.region_codes AS "regionCodes", o.attachments, o.first_train AS "firstTrain",
  o.lack_receipt AS "lackReceipt", o.is_lack_receipt AS "isLackReceipt", o.cancel_reason AS "cancelReason",
  o.responsible_person_id AS "responsiblePersonId", o.dispatcher_id AS "dispatcherId", o.creator_id AS "creatorId",
  o.expenses_time AS "expensesTime", o.settlement_time AS "settlementTime", o.confirm_time AS "confirmTime",
  o.updated_at AS "updateTime", o.version`;

type OrderDetailRow = Omit<
  OrderDetail,
  'engineer' | 'timeline' | 'trackingRecords' | 'receipts' | 'accessories' | 'fees' | 'availableSteps'
>;

/** The order's own fields for the details page, when the user may see it. */
export const orderDetailInScope = (db: Queryable, user: ScopeUser, id: number) => {
  const params: unknown[] = [id];
  return queryOne<OrderDetailRow>(
    db,
    `SELECT ${DETAIL_COLUMNS} FROM service_orders o JOIN customer_companies c ON c.id = o.customer_id
      WHERE o.id = $1 AND ${orderScope(user, params)}`,
    params,
    ORDER_ROW_READ,
  );
};

/** The order's engineer with the company name the order gives them. */
export const detailEngineer = (db: Queryable, engineerId: number, companyName: string | null) =>
  queryOne<NonNullable<OrderDetail['engineer']>>(
    db,
    `SELECT id, name, phone, telephone, avatar, $2::text AS "companyName" FROM users WHERE id = $1`,
    [engineerId, companyName],
  );

/** The order's tracking records the user may see (customers customer-visible ones, technicians engineer-visible ones), newest first. */
export const detailTrackingRecords = (db: Queryable, id: number, authority: ScopeUser['authority']) => {
  const customer = authority === 'customer';
  const technician = authority === 'technician';
  return db.query<OrderDetail['trackingRecords'][number]>(
    `SELECT t.id, t.service_id AS "serviceId", t.engineer_id AS "engineerId", t.content, ${ts('t.contact_time', 'contactTime')},
            t.creator_name AS "creator", t.is_customer_visibility AS "isCustomerVisibility", t.is_engineer_visible AS "isEngineerVisible",
            t.type, ${ts('t.created_at', 'createTime')}
       FROM tracking_records t
      WHERE t.service_id = $1 ${customer ? 'AND t.is_customer_visibility' : technician ? 'AND t.is_engineer_visible' : ''}
      ORDER BY t.contact_time DESC, t.id DESC`,
    [id],
  );
};

/** The order's receipts in template order; `customerVisibleOnly` keeps those of customer-visible templates. */
export const detailReceipts = (db: Queryable, id: number, customerVisibleOnly: boolean) =>
  db.query<OrderDetail['receipts'][number]>(
    `SELECT r.id, r.template_id AS "templateId", t.name AS "templateName", r.file_id AS "fileId", r.url, r.name, r.origin,
            ${ts('r.created_at', 'createTime')}
       FROM receipts r LEFT JOIN receipt_templates t ON t.id = r.template_id
      WHERE r.service_id = $1 ${customerVisibleOnly ? 'AND t.is_customer_visible' : ''}
      ORDER BY t.sort NULLS LAST, r.id`,
    [id],
  );

/** What the staff detail adds to the order's fields: its people and its parent order. */
export const staffDetailFields = (db: Queryable, id: number) =>
  queryOne<
    Pick<
      StaffOrderDetail,
      | 'customerId'
      | 'lackReceipt'
      | 'isLackReceipt'
      | 'firstTrain'
      | 'cancelReason'
      | 'responsiblePerson'
      | 'dispatcher'
      | 'creator'
      | 'parent'
    >
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

/** The receipt templates of the order's service content (and those for every content). */
export const receiptTemplatesOfOrder = (db: Queryable, id: number) =>
  db.query<StaffOrderDetail['receiptTemplates'][number]>(
    `SELECT t.id, t.name, t.is_customer_visible AS "isCustomerVisible", t.is_engineer_visible AS "isEngineerVisible", t.sort
         FROM receipt_templates t JOIN service_orders o ON o.id = $1
        WHERE t.service_content_id = o.service_content_id OR t.service_content_id IS NULL ORDER BY t.sort, t.id`,
    [id],
  );

/** The order's child orders, oldest first. */
export const childrenOfOrder = (db: Queryable, id: number) =>
  db.query<StaffOrderDetail['children'][number]>(
    `SELECT id, service_no AS "serviceNo", status, engineer_name AS "engineerName", ${ts('create_time', 'createTime')}
         FROM service_orders WHERE parent_id = $1 ORDER BY id`,
    [id],
  );

/** The order's group chat with its members, or null before it has one. */
export const chatGroupOfOrder = (db: Queryable, id: number) =>
  queryOne<NonNullable<StaffOrderDetail['chatGroup']>>(
    db,
    `SELECT c.id, c.channel_id AS "channelId", c.name,
              coalesce((SELECT json_agg(json_build_object('userId', m.user_id, 'uid', m.uid, 'name', m.name, 'type', m.type) ORDER BY m.id)
                          FROM chat_members m WHERE m.channel_id = c.id), '[]'::json) AS members
         FROM chat_channels c WHERE c.service_id = $1`,
    [id],
  );
