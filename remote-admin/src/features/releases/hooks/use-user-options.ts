import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@portal/shared';
import { searchUsers } from '../api/search-users';
import { getUserOption } from '../api/get-user-option';
import type { UserOption } from '../api/types';
import { releaseKeys } from './release-keys';

const SEARCH_DEBOUNCE_MS = 300;

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
      queryFn: () => getUserOption(id),
      staleTime: 5 * 60_000,
    })),
  });
  const map = new Map<number, UserOption>();
  for (const result of results) if (result.data) map.set(result.data.id, result.data);
  return map;
}
