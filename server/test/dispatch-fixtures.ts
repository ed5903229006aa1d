import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { NEXT_SERVICE_NO_SQL } from '../src/modules/order-core/service-no';
import { bearer } from './helpers/test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Reply {
  status: number;
  body: { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function caller(app: FastifyInstance) {
  return async (
    token: string,
    method: Method,
    url: string,
    payload?: object,
    lang?: string,
  ): Promise<Reply> => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  };
}

export async function userId(db: Database, username: string): Promise<number> {
  return (await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0].id;
}

/**
 * A fresh order of company A (placed by the demo customer) in the given status, copied from the
 * first demo order, with the engineer set as given (or none).
 */
export async function makeOrder(db: Database, status: string, engineerId: number | null): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO service_orders (service_no, status, customer_id, project_id, project_name, service_content_id, service_content,
       repair_user_id, repair_user_name, repair_no, repair_user_address, region_codes, contact_name, contact_phone, fault_description,
       engineer_id, engineer_name, creator_id, creator_name, appointment_time, dispatch_time)
     SELECT ${NEXT_SERVICE_NO_SQL}, $1, o.customer_id, o.project_id, o.project_name, o.service_content_id, o.service_content,
            o.repair_user_id, o.repair_user_name, o.repair_no, o.repair_user_address, o.region_codes, o.contact_name, o.contact_phone,
            o.fault_description, $2::int, (SELECT name FROM users WHERE id = $2::int), o.creator_id, o.creator_name, now() + interval '1 day',
            CASE WHEN $2::int IS NULL THEN NULL ELSE now() END
       FROM service_orders o JOIN users u ON u.id = o.creator_id AND u.username = 'customer'
      ORDER BY o.id LIMIT 1
     RETURNING id`,
    [status, engineerId],
  );
  return Number(rows[0].id);
}

export async function timeline(db: Database, serviceId: number) {
  return db.query<{
    action: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    operatorName: string;
  }>(
    `SELECT action, from_status AS "fromStatus", to_status AS "toStatus", note, operator_name AS "operatorName"
       FROM order_timeline WHERE service_id = $1 ORDER BY id`,
    [serviceId],
  );
}

export async function systemMessages(db: Database, serviceId: number) {
  return db.query<{ msgContent: string; ext: Record<string, unknown>; groupId: string }>(
    `SELECT r.msg_content AS "msgContent", r.ext, r.group_id AS "groupId" FROM chat_records r JOIN chat_channels c ON c.id = r.channel_id
      WHERE c.service_id = $1 AND r.msg_type = 'system' ORDER BY r.id`,
    [serviceId],
  );
}

/** 'yyyy-MM-dd HH:mm:00' in Asia/Shanghai, `days` from now. */
export function appointment(days = 1, time = '10:30'): string {
  const date = new Date(Date.now() + days * 86400000);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return `${day} ${time}:00`;
}
