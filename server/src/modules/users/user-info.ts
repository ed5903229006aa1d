import type { Queryable } from '../../db/database';
import { queryOne } from '../../db/database';
import type { UserInfo } from '@portal/shared/contract';
import { buildMenus, homePathFor } from './menus';

/** SPEC "User info" with the server-built menu; never the password hash. */
export async function loadUserInfo(db: Queryable, userId: number): Promise<UserInfo | null> {
  const row = await queryOne<Omit<UserInfo, 'menus' | 'homePath'>>(
    db,
    `SELECT u.id, u.username, u.name, u.authority, u.allow_dispatch AND u.authority <> 'customer' AS "allowDispatch", u.avatar, u.im_uid AS "imUid",
            u.im_pwd AS "imPwd", u.customer_id AS "customId", c.name AS "customIdName", u.phone, u.telephone,
            u.job_id AS "jobId", u.dept_id AS "deptId", u.status, u.is_delete AS "isDelete", u.roles, u.authorities
       FROM users u LEFT JOIN customer_companies c ON c.id = u.customer_id
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return { ...row, menus: buildMenus(row), homePath: homePathFor(row) };
}
