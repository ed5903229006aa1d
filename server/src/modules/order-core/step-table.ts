import {
  OPEN_STATUSES,
  STATUS_LABELS,
  STEP_LABELS,
  STEP_TARGETS as TO,
  type FlowStatus,
  type StepName,
} from '@portal/contract';
import type { Lang } from '../../i18n';

/** The statuses, steps and their labels are the wire contract's (`@portal/contract`, `contract/src`); the rules are here. */
export type Status = FlowStatus;
export type { StepName };

/**
 * Who may take a step, relative to the order:
 * - `dispatcher`: a user with allowDispatch;
 * - `engineer`: the engineer the order is assigned to;
 * - `customer`: a customer user of the order's company.
 */
export type Role = 'dispatcher' | 'engineer' | 'customer';

export interface StepDef {
  from: readonly Status[];
  /** `same` keeps the status (the step changes something else); the contract's STEP_TARGETS. */
  to: Status | 'same';
  who: readonly Role[];
}

const D: Role[] = ['dispatcher'];
const E: Role[] = ['engineer'];
const ED: Role[] = ['engineer', 'dispatcher'];

/** The whole life cycle: every status change of a service order is one of these rows (see server/README.md); where each step leads is the contract's. */
export const STEPS: Record<StepName, StepDef> = {
  dispatch: { from: ['pendingDispatch'], to: TO.dispatch, who: D },
  claim: { from: ['pendingOrders'], to: TO.claim, who: E },
  reject: { from: ['pendingOrders'], to: TO.reject, who: E },
  arrive: { from: ['toArrive'], to: TO.arrive, who: ED },
  complete: { from: ['toCompleted'], to: TO.complete, who: ED },
  accept: { from: ['pendingAcceptance'], to: TO.accept, who: D },
  closeExpenses: { from: ['income'], to: TO.closeExpenses, who: D },
  issueSettlement: { from: ['expenses'], to: TO.issueSettlement, who: D },
  confirm: { from: ['pendingConfirmation'], to: TO.confirm, who: ['customer'] },
  redispatch: { from: ['pendingOrders', 'toArrive', 'toCompleted'], to: TO.redispatch, who: D },
  changeEngineer: { from: ['pendingOrders', 'toArrive', 'toCompleted'], to: TO.changeEngineer, who: D },
  cancel: { from: OPEN_STATUSES, to: TO.cancel, who: D },
  createChild: { from: OPEN_STATUSES, to: TO.createChild, who: D },
};

/** The status a step leaves the order in, from `current`. */
export const targetOf = (step: StepName, current: Status): Status => {
  const to = STEPS[step].to;
  return to === 'same' ? current : to;
};

/** English labels are in sentence case; the server's messages use them mid-sentence. */
const midSentence = (lang: Lang, label: string | undefined, key: string): string =>
  !label ? key : lang === 'en' ? label[0].toLowerCase() + label.slice(1) : label;

export const statusLabel = (lang: Lang, status: string): string =>
  midSentence(lang, STATUS_LABELS[lang][status as Status], status);
export const stepLabel = (lang: Lang, step: string): string =>
  midSentence(lang, STEP_LABELS[lang][step as StepName], step);
