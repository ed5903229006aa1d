import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { releaseKeys } from './release-keys';

/** Every published version, newest first per remote. */
export function useVersions() {
  return useQuery({ queryKey: releaseKeys.versions(), queryFn: () => call(routes.releaseVersions) });
}

/** The latest release steps, newest first. */
export function useReleaseHistory() {
  return useQuery({ queryKey: releaseKeys.history(), queryFn: () => call(routes.releaseHistory) });
}
