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

/** The steps an engineer takes on their own order. */
export const ENGINEER_STEPS = ['claim', 'reject', 'arrive', 'complete'] as const satisfies readonly StepName[];
export type EngineerStep = (typeof ENGINEER_STEPS)[number];

/** The URL of each step under `POST /api/dispatch/service/:id/`; `confirm` goes through the settlement page. */
export const STEP_PATHS: Record<Exclude<StepName, 'confirm'>, string> = {
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

/** i18n key (namespace common) of a step label. */
export const stepLabelKey = (step: string): string => `step.${step}`;
