import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISPATCH_ROOT } from '../../../lib/query-keys';
import { getTask } from '../api/get-task';
import { getTaskCounts } from '../api/get-task-counts';
import { getTasks, type TaskPageParams } from '../api/get-tasks';

const key = [...DISPATCH_ROOT, 'my-tasks'] as const;
const TASK_POLL_MS = 30_000;

export function useTasks(params: TaskPageParams) {
  return useQuery({
    queryKey: [...key, 'page', params],
    queryFn: () => getTasks(params),
    placeholderData: keepPreviousData,
    refetchInterval: TASK_POLL_MS,
  });
}

export function useTaskCounts() {
  return useQuery({ queryKey: [...key, 'counts'], queryFn: getTaskCounts, refetchInterval: TASK_POLL_MS });
}

export function useTask(id: number | null) {
  return useQuery({
    queryKey: [...key, 'task', id],
    queryFn: () => getTask(id as number),
    enabled: id !== null,
    staleTime: 0,
  });
}
