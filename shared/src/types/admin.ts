import type { UserInfo } from '../contract/user-info';

/** A row of the system-user list: the account fields of user info (no menu, roles or chat login), and when it was made. */
export interface SystemUserRow extends Pick<
  UserInfo,
  | 'id'
  | 'username'
  | 'name'
  | 'authority'
  | 'allowDispatch'
  | 'customId'
  | 'customIdName'
  | 'phone'
  | 'telephone'
  | 'jobId'
  | 'deptId'
  | 'status'
  | 'isDelete'
> {
  createTime: string;
}

export type { FrontendRemote } from '../contract/releases';
