export type { Authority, MenuItem, UserInfo } from '../contract/user-info';

export interface StaffOption {
  id: number;
  name: string;
  jobId: number | null;
  deptId: number | null;
}
