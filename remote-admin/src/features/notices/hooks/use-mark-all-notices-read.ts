import { useMutation } from '@tanstack/react-query';
import { eventBus } from '@portal/shared';
import { markAllNoticesRead } from '../api/mark-all-notices-read';

export function useMarkAllNoticesRead() {
  return useMutation({
    mutationFn: () => markAllNoticesRead(),
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}
