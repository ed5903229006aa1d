import { routes, type RouteMethod } from '@portal/contract';
import { urlOf } from '../api/call';
import type { StoredCall } from './queue-types';

/**
 * Where a queued call goes, as a full path: its route table entry's method and URL as the table says
 * now, or (queued by an earlier release) its own under `/api` or `/file`.
 */
export function addressOf(call: StoredCall): { method: RouteMethod; url: string } {
  if ('route' in call) {
    const entry = routes[call.route];
    return { method: entry.method, url: urlOf(entry, call.params) };
  }
  return { method: call.method, url: `/${call.base}${call.url}` };
}
