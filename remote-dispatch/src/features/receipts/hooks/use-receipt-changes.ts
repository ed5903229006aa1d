import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';
import { addReceipt } from '../api/add-receipt';
import { addWatermark } from '../api/add-watermark';
import { batchUpdateTemplate } from '../api/batch-update-template';
import { deleteReceipt } from '../api/delete-receipt';
import { updateLackReceipt } from '../api/update-lack-receipt';

export const useDeleteReceipt = () => useDispatchMutation(deleteReceipt, 'common:common.success');

export const useWatermark = () => useDispatchMutation(addWatermark, 'common:common.success');

export const useMoveReceipts = (onSuccess: () => void) =>
  useDispatchMutation(batchUpdateTemplate, 'common:common.success', { onSuccess });

export const useAddReceipt = (serviceId: number, templateId: number) =>
  useDispatchMutation(
    (fileId: number) => addReceipt({ serviceId, templateId, fileId }),
    'common:common.added',
  );

export const useSaveLackReceipt = (serviceId: number, onSuccess: () => void) =>
  useDispatchMutation(
    (lackReceipt: string) => updateLackReceipt({ serviceId, lackReceipt }),
    'common:common.saved',
    { onSuccess },
  );
