/** What a dispatcher can do with an order from the station, by status (mirrors the server's step table). */
export type RowAction =
  | 'dispatch'
  | 'editDispatch'
  | 'upgrade'
  | 'tracking'
  | 'appointment'
  | 'uploadReceipt'
  | 'acceptance'
  | 'income'
  | 'accessories'
  | 'repairUser'
  | 'training'
  | 'call'
  | 'details';

const REDISPATCH_STATUSES = ['pendingOrders', 'toArrive', 'toCompleted'];
const FINAL_STATUSES = ['confirmed', 'cancelled'];
const APPOINTMENT_STATUSES = ['pendingDispatch', 'pendingOrders', 'toArrive', 'toCompleted'];

export const isOpen = (status: string) => !FINAL_STATUSES.includes(status);
export const canMoveAppointment = (status: string) => APPOINTMENT_STATUSES.includes(status);

const BY_STATUS: Record<string, RowAction[]> = {
  pendingDispatch: [
    'dispatch',
    'tracking',
    'appointment',
    'accessories',
    'upgrade',
    'repairUser',
    'training',
    'call',
  ],
  pendingOrders: ['upgrade', 'editDispatch', 'tracking', 'appointment', 'accessories', 'training', 'call'],
  toArrive: ['upgrade', 'editDispatch', 'tracking', 'appointment', 'accessories', 'training', 'call'],
  toCompleted: ['uploadReceipt', 'upgrade', 'tracking', 'appointment', 'accessories', 'call'],
  pendingAcceptance: ['acceptance', 'uploadReceipt', 'tracking', 'accessories', 'upgrade', 'call'],
  income: ['income', 'tracking', 'upgrade'],
  expenses: ['income', 'tracking', 'upgrade'],
  pendingConfirmation: ['tracking', 'upgrade'],
  confirmed: ['tracking'],
};

/** The station's row actions for a status, the most useful first; details always last. */
export function rowActions(status: string): RowAction[] {
  return [...(BY_STATUS[status] ?? []), 'details'];
}

/** The upgrade page's action is called 改派 while the order has an engineer to take away, else 异常. */
export const upgradeLabelKey = (status: string) =>
  REDISPATCH_STATUSES.includes(status) ? 'action.redispatch' : 'action.exception';

/** An engineer's own steps on their order. */
export function engineerSteps(status: string): Array<'claim' | 'reject' | 'arrive' | 'complete'> {
  if (status === 'pendingOrders') return ['claim', 'reject'];
  if (status === 'toArrive') return ['arrive'];
  if (status === 'toCompleted') return ['complete'];
  return [];
}
