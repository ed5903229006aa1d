import { signInAs } from '@portal/shared/src/testing';
import type { FlowStatus, StepName, StepResult } from '@portal/shared';
import '../locales';
import { takeStep } from '../lib/order-flow/take-step';

/** A step's answer as the server gives it. */
export const stepResult = (
  serviceId: number,
  step: StepName,
  fromStatus: FlowStatus,
  toStatus: FlowStatus,
): StepResult => ({
  serviceId,
  serviceNo: `S${serviceId}`,
  step,
  fromStatus,
  toStatus,
  status: toStatus,
  version: 2,
});

/**
 * Each step form test starts here: mocks reset, a dispatcher signed in, and `takeStep` (which the
 * test file mocks with `jest.mock`) answering `result`. Returns the mocked `takeStep`.
 */
export function setUpStepForm(result: StepResult) {
  jest.resetAllMocks();
  signInAs({ authority: 'manager', allowDispatch: true });
  const taken = jest.mocked(takeStep);
  taken.mockResolvedValue(result);
  return taken;
}
