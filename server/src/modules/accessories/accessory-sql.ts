import { ts } from '../../http';

/** An accessory shipment with its lines, courier and the order's service number (alias a, o, cc, u). */
export const ACCESSORY_COLUMNS = `a.id, a.service_id AS "serviceId", o.service_no AS "serviceNo", o.project_name AS "projectName",
  o.repair_user_name AS "repairUserName", a.customer_id AS "customerId", a.courier_company_id AS "courierCompanyId",
  cc.name AS "courierCompanyName", cc.code AS "courierCompanyCode", a.courier_no AS "courierNo", a.status, a.remark,
  a.receiver_id AS "receiverId", (SELECT name FROM users r WHERE r.id = a.receiver_id) AS "receiverName",
  a.created_by AS "createdBy", u.name AS "creatorName", ${ts('a.created_at', 'createTime')}, ${ts('a.sent_at', 'sentTime')},
  coalesce((SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'model', l.model, 'quantity', l.quantity) ORDER BY l.id)
              FROM accessory_lines l WHERE l.accessory_id = a.id), '[]'::json) AS lines`;

export const ACCESSORY_FROM = `accessories a JOIN service_orders o ON o.id = a.service_id
  LEFT JOIN courier_companies cc ON cc.id = a.courier_company_id LEFT JOIN users u ON u.id = a.created_by`;
