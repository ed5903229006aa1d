import type { trackingSchemas } from './tracking.schemas';
import { linkRoutes } from './route';

/** Tracking records of an order (with reminders that become notices) and their templates. */
export const trackingRoutes = linkRoutes<typeof trackingSchemas>()({
  trackingAdd: { method: 'POST', url: '/api/customer/dispatch/track/record', access: 'user' },
  trackingUpdate: { method: 'PUT', url: '/api/customer/dispatch/track/record', access: 'user' },
  trackingPage: { method: 'GET', url: '/api/customer/dispatch/track/record/page', access: 'user' },
  trackingCompletionTemplates: {
    method: 'GET',
    url: '/api/sys/track/record/completion/template',
    access: 'user',
  },
  trackingVisitTemplates: { method: 'GET', url: '/api/sys/track/record/visit/template', access: 'user' },
  trackingContents: { method: 'GET', url: '/api/sys/track/record/content/list', access: 'user' },
  trackingLastCompletion: { method: 'GET', url: '/api/sys/track/record/last/completion', access: 'user' },
});
