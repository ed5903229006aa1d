import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAppointment, updateFirstTrain, updateLackReceipt } from '../api/update-order-context';
import { chatKeys } from './chat-keys';

/** One edit of the work-order panel: the appointment ('YYYY-MM-DD HH:mm:00'), the training content or the lack-receipt note. */
export interface OrderContextChange {
  field: 'appointment' | 'train' | 'lack';
  value: string;
}

const UPDATE = { appointment: updateAppointment, train: updateFirstTrain, lack: updateLackReceipt };

/** Saves an edit of the order beside the conversation; the panel's order is fetched again. */
export function useUpdateOrderContext(serviceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, value }: OrderContextChange) => UPDATE[field](serviceId, value),
    // Not awaited: the dialog closes as soon as the server has saved.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKeys.orderContext(serviceId) }),
  });
}
