import { Type } from '@sinclair/typebox';
import { Page } from '../envelope';
import { USER_LIMITS } from '../field-limits';
import { Id, IdParams } from '../integers';
import { OnTheJobUser, STAFF_KINDS, StaffMember } from '../staff';
import { Text } from '../strings';
import {
  CreatedSystemUser,
  CustomerCompany,
  NewSystemUserBody,
  SystemUserBody,
  SystemUserPageQuery,
  SystemUserRow,
} from '../system-users';
import { UserInfo } from '../user-info';
import type { RouteSchemas } from './route';

const StaffKindParams = Type.Object({ kind: Type.Union(STAFF_KINDS.map((k) => Type.Literal(k))) });
const OnTheJobQuery = Type.Object({
  keyword: Type.Optional(Text(50)),
  /** Leaves out the members of this chat group (sysChannelId), for invitations. */
  channelId: Type.Optional(Id),
  serviceId: Type.Optional(Id),
});
const UserPasswordBody = Type.Object({
  password: Text(USER_LIMITS.passwordMax, { minLength: USER_LIMITS.passwordMin }),
});

/** The schemas of userRoutes (the server's side of the table), keyed as its routes. */
export const userSchemas = {
  userDetail: { response: UserInfo },
  staffList: { params: StaffKindParams, response: Type.Array(StaffMember) },
  onTheJobUsers: { querystring: OnTheJobQuery, response: Type.Array(OnTheJobUser) },
  onTheJobList: { querystring: OnTheJobQuery, response: Type.Array(OnTheJobUser) },
  systemUserPage: { querystring: SystemUserPageQuery, response: Page(SystemUserRow) },
  systemUser: { params: IdParams, response: SystemUserRow },
  customerCompanies: { response: Type.Array(CustomerCompany) },
  systemUserCreate: { body: NewSystemUserBody, response: CreatedSystemUser },
  systemUserUpdate: { params: IdParams, body: SystemUserBody, response: Type.Null() },
  systemUserPassword: { params: IdParams, body: UserPasswordBody, response: Type.Null() },
  systemUserInvalidate: { body: IdParams, response: Type.Null() },
} satisfies Record<string, RouteSchemas>;
