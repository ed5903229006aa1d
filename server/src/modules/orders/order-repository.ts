import type { Queryable } from '../../db/database';

/** The order's repair user as the order keeps it (a copy, not the address-book entry). */
export interface OrderRepairUser {
  repairUserName: string;
  contactName: string;
  contactPhone: string;
  repairUserAddress: string;
}

export const updateOrderRepairUser = (db: Queryable, serviceId: number, r: OrderRepairUser) =>
  db.query(
    `UPDATE service_orders SET repair_user_name = $2, contact_name = $3, contact_phone = $4, repair_user_address = $5,
       updated_at = now() WHERE id = $1`,
    [serviceId, r.repairUserName, r.contactName, r.contactPhone, r.repairUserAddress],
  );
