import type { Queryable } from '../../db/database';
import { badRequest } from '../../http-error';
import { audienceUsersOf } from './order-repository';

/** The given users that are in the order's audience (the others dropped), in the order given. */
export async function inAudience(
  db: Queryable,
  serviceId: number,
  userIds: number[],
  newEngineerId: number | null = null,
): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const rows = await audienceUsersOf(db, serviceId, ids, newEngineerId);
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
