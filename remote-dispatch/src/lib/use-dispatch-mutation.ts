import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRefreshDispatch } from './query-keys';

export type SuccessKey = 'common:common.success' | 'common:common.added' | 'common:common.saved' | 'common:common.modified';

/**
 * A change as a mutation: on success its message, then everything this remote shows is refetched (a
 * change moves orders between lists, counts and pages), then `onSuccess`.
 */
export function useDispatchMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  successKey: SuccessKey,
  onSuccess?: (result: R) => void,
) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  return useMutation({
    mutationFn,
    onSuccess: async (result: R) => {
      void message.success(t(successKey));
      await refresh();
      onSuccess?.(result);
    },
  });
}
