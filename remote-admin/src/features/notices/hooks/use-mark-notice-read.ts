import { useMutation } from '@tanstack/react-query';
import { eventBus } from '@portal/shared';
import { markNoticeRead } from '../api/mark-notice-read';

// Notice lists (this one, the host's bell, the home page) refresh on 'notice:changed'.
export function useMarkNoticeRead() {
  return useMutation({
    mutationFn: (id: number) => markNoticeRead(id),
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}
