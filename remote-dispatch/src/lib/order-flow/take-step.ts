import { call, type StepBodies, type StepResult } from '@portal/shared';
import { STEP_ROUTES, type RouteEntry } from '@portal/shared/contract';

type Step = keyof StepBodies;

/** Takes one step of the order flow; the server decides whether it is allowed and answers why not. */
export async function takeStep<S extends Step>(
  id: number,
  step: S,
  body: StepBodies[S],
): Promise<StepResult> {
  // The steps' entries differ in their bodies; StepBodies[S] has typed this one's, so the entry is taken plain.
  const route: RouteEntry = STEP_ROUTES[step];
  return (await call(route, { params: { id }, body: body ?? {} })) as StepResult;
}
