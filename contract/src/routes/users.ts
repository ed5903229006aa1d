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
import { route } from './route';

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

/** The signed-in user's own details, staff lists and system users (managers). */
export const userRoutes = {
  userDetail: route({ method: 'GET', url: '/api/order/user/detail', access: 'user', response: UserInfo }),
  staffList: route({
    method: 'GET',
    url: '/api/sys/staff/:kind',
    access: 'manager',
    params: StaffKindParams,
    response: Type.Array(StaffMember),
  }),
  onTheJobUsers: route({
    method: 'GET',
    url: '/api/customer/dispatch/onTheJobs/users',
    access: 'manager',
    querystring: OnTheJobQuery,
    response: Type.Array(OnTheJobUser),
  }),
  onTheJobList: route({
    method: 'GET',
    url: '/api/sys/user/on/the/job/list',
    access: 'manager',
    querystring: OnTheJobQuery,
    response: Type.Array(OnTheJobUser),
  }),
  systemUserPage: route({
    method: 'GET',
    url: '/api/sys/user/page',
    access: 'manager',
    querystring: SystemUserPageQuery,
    response: Page(SystemUserRow),
  }),
  systemUser: route({
    method: 'GET',
    url: '/api/sys/user/:id',
    access: 'manager',
    params: IdParams,
    response: SystemUserRow,
  }),
  customerCompanies: route({
    method: 'GET',
    url: '/api/sys/customer/company/list',
    access: 'manager',
    response: Type.Array(CustomerCompany),
  }),
  systemUserCreate: route({
    method: 'POST',
    url: '/api/sys/user',
    access: 'manager',
    body: NewSystemUserBody,
    response: CreatedSystemUser,
  }),
  systemUserUpdate: route({
    method: 'PUT',
    url: '/api/sys/user/:id',
    access: 'manager',
    params: IdParams,
    body: SystemUserBody,
    response: Type.Null(),
  }),
  systemUserPassword: route({
    method: 'PUT',
    url: '/api/sys/user/:id/password',
    access: 'manager',
    params: IdParams,
    body: UserPasswordBody,
    response: Type.Null(),
  }),
  systemUserInvalidate: route({
    method: 'POST',
    url: '/api/sys/user/invalid',
    access: 'manager',
    body: IdParams,
    response: Type.Null(),
  }),
};
