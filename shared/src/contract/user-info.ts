export type Authority = 'manager' | 'customer' | 'technician';

/** One entry of the server-supplied menu. `component` is `<remote>/<module>`. */
export interface MenuItem {
  path: string;
  title: string;
  icon?: string;
  hidden: boolean;
  component?: string;
  /**
   * i18n key of the section a top-level entry belongs to. The mixed layout shows the sections in the
   * top bar and their entries in the side menu; the side and top layouts list the entries themselves.
   */
  group?: string;
  children?: MenuItem[];
}

/** SPEC "User info" as `GET /api/order/user/detail` returns it, with the server-built menu (never a password hash). */
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
