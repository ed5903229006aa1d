import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';
import { saveRepairUserEdit } from '../api/save-repair-user-edit';

export const useSaveRepairUserEdit = () => useDispatchMutation(saveRepairUserEdit, 'common:common.modified');
