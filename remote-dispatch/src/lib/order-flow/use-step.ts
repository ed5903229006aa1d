import type { StepBodies, StepResult } from '@portal/shared';
import { useDispatchMutation } from '../use-dispatch-mutation';
import { takeStep } from './take-step';

type Step = keyof StepBodies;

/** The message after a step: most steps succeed, a changed engineer is a change, a child order is new. */
const successKey = (step: Step) =>
  step === 'changeEngineer'
    ? 'common:common.modified'
    : step === 'createChild'
      ? 'common:common.added'
      : 'common:common.success';

/** One step on one order as a mutation: its message, everything refetched, then `onSuccess`. */
export function useStep<S extends Step>(id: number, step: S, onSuccess?: (result: StepResult) => void) {
  return useDispatchMutation((body: StepBodies[S]) => takeStep(id, step, body), successKey(step), {
    onSuccess,
  });
}
