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
