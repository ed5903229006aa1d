import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawAnnouncement } from '../api/withdraw-announcement';
import { announcementKeys } from './announcement-keys';

export function useWithdrawAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => withdrawAnnouncement(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
