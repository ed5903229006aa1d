export type { FeeInput, StepBodies, StepName, StepResult } from './steps';
export { takeStep } from './take-step';
export { useStep } from './use-step';
