import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRefreshDispatch } from './query-keys';

type SuccessKey =
  'common:common.success' | 'common:common.added' | 'common:common.saved' | 'common:common.modified';

interface DispatchMutationCallbacks<R> {
  /** Right after the success message, before the refetch (a dialog closes without waiting for it). */
  onSaved?: (result: R) => void;
  /** After the refetch. */
  onSuccess?: (result: R) => void;
  /** Instead of nothing: the request's own failure message is shown unless it was sent `silent`. */
  onError?: (error: unknown) => void;
}

/**
 * A change as a mutation: on success its message, then `onSaved`, then everything this remote shows
 * is refetched (a change moves orders between lists, counts and pages), then `onSuccess`.
 */
export function useDispatchMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  successKey: SuccessKey,
  { onSaved, onSuccess, onError }: DispatchMutationCallbacks<R> = {},
) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  return useMutation({
    mutationFn,
    onSuccess: async (result: R) => {
      void message.success(t(successKey));
      onSaved?.(result);
      await refresh();
      onSuccess?.(result);
    },
    onError,
  });
}
