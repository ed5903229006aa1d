import { STEP_PATHS, type EngineerStep, type StepBodies } from '@portal/shared';
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
      calls: [
        { method: 'POST', base: 'api', url: `/dispatch/service/${id}/${STEP_PATHS[step]}`, body: body ?? {} },
      ],
    }),
    { onDone, onSent: refresh },
  );
}
