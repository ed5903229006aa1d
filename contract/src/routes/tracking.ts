import { Type } from '@sinclair/typebox';
import { Nullable } from '../answer-types';
import { DictionaryEntry } from '../dictionary';
import { Page } from '../envelope';
import { ServiceQuery } from '../integers';
import { PageQuery } from '../paging';
import { TrackingBody, TrackingRecord, TrackingUpdateBody } from '../tracking';
import { route } from './route';

const TrackingPageQuery = Type.Intersect([PageQuery, ServiceQuery]);

/** Tracking records of an order (with reminders that become notices) and their templates. */
export const trackingRoutes = {
  trackingAdd: route({
    method: 'POST',
    url: '/api/customer/dispatch/track/record',
    access: 'user',
    body: TrackingBody,
    response: TrackingRecord,
  }),
  trackingUpdate: route({
    method: 'PUT',
    url: '/api/customer/dispatch/track/record',
    access: 'user',
    body: TrackingUpdateBody,
    response: TrackingRecord,
  }),
  trackingPage: route({
    method: 'GET',
    url: '/api/customer/dispatch/track/record/page',
    access: 'user',
    querystring: TrackingPageQuery,
    response: Page(TrackingRecord),
  }),
  trackingCompletionTemplates: route({
    method: 'GET',
    url: '/api/sys/track/record/completion/template',
    access: 'user',
    response: Type.Array(DictionaryEntry),
  }),
  trackingVisitTemplates: route({
    method: 'GET',
    url: '/api/sys/track/record/visit/template',
    access: 'user',
    response: Type.Array(DictionaryEntry),
  }),
  trackingContents: route({
    method: 'GET',
    url: '/api/sys/track/record/content/list',
    access: 'user',
    response: Type.Array(DictionaryEntry),
  }),
  trackingLastCompletion: route({
    method: 'GET',
    url: '/api/sys/track/record/last/completion',
    access: 'user',
    querystring: ServiceQuery,
    response: Nullable(TrackingRecord),
  }),
};
