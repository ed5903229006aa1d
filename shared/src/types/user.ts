export type Authority = 'manager' | 'customer' | 'technician';

/** One entry of the server-supplied menu. `component` is `<remote>/<module>`. */
export interface MenuItem {
  path: string;
  title: string;
  icon?: string;
  hidden: boolean;
  component?: string;
  /** i18n key of the menu section of a top-level entry (the mixed layout's top bar). */
  group?: string;
  children?: MenuItem[];
}

/** SPEC "User info" as `GET /api/order/user/detail` returns it (never a password hash). */
export interface UserInfo {
  id: number;
  username: string;
  name: string;
  authority: Authority;
  allowDispatch: boolean;
  avatar: string | null;
  imUid: string | null;
  imPwd: string | null;
  customId: number | null;
  customIdName: string | null;
  phone: string | null;
  telephone: string | null;
  jobId: number | null;
  deptId: number | null;
  status: 'onTheJob' | 'left';
  isDelete: boolean;
  roles: string[];
  authorities: string[];
  menus: MenuItem[];
  homePath: string;
}

export interface StaffOption {
  id: number;
  name: string;
  jobId: number | null;
  deptId: number | null;
}
