import { useMutation } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes, type DialBody } from '@portal/shared/contract';

/** Places a call (silent: the caller says why it failed). */
export function useDial() {
  return useMutation({ mutationFn: (body: DialBody) => call(routes.dial, { body }, { silent: true }) });
}
