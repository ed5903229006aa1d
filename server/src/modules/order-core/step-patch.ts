import type { Status } from './step-table';

/** A moment a step writes: the database's `now()`, or the (clamped) time of an act replayed from an offline queue. */
export type StepTime = 'now' | { actedAt: string };

/** The engineer a step puts on the order. */
export interface PatchEngineer {
  id: number;
  name: string;
  companyName: string | null;
}

/**
 * What one step changes on its `service_orders` row, as the state machine decides it; the step
 * repository writes it (`writeStepPatch`). A field left out is left as it is; `null` clears it.
 * `updated_at` is always set, and the version bumped unless the step runs beside others (`anyVersion`).
 */
export interface StepPatch {
  status: Status;
  /** The engineer (id, name and company), or null to take the engineer off the order. */
  engineer?: PatchEngineer | null;
  responsiblePersonId?: number | null;
  /** 'yyyy-MM-dd HH:mm:ss' in the server's time zone. */
  appointmentTime?: string;
  dispatcherId?: number;
  dispatchTime?: 'now' | null;
  arriveTime?: StepTime | null;
  completionTime?: StepTime;
  /** The lack-receipt note given with the step (a step without one keeps the stored note). */
  lackReceipt?: string;
  isLackReceipt?: boolean;
  acceptanceTime?: 'now';
  incomeTime?: 'now';
  expensesTime?: 'now';
  settlementTime?: 'now';
  confirmTime?: 'now';
  cancelReason?: string;
}
