import type { Queryable } from '../../db/database';
import { badRequest } from '../../http-error';

/**
 * Who may see an order, and so who may be named on it (reminded, made a member, sent parts, put in
 * charge): on-the-job users who are managers, customers of the order's company, or the technician who
 * is (or, in the same request, becomes) its engineer. Everyone else is outside its audience.
 */
export function audienceCondition(userAlias: string, orderAlias: string, engineerParam?: string): string {
  const engineer = engineerParam ? ` OR ${userAlias}.id = ${engineerParam}` : '';
  return `${userAlias}.status = 'onTheJob' AND NOT ${userAlias}.is_delete AND (
    ${userAlias}.authority = 'manager'
    OR (${userAlias}.authority = 'customer' AND ${userAlias}.customer_id = ${orderAlias}.customer_id)
    OR (${userAlias}.authority = 'technician' AND (${userAlias}.id = ${orderAlias}.engineer_id${engineer})))`;
}

/** The given users that are in the order's audience (the others dropped), in the order given. */
export async function inAudience(db: Queryable, serviceId: number, userIds: number[], newEngineerId: number | null = null): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN service_orders o ON o.id = $1
      WHERE u.id = ANY($2::int[]) AND ${audienceCondition('u', 'o', '$3::int')}`,
    [serviceId, ids, newEngineerId],
  );
  const found = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => found.has(id));
}

/** A 400 naming `field` unless every given user may see the order. */
export async function requireAudience(
  db: Queryable,
  serviceId: number,
  field: string,
  userIds: Array<number | null | undefined>,
  newEngineerId: number | null = null,
): Promise<void> {
  const ids = userIds.filter((id): id is number => typeof id === 'number');
  const allowed = new Set(await inAudience(db, serviceId, ids, newEngineerId));
  if (ids.some((id) => !allowed.has(id))) throw badRequest('outsideAudience', { field });
}
