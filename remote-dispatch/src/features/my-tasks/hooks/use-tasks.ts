import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { keptOnPhone } from '../../../lib/field-sync/kept-on-phone';
import { keepTaskPages, type TaskPageQueries } from '../../../lib/field-sync/keep-task-pages';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { call, type CallInput } from '@portal/shared';
import { routes } from '@portal/shared/contract';

/** A tab (a status key, or `total`) and its page. */
export type TaskPageParams = NonNullable<CallInput<typeof routes.engineerTasks>['query']>;

const key = [...DISPATCH_ROOT, 'my-tasks'] as const;
const TASK_POLL_MS = 30_000;
// Run offline too: the kept copy answers then (react-query would otherwise wait for the network).
const OFFLINE_FIRST = 'offlineFirst' as const;

/**
 * Fetched when online and kept on the phone; without a network the kept answer is shown with the
 * time it was fetched (`savedAt`, null when fresh). Each time a page of the list arrives from the
 * server, what `taskPage` names for its open orders is kept too, so that they open offline.
 */
export function useTasks(params: TaskPageParams, taskPage?: TaskPageQueries) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: async () => {
      const { value, savedAt } = await keptOnPhone(`tasks:${JSON.stringify(params)}`, (options) =>
        call(routes.engineerTasks, { query: params }, options),
      );
      if (savedAt === null && taskPage) void keepTaskPages(client, value.records, taskPage);
      return { ...value, savedAt };
    },
    placeholderData: keepPreviousData,
    refetchInterval: TASK_POLL_MS,
    networkMode: OFFLINE_FIRST,
  });
}

/** The engineer's orders per status, kept on the phone (read by the status tabs). */
export const taskCountsQuery = () =>
  queryOptions({
    queryKey: [...key, 'counts'],
    queryFn: async () =>
      (await keptOnPhone('task-counts', (options) => call(routes.engineerTaskCounts, {}, options))).value,
    refetchInterval: TASK_POLL_MS,
    networkMode: OFFLINE_FIRST,
  });

/** The engineer's order as the task page reads it, kept on the phone. */
export const taskQuery = (id: number) =>
  queryOptions({
    queryKey: [...key, 'task', id],
    queryFn: async () => {
      const { value, savedAt } = await keptOnPhone(`task:${id}`, (options) =>
        call(routes.order, { params: { id } }, options),
      );
      return { ...value, savedAt };
    },
    networkMode: OFFLINE_FIRST,
  });

export function useTask(id: number | null) {
  return useQuery({ ...taskQuery(id ?? 0), enabled: id !== null });
}
