import { useMutation } from '@tanstack/react-query';
import type { DialBody } from '@portal/shared/contract';
import { dial } from '../api/dial';

/** Places a call (silent: the caller says why it failed). */
export function useDial() {
  return useMutation({ mutationFn: (body: DialBody) => dial(body) });
}
