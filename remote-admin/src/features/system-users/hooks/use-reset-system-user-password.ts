import { useMutation } from '@tanstack/react-query';
import { call, eventBus } from '@portal/shared';
import { routes } from '@portal/shared/contract';

export function useResetSystemUserPassword() {
  return useMutation({
    // The server also ends the user's sessions.
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      call(routes.systemUserPassword, { params: { id }, body: { password } }),
    // The server answers the user's reset requests and sends them a notice.
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}
