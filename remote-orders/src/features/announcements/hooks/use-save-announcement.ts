import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementBody } from '@portal/shared';
import { createAnnouncement } from '../api/create-announcement';
import { updateAnnouncement } from '../api/update-announcement';
import { announcementKeys } from './announcement-keys';

/** Publishes a new announcement, or saves an edit when `id` is given. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: AnnouncementBody & { id?: number }) =>
      id === undefined ? createAnnouncement(input) : updateAnnouncement({ id, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
