import type { Authority, SystemUserRow } from '@portal/shared';

/** The fields a manager sets on a system user (`POST` and `PUT /api/sys/user`). */
export interface SystemUserInput {
  name: string;
  authority: Authority;
  allowDispatch: boolean;
  /** The customer company; only customers have one. */
  customId: number | null;
  phone: string | null;
  telephone: string | null;
  jobId: number | null;
  deptId: number | null;
  status: SystemUserRow['status'];
}

export interface NewSystemUserInput extends SystemUserInput {
  username: string;
  password: string;
}

export interface CustomerCompany {
  id: number;
  name: string;
}
