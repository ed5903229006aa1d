import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@portal/shared';
import { routes, type Accessory, type AccessorySendBody, type CourierExtract } from '@portal/shared/contract';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';

/** A shipment's fields as adding and editing take them (the forms send every one). */
export type AccessoryInput = Required<Omit<AccessorySendBody, 'serviceId'>>;

/** Sends a new shipment for the order, or saves `accessory` when given; `onSaved` runs before the lists refetch. */
export function useSaveAccessory(serviceId: number, accessory: Accessory | null, onSaved: () => void) {
  return useDispatchMutation(
    (body: AccessoryInput) =>
      accessory
        ? call(routes.accessoryUpdate, { body: { ...body, id: accessory.id } })
        : call(routes.accessorySend, { body: { ...body, serviceId } }),
    accessory ? 'common:common.modified' : 'common:common.added',
    { onSaved },
  );
}

export function useDeleteAccessory() {
  return useDispatchMutation(
    (row: Accessory) => call(routes.accessoryDelete, { params: { id: row.id } }),
    'common:common.success',
  );
}

/** Courier numbers read from pasted text. */
export function useExtractExpress(onRead: (result: CourierExtract) => void) {
  return useMutation({
    mutationFn: (text: string) => call(routes.expressExtract, { body: { text } }),
    onSuccess: onRead,
  });
}

/** The courier number read from a waybill photo; a photo that cannot be read warns. */
export function useRecognizeExpress(onRead: (result: CourierExtract) => void) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      // "Nothing recognised" gets the page's own warning.
      return call(routes.expressRecognize, { body }, { silent: true });
    },
    onSuccess: onRead,
    onError: () => void message.warning(t('accessory.notRecognized')),
  });
}
