import { paths } from '../../../lib/paths';
import type { RowAction } from '../../../lib/order-flow';
import { AppointmentDialog } from './appointment-dialog';
import { CallDialog, type Callee } from './call-dialog';
import { TrainingDialog } from './training-dialog';

/** The page each action opens; the others open a dialog. */
export const PAGE_OF: Partial<Record<RowAction, (id: number) => string>> = {
  dispatch: paths.dispatchEntry,
  editDispatch: paths.dispatchEntryEdit,
  upgrade: paths.upgrade,
  tracking: paths.trackingRecord,
  uploadReceipt: paths.uploadReceipt,
  acceptance: paths.completeAcceptance,
  income: paths.income,
  accessories: paths.accessoriesSend,
  repairUserEdit: paths.repairUserEdit,
  details: paths.details,
};

export type ActionDialog = 'appointment' | 'call' | 'training';

interface Props {
  open: ActionDialog | null;
  order: { id: number; appointmentTime: string | null };
  callees: Callee[];
  /** What the training dialog starts from. */
  firstTrain?: string | null;
  onClose(): void;
}

/** The dialogs of an order's actions, the one named by `open` shown. */
export function ActionDialogs({ open, order, callees, firstTrain, onClose }: Props) {
  return (
    <>
      <AppointmentDialog
        open={open === 'appointment'}
        serviceIds={[order.id]}
        existing={order.appointmentTime}
        onClose={onClose}
      />
      <CallDialog open={open === 'call'} serviceId={order.id} callees={callees} onClose={onClose} />
      <TrainingDialog
        open={open === 'training'}
        serviceId={order.id}
        initialValue={firstTrain}
        onClose={onClose}
      />
    </>
  );
}
