import { api, request } from '@portal/shared';
import type { StepResult } from './dispatch-order';

/** `POST /api/dispatch/service/:id/change-engineer`: another engineer, same status; a reason is required. */
export function changeEngineer(
  id: number,
  body: { engineerId: number; reason: string; engineerCompanyName?: string | null },
): Promise<StepResult> {
  return request<StepResult>(api, {
    method: 'POST',
    url: `/dispatch/service/${id}/change-engineer`,
    data: body,
  });
}
