import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import { NEXT_SERVICE_NO_SQL } from './service-no';

/** Whether the time is today or later, by the database's clock and time zone. */
export const isTodayOrLater = async (db: Queryable, time: string): Promise<boolean> =>
  (await queryOne<{ ok: boolean }>(db, `SELECT $1::timestamptz >= date_trunc('day', now()) AS ok`, [time]))
    ?.ok ?? false;

/** A valid project, of the company when `customerId` is not null. */
export const validProjectOf = (db: Queryable, projectId: number, customerId: number | null) =>
  queryOne<{ id: number; name: string; customerId: number }>(
    db,
    `SELECT id, name, customer_id AS "customerId" FROM projects WHERE id = $1 AND is_valid AND ($2::int IS NULL OR customer_id = $2)`,
    [projectId, customerId],
  );

/** The name of a service content of the project. */
export const serviceContentNameOf = async (
  db: Queryable,
  id: number,
  projectId: number,
): Promise<string | null> =>
  (
    await queryOne<{ name: string }>(
      db,
      'SELECT name FROM service_contents WHERE id = $1 AND project_id = $2',
      [id, projectId],
    )
  )?.name ?? null;

export interface NewOrder {
  customerId: number;
  projectId: number;
  projectName: string;
  serviceContentId: number;
  serviceContent: string;
  repairUserId: number;
  repairUserName: string;
  repairNo: string | null;
  repairUserAddress: string;
  regionCodes: string[];
  contactName: string;
  contactPhone: string;
  faultDescription: string;
  /** JSON of the attachments. */
  attachments: string;
  creatorId: number;
  creatorName: string;
  appointmentTime: string;
}

/** Inserts a pendingDispatch order with the next service number. */
export async function insertOrder(db: Queryable, o: NewOrder): Promise<number> {
  const row = await queryOne<{ id: number }>(
    db,
    `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
         repair_user_id, repair_user_name, repair_no, repair_user_address, region_codes, contact_name, contact_phone,
         fault_description, attachments, creator_id, creator_name, appointment_time)
       VALUES (${NEXT_SERVICE_NO_SQL}, 'pendingDispatch', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17)
       RETURNING id`,
    [
      o.customerId,
      o.projectId,
      o.projectName,
      o.serviceContentId,
      o.serviceContent,
      o.repairUserId,
      o.repairUserName,
      o.repairNo,
      o.repairUserAddress,
      o.regionCodes,
      o.contactName,
      o.contactPhone,
      o.faultDescription,
      o.attachments,
      o.creatorId,
      o.creatorName,
      o.appointmentTime,
    ],
  );
  return row!.id;
}

/**
 * Inserts a pendingDispatch child of the order, copying its customer, project, content (or the given
 * one), repair user, address and contacts.
 */
export async function insertChildOrder(
  db: Queryable,
  parentId: number,
  c: {
    faultDescription: string | null;
    creatorId: number;
    creatorName: string;
    appointmentTime: string | null;
    serviceContentId: number | null;
  },
): Promise<{ id: number; serviceNo: string }> {
  const child = await queryOne<{ id: number; serviceNo: string }>(
    db,
    `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
               repair_user_id, repair_user_name, repair_no, repair_user_address, region_codes, contact_name, contact_phone,
               fault_description, attachments, creator_id, creator_name, parent_id, appointment_time)
             SELECT ${NEXT_SERVICE_NO_SQL}, 'pendingDispatch', o.customer_id, o.project_id, o.project_name,
                    coalesce(sc.id, o.service_content_id), coalesce(sc.name, o.service_content),
                    o.repair_user_id, o.repair_user_name, o.repair_no, o.repair_user_address, o.region_codes, o.contact_name, o.contact_phone,
                    coalesce($2, o.fault_description), '[]'::jsonb, $3, $4, o.id, coalesce($5::timestamptz, o.appointment_time)
               FROM service_orders o LEFT JOIN service_contents sc ON sc.id = $6
              WHERE o.id = $1
             RETURNING id, service_no AS "serviceNo"`,
    [parentId, c.faultDescription, c.creatorId, c.creatorName, c.appointmentTime, c.serviceContentId],
  );
  return { id: Number(child!.id), serviceNo: child!.serviceNo };
}
