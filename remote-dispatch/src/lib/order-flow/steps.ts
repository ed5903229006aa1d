/** A fee row as the acceptance and closing steps take it. */
export interface FeeInput {
  sortId: number;
  feeIndex: string;
  endRange?: number | null;
  amount: number;
}

interface Reason {
  reason: string;
}

interface Fees {
  fees: FeeInput[];
}

/** What each step of the server's order flow takes (`POST /api/dispatch/service/:id/<path>`). */
export interface StepBodies {
  dispatch: {
    engineerId: number;
    /** 'YYYY-MM-DD HH:mm:00' */
    appointmentTime: string;
    responsiblePersonId?: number | null;
    engineerCompanyName?: string | null;
  };
  claim: void;
  reject: Reason;
  arrive: void;
  complete: void;
  accept: Fees;
  closeExpenses: Fees;
  issueSettlement: void;
  redispatch: Reason;
  changeEngineer: Reason & { engineerId: number; engineerCompanyName?: string | null };
  cancel: Reason;
  createChild: {
    serviceContentId?: number;
    faultDescription?: string;
    /** 'YYYY-MM-DD HH:mm:00' */
    appointmentTime?: string;
  };
}

export type StepName = keyof StepBodies;

/** The server's answer to a step; `childId` only for `createChild`. */
export interface StepResult {
  serviceId: number;
  serviceNo: string;
  step: StepName;
  fromStatus: string;
  toStatus: string;
  childId?: number;
  childServiceNo?: string;
}

export const STEP_PATHS: Record<StepName, string> = {
  dispatch: 'dispatch',
  claim: 'claim',
  reject: 'reject',
  arrive: 'arrive',
  complete: 'complete',
  accept: 'accept',
  closeExpenses: 'close-expenses',
  issueSettlement: 'issue-settlement',
  redispatch: 'redispatch',
  changeEngineer: 'change-engineer',
  cancel: 'cancel',
  createChild: 'child',
};
