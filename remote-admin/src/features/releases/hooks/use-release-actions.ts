import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CanaryBody, ReleaseBody, ReleaseChannel } from '@portal/shared/contract';
import { saveRelease } from '../api/save-release';
import { setCanary } from '../api/set-canary';
import { promoteVersion } from '../api/promote-version';
import { rollbackRelease } from '../api/rollback-release';
import { releaseKeys } from './release-keys';

/** Save, canary, promote and roll back; each refreshes the releases, versions and history. */
export function useReleaseActions() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: releaseKeys.all });
  return {
    save: useMutation({
      mutationFn: ({
        remote,
        channel,
        payload,
      }: {
        remote: string;
        channel: ReleaseChannel;
        payload: ReleaseBody;
      }) => saveRelease(remote, channel, payload),
      onSuccess,
    }),
    canary: useMutation({
      mutationFn: ({ remote, payload }: { remote: string; payload: CanaryBody }) =>
        setCanary(remote, payload),
      onSuccess,
    }),
    promote: useMutation({
      mutationFn: ({ remote, version }: { remote: string; version: string }) =>
        promoteVersion(remote, version),
      onSuccess,
    }),
    rollback: useMutation({
      mutationFn: ({ remote }: { remote: string }) => rollbackRelease(remote),
      onSuccess,
    }),
  };
}
