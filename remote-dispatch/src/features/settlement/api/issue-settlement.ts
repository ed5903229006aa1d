import { api, request } from '@portal/shared';

/** `POST /api/dispatch/service/:id/issue-settlement`: expenses -> pendingConfirmation (the customer confirms). */
export function issueSettlement(id: number): Promise<{ toStatus: string }> {
  return request(api, { method: 'POST', url: `/dispatch/service/${id}/issue-settlement` });
}
