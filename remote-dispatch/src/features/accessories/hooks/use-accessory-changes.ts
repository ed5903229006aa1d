import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';
import { addAccessory } from '../api/add-accessory';
import { deleteAccessory } from '../api/delete-accessory';
import { extractExpress } from '../api/extract-express';
import { recognizeExpress } from '../api/recognize-express';
import type { Accessory, CourierExtract } from '@portal/shared/contract';
import type { AccessoryInput } from '../api/types';
import { updateAccessory } from '../api/update-accessory';

/** Sends a new shipment for the order, or saves `accessory` when given; `onSaved` runs before the lists refetch. */
export function useSaveAccessory(serviceId: number, accessory: Accessory | null, onSaved: () => void) {
  return useDispatchMutation(
    (body: AccessoryInput) =>
      accessory ? updateAccessory({ ...body, id: accessory.id }) : addAccessory({ ...body, serviceId }),
    accessory ? 'common:common.modified' : 'common:common.added',
    { onSaved },
  );
}

export function useDeleteAccessory() {
  return useDispatchMutation((row: Accessory) => deleteAccessory(row.id), 'common:common.success');
}

/** Courier numbers read from pasted text. */
export function useExtractExpress(onRead: (result: CourierExtract) => void) {
  return useMutation({ mutationFn: extractExpress, onSuccess: onRead });
}

/** The courier number read from a waybill photo; a photo that cannot be read warns. */
export function useRecognizeExpress(onRead: (result: CourierExtract) => void) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: recognizeExpress,
    onSuccess: onRead,
    onError: () => void message.warning(t('accessory.notRecognized')),
  });
}
