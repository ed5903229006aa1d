import { Type } from '@sinclair/typebox';
import { Id } from '../integers';
import { SettlementConfirmed, SettlementFilters, SettlementPage, SettlementPageQuery } from '../settlement';
import { Text } from '../strings';
import type { RouteSchemas } from './route';

const ConfirmBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) });
const ObjectionBody = Type.Object({ id: Id, reason: Text(500, { minLength: 1 }) });

/** The schemas of settlementRoutes (the server's side of the table), keyed as its routes. */
export const settlementSchemas = {
  settlementPage: { querystring: SettlementPageQuery, response: SettlementPage },
  settlementConfirm: { body: ConfirmBody, response: SettlementConfirmed },
  settlementObjection: { body: ObjectionBody, response: Type.Null() },
  settlementExport: { querystring: SettlementFilters },
} satisfies Record<string, RouteSchemas>;
