import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { call, useDebouncedValue } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import type { UserOption } from '../api/types';
import { releaseKeys } from './release-keys';

const SEARCH_DEBOUNCE_MS = 300;
export const USER_SEARCH_SIZE = 20;

/** Users whose name, username or phone contains the keyword. */
async function searchUsers(keyword: string): Promise<UserOption[]> {
  const page = await call(routes.systemUserPage, {
    query: { current: 1, size: USER_SEARCH_SIZE, keyword: keyword.trim() || undefined },
  });
  return page.records.map(({ id, name, username }) => ({ id, name, username }));
}

/** Names a listed user. Silent: an unknown id is shown as its number. */
async function userOption(id: number): Promise<UserOption> {
  const user = await call(routes.systemUser, { params: { id } }, { silent: true });
  return { id: user.id, name: user.name, username: user.username };
}

/** Users matching what is typed, asked for once typing pauses. */
export function useUserSearch(keyword: string, enabled: boolean) {
  const debounced = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: releaseKeys.userSearch(debounced),
    queryFn: () => searchUsers(debounced),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { ...query, settled: debounced === keyword.trim() && !query.isFetching };
}

/** Names of listed users by id; ids not (yet) known are missing from the map. */
export function useUserOptions(ids: readonly number[]): Map<number, UserOption> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: releaseKeys.user(id),
      queryFn: () => userOption(id),
      staleTime: 5 * 60_000,
    })),
  });
  const map = new Map<number, UserOption>();
  for (const result of results) if (result.data) map.set(result.data.id, result.data);
  return map;
}
