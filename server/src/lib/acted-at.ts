import type { FastifyRequest } from 'fastify';
import { isRealDateTime } from '@portal/contract';
import { badRequest } from '../http-error';

/** The phone's time of an act replayed from its offline queue. */
export const ACTED_AT_HEADER = 'x-acted-at';

/** ISO 8601 with a date, a time and an offset: `2026-11-27T09:30:00+08:00`, `2026-11-27T01:30:00.123Z`. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The instant as UTC ISO text, or null when the value is no ISO 8601 time with an offset. */
export function parseActedAt(value: string): string | null {
  if (!ISO_WITH_OFFSET.test(value) || !isRealDateTime(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** The request's `X-Acted-At` (UTC ISO text), null without one; a bad value is a 400. */
export function actedAtOf(request: FastifyRequest): string | null {
  const header = request.headers[ACTED_AT_HEADER];
  if (header === undefined) return null;
  const parsed = typeof header === 'string' ? parseActedAt(header.trim()) : null;
  if (!parsed) throw badRequest('actedAtInvalid');
  return parsed;
}
