import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type AnnouncementBody } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { announcementKeys } from './announcement-keys';

/** Publishes a new announcement, or saves an edit when `id` is given (managers). */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title, content }: AnnouncementBody & { id?: number }) =>
      id === undefined
        ? call(routes.announcementCreate, { body: { title, content } })
        : call(routes.announcementUpdate, { params: { id }, body: { title, content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
