import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '@portal/shared';
import { routes, type DialBody } from '@portal/shared/contract';
import { formatAppointment } from '../../../lib/appointment';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';

/** Moves the appointment of `serviceIds` to a picked time; `onSaved` runs before everything refetches. */
export function useMoveAppointment(serviceIds: number[], onSaved?: () => void) {
  return useDispatchMutation(
    (time: string) =>
      call(routes.appointmentChange, {
        body: { serviceId: serviceIds, appointmentTime: formatAppointment(time) },
      }),
    'common:common.modified',
    { onSaved },
  );
}

/** Saves the engineer's training content for the order. */
export function useSaveTraining(serviceId: number, onSaved: () => void) {
  return useDispatchMutation(
    (firstTrain: string) => call(routes.firstTrain, { body: { serviceId, firstTrain } }),
    'common:common.saved',
    { onSaved },
  );
}

/** Connects the caller's number with the callee; a failed call has its own message (电话号码错误). */
export function useDial(serviceId: number | null, onSaved: () => void) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useDispatchMutation(
    (values: Omit<DialBody, 'serviceId'>) =>
      call(routes.dial, { body: { ...values, serviceId } }, { silent: true }),
    'common:common.success',
    { onSaved, onError: () => void message.error(t('call.failed')) },
  );
}
