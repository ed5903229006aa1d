import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { Nullable } from './answer-types';
import { Id, Int32 } from './integers';
import { PageQuery } from './paging';
import { Authority, UserInfo, UserStatus } from './user-info';
import { USERNAME_PATTERN, USER_LIMITS as LIMITS, USER_PHONE_PATTERN } from './field-limits';

/** A row of the system-user list (`GET /api/sys/user/page`, `/api/sys/user/{id}`). */
export const SystemUserRow = Type.Composite([
  Type.Omit(UserInfo, ['avatar', 'imUid', 'imPwd', 'roles', 'authorities', 'menus', 'homePath']),
  Type.Object({ createTime: Type.String() }),
]);
export type SystemUserRow = Static<typeof SystemUserRow>;

/** A company a customer user can belong to (`GET /api/sys/customer/company/list`). */
export const CustomerCompany = Type.Object({ id: Type.Integer(), name: Type.String() });
export type CustomerCompany = Static<typeof CustomerCompany>;

const Phone = Type.Union([
  Type.String({ maxLength: LIMITS.phone, pattern: USER_PHONE_PATTERN.source }),
  Type.Null(),
]);

/** What a manager sets on a system user (`PUT /api/sys/user/{id}`; `customId` only counts for customers). */
export const SystemUserBody = Type.Object({
  name: Text(LIMITS.name, { minLength: 1 }),
  authority: Authority,
  allowDispatch: Type.Boolean({ default: false }),
  /** Release operator (managers only); absent keeps the current right (false for a new user). */
  allowRelease: Type.Optional(Type.Boolean()),
  customId: Type.Unsafe<number | null>({ ...Nullable(Id), default: null }),
  phone: Type.Optional(Phone),
  telephone: Type.Optional(Phone),
  jobId: Type.Union([Int32({ minimum: 0 }), Type.Null()], { default: null }),
  deptId: Type.Union([Int32({ minimum: 0 }), Type.Null()], { default: null }),
  status: Type.Optional(UserStatus),
});
export type SystemUserBody = Static<typeof SystemUserBody>;

/** `POST /api/sys/user`: a new system user with an initial password. */
export const NewSystemUserBody = Type.Object({
  username: Type.String({
    minLength: LIMITS.usernameMin,
    maxLength: LIMITS.usernameMax,
    pattern: USERNAME_PATTERN.source,
  }),
  password: Text(LIMITS.passwordMax, { minLength: LIMITS.passwordMin }),
  ...SystemUserBody.properties,
});
export type NewSystemUserBody = Static<typeof NewSystemUserBody>;

/** The filters of `GET /api/sys/user/page`: `keyword` matches name, username or phone. */
export const SystemUserFilters = Type.Object({
  keyword: Type.Optional(Text(100)),
  authority: Type.Optional(Authority),
  status: Type.Optional(UserStatus),
});
export type SystemUserFilters = Static<typeof SystemUserFilters>;
export const SystemUserPageQuery = Type.Intersect([PageQuery, SystemUserFilters]);
export type SystemUserPageQuery = Static<typeof SystemUserPageQuery>;

/** The answer of creating a system user: its id. */
export const CreatedSystemUser = Type.Object({ id: Type.Integer() });
export type CreatedSystemUser = Static<typeof CreatedSystemUser>;
