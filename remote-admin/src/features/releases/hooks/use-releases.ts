import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { releaseKeys } from './release-keys';

/** Every remote's stable and canary releases. */
export function useReleases() {
  return useQuery({ queryKey: releaseKeys.list(), queryFn: () => call(routes.releases) });
}
