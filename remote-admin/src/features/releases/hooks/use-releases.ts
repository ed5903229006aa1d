import { useQuery } from '@tanstack/react-query';
import { getReleases } from '../api/get-releases';
import { releaseKeys } from './release-keys';

export function useReleases() {
  return useQuery({ queryKey: releaseKeys.list(), queryFn: getReleases });
}
