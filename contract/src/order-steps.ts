import type { FlowStatus } from './order-status';

/** The steps of the order flow (server/README.md, "Order life cycle"): each changes an order's status or its engineer. */
export const STEP_NAMES = [
  'dispatch',
  'claim',
  'reject',
  'arrive',
  'complete',
  'accept',
  'closeExpenses',
  'issueSettlement',
  'confirm',
  'redispatch',
  'changeEngineer',
  'cancel',
  'createChild',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

export const isStepName = (value: unknown): value is StepName =>
  typeof value === 'string' && (STEP_NAMES as readonly string[]).includes(value);

/**
 * The status each step leaves an order in; `same` keeps the status (the step changes something else).
 * The server's life-cycle table (which also says from where and by whom) reads these.
 */
export const STEP_TARGETS: Record<StepName, FlowStatus | 'same'> = {
  dispatch: 'pendingOrders',
  claim: 'toArrive',
  reject: 'pendingDispatch',
  arrive: 'toCompleted',
  complete: 'pendingAcceptance',
  accept: 'income',
  closeExpenses: 'expenses',
  issueSettlement: 'pendingConfirmation',
  confirm: 'confirmed',
  redispatch: 'pendingDispatch',
  changeEngineer: 'same',
  cancel: 'cancelled',
  createChild: 'same',
};

/** The step that reaches `status`, when exactly one step does (none for pendingDispatch, which reject and redispatch reach). */
export const stepReaching = (status: string): StepName | undefined => {
  const steps = STEP_NAMES.filter((step) => STEP_TARGETS[step] === status);
  return steps.length === 1 ? steps[0] : undefined;
};

/** The steps an engineer takes on their own order. */
export const ENGINEER_STEPS = [
  'claim',
  'reject',
  'arrive',
  'complete',
] as const satisfies readonly StepName[];
export type EngineerStep = (typeof ENGINEER_STEPS)[number];

/** i18n key (namespace common) of a step label. */
export const stepLabelKey = (step: string): string => `step.${step}`;
