import { Type } from '@sinclair/typebox';
import {
  Accessory,
  AccessoryPageQuery,
  AccessoryRequestBody,
  AccessorySendBody,
  AccessoryUpdateBody,
  CourierCompany,
  CourierExtract,
  CourierTrack,
  QuickPart,
} from '../accessories';
import { Page } from '../envelope';
import { Id, IdParams } from '../integers';
import { Text } from '../strings';
import { route } from './route';

const AccessoryListQuery = Type.Object({ serviceId: Id });
const QuickInputQuery = Type.Object({ keyword: Type.Optional(Text(50)) });
/** SPEC section 7 names the text `expressExtract`; `text` is ours. */
const ExtractBody = Type.Object({
  text: Type.Optional(Text(5000)),
  expressExtract: Type.Optional(Text(5000)),
});
const TrackParams = Type.Object({ accessoryId: Id });

/** Accessories of an order (requested, sent, tracked), courier companies and waybill reading. */
export const accessoryRoutes = {
  courierCompanies: route({
    method: 'GET',
    url: '/api/sys/courier/company/list',
    access: 'user',
    response: Type.Array(CourierCompany),
  }),
  accessoryList: route({
    method: 'GET',
    url: '/api/customer/dispatch/accessory/list',
    access: 'user',
    querystring: AccessoryListQuery,
    response: Type.Array(Accessory),
  }),
  accessoryRequest: route({
    method: 'POST',
    url: '/api/customer/dispatch/accessory',
    access: 'user',
    body: AccessoryRequestBody,
    response: Accessory,
  }),
  accessoryPage: route({
    method: 'GET',
    url: '/api/customer/accessory/page',
    access: 'user',
    querystring: AccessoryPageQuery,
    response: Page(Accessory),
  }),
  accessory: route({
    method: 'GET',
    url: '/api/customer/accessory/:id',
    access: 'user',
    params: IdParams,
    response: Accessory,
  }),
  accessorySend: route({
    method: 'POST',
    url: '/api/dispatch/accessory',
    access: 'dispatch',
    body: AccessorySendBody,
    response: Accessory,
  }),
  accessoryUpdate: route({
    method: 'PUT',
    url: '/api/customer/dispatch/accessory',
    access: 'dispatch',
    body: AccessoryUpdateBody,
    response: Accessory,
  }),
  accessoryDelete: route({
    method: 'DELETE',
    url: '/api/customer/dispatch/accessory/:id',
    access: 'dispatch',
    params: IdParams,
    response: Type.Null(),
  }),
  accessoryQuickInput: route({
    method: 'GET',
    url: '/api/dispatch/accessory/quick/input',
    access: 'manager',
    querystring: QuickInputQuery,
    response: Type.Array(QuickPart),
  }),
  expressExtract: route({
    method: 'POST',
    url: '/api/express/extract',
    access: 'user',
    body: ExtractBody,
    response: CourierExtract,
  }),
  /** Takes a JSON body `{ fileId }` or a multipart image; the handler checks either (no body schema). */
  expressRecognize: route({
    method: 'POST',
    url: '/api/express/recognize',
    access: 'user',
    response: CourierExtract,
  }),
  expressTrack: route({
    method: 'GET',
    url: '/api/express/track/:accessoryId',
    access: 'user',
    params: TrackParams,
    response: CourierTrack,
  }),
};
