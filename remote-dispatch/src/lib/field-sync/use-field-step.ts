import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STEP_PATHS, type EngineerStep, type StepBodies } from '@portal/shared';
import { useRefreshDispatch } from '../query-keys';
import { queueAct } from './field-sync';

/**
 * An engineer's step as an act of the phone: queued with its time, sent at once when online (after
 * whatever waits before it), else kept as 待同步 and sent when the network returns.
 */
export function useFieldStep<S extends EngineerStep>(id: number, step: S, onDone?: () => void) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  return useMutation({
    // Offline is when these matter most: react-query would hold the mutation until the network returns.
    networkMode: 'always',
    mutationFn: (body: StepBodies[S]) =>
      queueAct({
        serviceId: id,
        label: `action.${step}`,
        step,
        calls: [
          {
            method: 'POST',
            base: 'api',
            url: `/dispatch/service/${id}/${STEP_PATHS[step]}`,
            body: body ?? {},
          },
        ],
      }),
    onSuccess: async (left) => {
      if (!left) void message.success(t('common:common.success'));
      else if (left.state === 'refused') void message.error(left.message ?? t('sync.refused'));
      else void message.info(t('sync.queued'));
      onDone?.();
      if (!left) await refresh();
    },
  });
}
