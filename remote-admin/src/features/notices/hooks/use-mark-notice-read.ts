import { useMutation } from '@tanstack/react-query';
import { call, eventBus } from '@portal/shared';
import { routes } from '@portal/shared/contract';

// Notice lists (this one, the host's bell, the home page) refresh on 'notice:changed'.
export function useMarkNoticeRead() {
  return useMutation({
    mutationFn: (id: number) => call(routes.noticeRead, { params: { id } }),
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}

export function useMarkAllNoticesRead() {
  return useMutation({
    mutationFn: () => call(routes.noticeReadAll),
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}
