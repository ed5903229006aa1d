import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes, type CanaryBody, type ReleaseBody, type ReleaseChannel } from '@portal/shared/contract';
import { remoteName } from '../lib/remote-name';
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
      }) => call(routes.releaseSave, { params: { remote: remoteName(remote), channel }, body: payload }),
      onSuccess,
    }),
    canary: useMutation({
      // A published version goes to listed users and a sticky share.
      mutationFn: ({ remote, payload }: { remote: string; payload: CanaryBody }) =>
        call(routes.releaseCanary, { params: { remote: remoteName(remote) }, body: payload }),
      onSuccess,
    }),
    promote: useMutation({
      // The version becomes stable for everyone.
      mutationFn: ({ remote, version }: { remote: string; version: string }) =>
        call(routes.releasePromote, { params: { remote: remoteName(remote) }, body: { version } }),
      onSuccess,
    }),
    rollback: useMutation({
      // Back to the stable version before the current one.
      mutationFn: ({ remote }: { remote: string }) =>
        call(routes.releaseRollback, { params: { remote: remoteName(remote) } }),
      onSuccess,
    }),
  };
}
