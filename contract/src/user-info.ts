import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './answer-types';

export const Authority = StringEnum(['manager', 'customer', 'technician']);
export type Authority = Static<typeof Authority>;

export const UserStatus = StringEnum(['onTheJob', 'left']);

/** One entry of the server-supplied menu. `component` is `<remote>/<module>`. */
export const MenuItem = Type.Recursive(
  (Item) =>
    Type.Object({
      path: Type.String(),
      title: Type.String(),
      icon: Type.Optional(Type.String()),
      hidden: Type.Boolean(),
      component: Type.Optional(Type.String()),
      /**
       * i18n key of the section a top-level entry belongs to. The mixed layout shows the sections in the
       * top bar and their entries in the side menu; the side and top layouts list the entries themselves.
       */
      group: Type.Optional(Type.String()),
      children: Type.Optional(Type.Array(Item)),
    }),
  { $id: 'MenuItem' },
);
export type MenuItem = Static<typeof MenuItem>;

/** SPEC "User info" as `GET /api/order/user/detail` returns it, with the server-built menu (never a password hash). */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  authority: Authority,
  allowDispatch: Type.Boolean(),
  /** Release operator: may publish and roll out remotes and grant this right (managers only). */
  allowRelease: Type.Optional(Type.Boolean()),
  avatar: Nullable(Type.String()),
  imUid: Nullable(Type.String()),
  imPwd: Nullable(Type.String()),
  customId: Nullable(Type.Integer()),
  customIdName: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  telephone: Nullable(Type.String()),
  jobId: Nullable(Type.Integer()),
  deptId: Nullable(Type.Integer()),
  status: UserStatus,
  isDelete: Type.Boolean(),
  roles: Type.Array(Type.String()),
  authorities: Type.Array(Type.String()),
  menus: Type.Array(MenuItem),
  homePath: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;
