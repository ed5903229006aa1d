import { Type } from '@sinclair/typebox';
import { Page } from '../envelope';
import { IdParams } from '../integers';
import { RepairUser, RepairUserBody, RepairUserFilters, RepairUserPageQuery } from '../repair-users';
import type { RouteSchemas } from './route';

/** The schemas of repairUserRoutes (the server's side of the table), keyed as its routes. */
export const repairUserSchemas = {
  repairUserPage: { querystring: RepairUserPageQuery, response: Page(RepairUser) },
  repairUserList: { querystring: Type.Object(RepairUserFilters), response: Type.Array(RepairUser) },
  repairUserCreate: { body: RepairUserBody, response: RepairUser },
  repairUserUpdate: { params: IdParams, body: RepairUserBody, response: RepairUser },
  repairUser: { params: IdParams, response: RepairUser },
  repairUserInvalidate: { body: IdParams, response: Type.Null() },
} satisfies Record<string, RouteSchemas>;
