import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';

export const LATEST_NOTICES_QUERY_KEY = ['notice', 'latest'] as const;
/** How many notices the bell's dropdown lists; the rest are one click away ("view all"). */
export const LATEST_NOTICES_SIZE = 5;

/** The signed-in user's newest notices (the first page). */
export function fetchLatestNotices() {
  return call(routes.noticePage, { query: { current: 1, size: LATEST_NOTICES_SIZE } }, { silent: true });
}
