import { useMutation } from '@tanstack/react-query';
import { eventBus } from '@portal/shared';
import { resetSystemUserPassword } from '../api/reset-system-user-password';

export function useResetSystemUserPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => resetSystemUserPassword(id, password),
    // The server answers the user's reset requests and sends them a notice.
    onSuccess: () => eventBus.emit('notice:changed'),
  });
}
