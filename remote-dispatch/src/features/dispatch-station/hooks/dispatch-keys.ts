import type { DispatchFilters } from '../api/get-dispatch-counts';
import type { DispatchPageParams } from '../api/get-dispatch-page';

// The query cache is shared with the host and the other remotes, so keys carry the remote's name.
export const dispatchKeys = {
  all: ['remote-dispatch', 'dispatch-station'] as const,
  counts: (filters: DispatchFilters) => [...dispatchKeys.all, 'counts', filters] as const,
  page: (params: DispatchPageParams) => [...dispatchKeys.all, 'page', params] as const,
};

export const DISPATCH_POLL_MS = 30_000;
