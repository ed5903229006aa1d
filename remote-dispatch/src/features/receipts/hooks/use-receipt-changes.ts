import { call } from '@portal/shared';
import { routes, type BatchTemplateBody } from '@portal/shared/contract';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';

export const useDeleteReceipt = () =>
  useDispatchMutation(
    (id: number) => call(routes.receiptDelete, { params: { id } }),
    'common:common.success',
  );

/** The server stamps service number, time and address on the picture. */
export const useWatermark = () =>
  useDispatchMutation(
    (receiptId: number) => call(routes.receiptWatermark, { body: { receiptId } }),
    'common:common.success',
  );

/** Moves receipts to another template. */
export const useMoveReceipts = (onSuccess: () => void) =>
  useDispatchMutation(
    (body: BatchTemplateBody) => call(routes.receiptTemplateChange, { body }),
    'common:common.success',
    { onSuccess },
  );

/** Files an uploaded file under a template. */
export const useAddReceipt = (serviceId: number, templateId: number) =>
  useDispatchMutation(
    (fileId: number) => call(routes.receiptAdd, { body: { serviceId, templateId, fileId } }),
    'common:common.added',
  );

/** The acceptance documents the engineer lacks. */
export const useSaveLackReceipt = (serviceId: number, onSuccess: () => void) =>
  useDispatchMutation(
    (lackReceipt: string) => call(routes.lackReceiptSave, { body: { serviceId, lackReceipt } }),
    'common:common.saved',
    { onSuccess },
  );
