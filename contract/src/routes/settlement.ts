import { Type } from '@sinclair/typebox';
import { Id } from '../integers';
import { SettlementConfirmed, SettlementFilters, SettlementPage, SettlementPageQuery } from '../settlement';
import { Text } from '../strings';
import { route } from './route';

const ConfirmBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) });
const ObjectionBody = Type.Object({ id: Id, reason: Text(500, { minLength: 1 }) });

/** Settlement of finished orders: the list, its export, confirming and objecting. */
export const settlementRoutes = {
  settlementPage: route({
    method: 'GET',
    url: '/api/customer/settlement/page',
    access: 'user',
    querystring: SettlementPageQuery,
    response: SettlementPage,
  }),
  settlementConfirm: route({
    method: 'POST',
    url: '/api/customer/settlement/confirm',
    access: 'user',
    body: ConfirmBody,
    response: SettlementConfirmed,
  }),
  settlementObjection: route({
    method: 'POST',
    url: '/api/customer/settlement/objection',
    access: 'user',
    body: ObjectionBody,
    response: Type.Null(),
  }),
  /** An .xlsx file. */
  settlementExport: route({
    method: 'GET',
    url: '/api/customer/settlement/export',
    access: 'user',
    querystring: SettlementFilters,
  }),
};
