import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared';
import { routes } from '@portal/shared/contract';
import { chatKeys } from './chat-keys';

/** One edit of the work-order panel: the appointment ('YYYY-MM-DD HH:mm:00'), the training content or the lack-receipt note. */
export interface OrderContextChange {
  field: 'appointment' | 'train' | 'lack';
  value: string;
}

const UPDATE: Record<OrderContextChange['field'], (serviceId: number, value: string) => Promise<unknown>> = {
  appointment: (serviceId, appointmentTime) =>
    call(routes.appointmentChange, { body: { serviceId, appointmentTime } }),
  train: (serviceId, firstTrain) => call(routes.firstTrain, { body: { serviceId, firstTrain } }),
  lack: (serviceId, lackReceipt) => call(routes.lackReceiptSave, { body: { serviceId, lackReceipt } }),
};

/** Saves an edit of the order beside the conversation; the panel's order is fetched again. */
export function useUpdateOrderContext(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, value }: OrderContextChange) => UPDATE[field](serviceId, value),
    // Not awaited: the dialog closes as soon as the server has saved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.orderContext(serviceId) }),
  });
}
