import { Type } from '@sinclair/typebox';
import { Nullable } from '../answer-types';
import { DictionaryEntry } from '../dictionary';
import { Page } from '../envelope';
import { ServiceQuery } from '../integers';
import { PageQuery } from '../paging';
import { TrackingBody, TrackingRecord, TrackingUpdateBody } from '../tracking';
import type { RouteSchemas } from './route';

const TrackingPageQuery = Type.Intersect([PageQuery, ServiceQuery]);

/** The schemas of trackingRoutes (the server's side of the table), keyed as its routes. */
export const trackingSchemas = {
  trackingAdd: { body: TrackingBody, response: TrackingRecord },
  trackingUpdate: { body: TrackingUpdateBody, response: TrackingRecord },
  trackingPage: { querystring: TrackingPageQuery, response: Page(TrackingRecord) },
  trackingCompletionTemplates: { response: Type.Array(DictionaryEntry) },
  trackingVisitTemplates: { response: Type.Array(DictionaryEntry) },
  trackingContents: { response: Type.Array(DictionaryEntry) },
  trackingLastCompletion: { querystring: ServiceQuery, response: Nullable(TrackingRecord) },
} satisfies Record<string, RouteSchemas>;
