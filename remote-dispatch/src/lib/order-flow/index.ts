export type { FeeInput, StepBodies, StepName, StepResult } from '@portal/shared';
export { takeStep } from './take-step';
export { useStep } from './use-step';
export {
  canMoveAppointment,
  engineerSteps,
  isOpen,
  rowActions,
  upgradeLabelKey,
  type RowAction,
  type StepsOf,
} from './actions';
