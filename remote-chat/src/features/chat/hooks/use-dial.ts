import { useMutation } from '@tanstack/react-query';
import { dial } from '@portal/shared';
import type { DialBody } from '@portal/shared/contract';

/** Places a call (silent: the caller says why it failed). */
export function useDial() {
  return useMutation({ mutationFn: (body: DialBody) => dial(body) });
}
