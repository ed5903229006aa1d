import { useCallback, useRef } from 'react';
import type { ServiceOrderRow } from '@portal/shared';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { CreateOrderBody } from '@portal/shared';
import { useCreateOrder } from './use-place-order';

/**
 * Submits the order form. One idempotency key stands for one filled-in form: a retry after a
 * failure or a second click sends the same key, so the server places the order once; the next
 * form gets a new key after a success or `startOver`.
 */
export function useSubmitOrder() {
  const create = useCreateOrder();
  const { mutate } = create;
  const key = useRef<string | null>(null);
  const busy = useRef(false);

  const submit = useCallback(
    (body: CreateOrderBody, onPlaced?: (order: ServiceOrderRow) => void) => {
      if (busy.current) return;
      busy.current = true;
      key.current ??= newIdempotencyKey();
      mutate(
        { body, key: key.current },
        {
          onSuccess: (order) => {
            key.current = null;
            onPlaced?.(order);
          },
          onSettled: () => {
            busy.current = false;
          },
        },
      );
    },
    [mutate],
  );

  const startOver = useCallback(() => {
    if (!busy.current) key.current = null;
  }, []);

  return { submit, startOver, isPending: create.isPending };
}
