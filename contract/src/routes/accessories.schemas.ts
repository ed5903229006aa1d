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
import type { RouteSchemas } from './route';

const AccessoryListQuery = Type.Object({ serviceId: Id });
const QuickInputQuery = Type.Object({ keyword: Type.Optional(Text(50)) });
/** SPEC section 7 names the text `expressExtract`; `text` is ours. */
const ExtractBody = Type.Object({
  text: Type.Optional(Text(5000)),
  expressExtract: Type.Optional(Text(5000)),
});
const TrackParams = Type.Object({ accessoryId: Id });

/** The schemas of accessoryRoutes (the server's side of the table), keyed as its routes. */
export const accessorySchemas = {
  courierCompanies: { response: Type.Array(CourierCompany) },
  accessoryList: { querystring: AccessoryListQuery, response: Type.Array(Accessory) },
  accessoryRequest: { body: AccessoryRequestBody, response: Accessory },
  accessoryPage: { querystring: AccessoryPageQuery, response: Page(Accessory) },
  accessory: { params: IdParams, response: Accessory },
  accessorySend: { body: AccessorySendBody, response: Accessory },
  accessoryUpdate: { body: AccessoryUpdateBody, response: Accessory },
  accessoryDelete: { params: IdParams, response: Type.Null() },
  accessoryQuickInput: { querystring: QuickInputQuery, response: Type.Array(QuickPart) },
  expressExtract: { body: ExtractBody, response: CourierExtract },
  expressRecognize: { response: CourierExtract },
  expressTrack: { params: TrackParams, response: CourierTrack },
} satisfies Record<string, RouteSchemas>;
