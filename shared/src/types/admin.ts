import type { Authority } from './user';

export interface SystemUserRow {
  id: number;
  username: string;
  name: string;
  authority: Authority;
  allowDispatch: boolean;
  customId: number | null;
  customIdName: string | null;
  phone: string | null;
  telephone: string | null;
  jobId: number | null;
  deptId: number | null;
  status: 'onTheJob' | 'left';
  isDelete: boolean;
  createTime: string;
}

/** Which entry of a remote the signed-in user loads (`GET /api/sys/frontend/remotes`). */
export interface FrontendRemote {
  name: string;
  entry: string;
  version: string;
  channel: 'stable' | 'canary';
}
