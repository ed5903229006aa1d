import { Type } from '@sinclair/typebox';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import { RepairUser, RepairUserBody, RepairUserFilters, RepairUserPageQuery } from '../repair-users';
import { route } from './route';

/** A customer's repair users (the people and places orders are for). */
export const repairUserRoutes = {
  repairUserPage: route({
    method: 'GET',
    url: '/api/order/repair/user/page',
    access: 'user',
    querystring: RepairUserPageQuery,
    response: Page(RepairUser),
  }),
  repairUserList: route({
    method: 'GET',
    url: '/api/order/repair/user/list',
    access: 'user',
    querystring: Type.Object(RepairUserFilters),
    response: Type.Array(RepairUser),
  }),
  repairUserCreate: route({
    method: 'POST',
    url: '/api/order/repair/user',
    access: 'user',
    body: RepairUserBody,
    response: RepairUser,
  }),
  repairUserUpdate: route({
    method: 'PUT',
    url: '/api/order/repair/user/:id',
    access: 'user',
    params: IdParams,
    body: RepairUserBody,
    response: RepairUser,
  }),
  repairUser: route({
    method: 'GET',
    url: '/api/order/user/all/user/item/get/:id',
    access: 'user',
    params: IdParams,
    response: RepairUser,
  }),
  repairUserInvalidate: route({
    method: 'POST',
    url: '/api/order/user/invalid',
    access: 'user',
    body: IdParams,
    response: Type.Null(),
  }),
};
