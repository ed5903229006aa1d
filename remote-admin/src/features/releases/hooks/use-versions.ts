import { useQuery } from '@tanstack/react-query';
import { getVersions } from '../api/get-versions';
import { getHistory } from '../api/get-history';
import { releaseKeys } from './release-keys';

export function useVersions() {
  return useQuery({ queryKey: releaseKeys.versions(), queryFn: getVersions });
}

export function useReleaseHistory() {
  return useQuery({ queryKey: releaseKeys.history(), queryFn: getHistory });
}
