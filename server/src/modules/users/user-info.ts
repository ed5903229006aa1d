import type { UserInfo } from '@portal/contract';
import { buildMenus, homePathFor } from './menus';

/** The stored part of the user info (everything but the menu), as read with `USER_INFO_COLUMNS`. */
export type UserInfoRow = Omit<UserInfo, 'menus' | 'homePath'>;

/** The columns of a `UserInfoRow`, from `users u LEFT JOIN customer_companies c ON c.id = u.customer_id`; never the password hash. */
export const USER_INFO_COLUMNS = `u.id, u.username, u.name, u.authority, u.allow_dispatch AND u.authority <> 'customer' AS "allowDispatch",
  u.allow_release AND u.authority = 'manager' AS "allowRelease", u.avatar,
  u.im_uid AS "imUid", u.im_pwd AS "imPwd", u.customer_id AS "customId", c.name AS "customIdName", u.phone, u.telephone,
  u.job_id AS "jobId", u.dept_id AS "deptId", u.status, u.is_delete AS "isDelete", u.roles, u.authorities`;

/** SPEC "User info" with the server-built menu. */
export function userInfoOf(row: UserInfoRow): UserInfo {
  const stored: UserInfoRow = {
    id: row.id,
    username: row.username,
    name: row.name,
    authority: row.authority,
    allowDispatch: row.allowDispatch,
    allowRelease: row.allowRelease,
    avatar: row.avatar,
    imUid: row.imUid,
    imPwd: row.imPwd,
    customId: row.customId,
    customIdName: row.customIdName,
    phone: row.phone,
    telephone: row.telephone,
    jobId: row.jobId,
    deptId: row.deptId,
    status: row.status,
    isDelete: row.isDelete,
    roles: row.roles,
    authorities: row.authorities,
  };
  return { ...stored, menus: buildMenus(stored), homePath: homePathFor(stored) };
}
