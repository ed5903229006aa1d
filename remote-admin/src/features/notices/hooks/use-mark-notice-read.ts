import { useMutation } from '@tanstack/react-query';
import { eventBus } from '@portal/shared';
import { markNoticeRead } from '../api/mark-notice-read';
import { markAllNoticesRead } from '../api/mark-all-notices-read';

// Notice lists (this one, the host's bell, the home page) refresh on 'notice:changed'.
export function useMarkNoticeRead() {
  return useMutation({
    mutationFn: (id: number) => markNoticeRead(id),
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}

export function useMarkAllNoticesRead() {
  return useMutation({
    mutationFn: () => markAllNoticesRead(),
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}
