import { api, request, STEP_PATHS, type StepBodies, type StepResult } from '@portal/shared';

type Step = keyof StepBodies;

/** Takes one step of the order flow; the server decides whether it is allowed and answers why not. */
export function takeStep<S extends Step>(id: number, step: S, body: StepBodies[S]): Promise<StepResult> {
  return request<StepResult>(api, {
    method: 'POST',
    url: `/dispatch/service/${id}/${STEP_PATHS[step]}`,
    data: body ?? {},
  });
}
