import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseChannel } from '../api/get-releases';
import type { ReleaseBody } from '@portal/shared/contract';
import { saveRelease } from '../api/save-release';
import { releaseKeys } from './release-keys';

export function useSaveRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      remote,
      channel,
      payload,
    }: {
      remote: string;
      channel: ReleaseChannel;
      payload: ReleaseBody;
    }) => saveRelease(remote, channel, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
