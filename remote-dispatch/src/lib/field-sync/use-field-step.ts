import type { EngineerStep, StepBodies } from '@portal/shared';
import { STEP_ROUTE_NAMES } from '@portal/shared/contract';
import { useRefreshDispatch } from '../query-keys';
import { useQueuedAct } from './use-queued-act';

/** An engineer's step as an act of the phone (see useQueuedAct). */
export function useFieldStep<S extends EngineerStep>(id: number, step: S, onDone?: () => void) {
  const refresh = useRefreshDispatch();
  return useQueuedAct(
    (body: StepBodies[S]) => ({
      serviceId: id,
      label: `action.${step}`,
      step,
      calls: [{ route: STEP_ROUTE_NAMES[step], params: { id }, body: body ?? {} }],
    }),
    { onDone, onSent: refresh },
  );
}
