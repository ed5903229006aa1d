import type { OnTheJobUser } from '@portal/contract';
import type { Queryable } from '../../db/database';
import { containing, param } from '../../lib/query-sql';
import { channelOfOrder, invitableCondition, orderOfChannel } from './invitable-sql';

/**
 * On-the-job users by id; `keyword` matches the name. With `channelId` (or `serviceId`, the order's
 * group) only those who may be invited to that group (`invitableCondition`, the rule the invitation applies).
 */
export async function onTheJobUsers(
  db: Queryable,
  query: { keyword?: string; channelId?: number; serviceId?: number },
) {
  const params: unknown[] = [];
  const clauses = [`u.status = 'onTheJob'`, 'NOT u.is_delete'];
  if (query.keyword?.trim()) clauses.push(`u.name ILIKE ${param(params, containing(query.keyword.trim()))}`);
  if (query.channelId) {
    const p = `${param(params, query.channelId)}::int`;
    clauses.push(invitableCondition('u', p, orderOfChannel(p)));
  } else if (query.serviceId) {
    const p = `${param(params, query.serviceId)}::int`;
    clauses.push(invitableCondition('u', channelOfOrder(p), p));
  }
  return db.query<OnTheJobUser>(
    `SELECT u.id, u.name, u.username, u.im_uid AS "imUid", u.avatar, u.authority, u.job_id AS "jobId", u.dept_id AS "deptId",
            u.phone, u.telephone, u.customer_id AS "customId"
       FROM users u WHERE ${clauses.join(' AND ')} ORDER BY u.id`,
    params,
  );
}
