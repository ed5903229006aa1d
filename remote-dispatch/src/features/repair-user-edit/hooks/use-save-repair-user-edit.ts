import { call } from '@portal/shared';
import { routes, type RepairUserEdit } from '@portal/shared/contract';
import { useDispatchMutation } from '../../../lib/use-dispatch-mutation';

/** The order's repair user, contact and address. */
export const useSaveRepairUserEdit = () =>
  useDispatchMutation(
    (body: RepairUserEdit) => call(routes.repairUserEdit, { body }),
    'common:common.modified',
  );
