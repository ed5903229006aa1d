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

/** Which entry of a remote the signed-in user loads (`GET /api/sys/frontend/remotes`). */
export interface FrontendRemote {
  name: string;
  entry: string;
  version: string;
  channel: 'stable' | 'canary';
}
