import { api, request } from '@portal/shared';
import type { CanaryBody } from '@portal/shared/contract';

/** `POST /api/sys/frontend/releases/:remote/canary`: a published version goes to listed users and a sticky share. */
export function setCanary(remote: string, payload: CanaryBody): Promise<null> {
  return request<null>(api, {
    method: 'POST',
    url: `/sys/frontend/releases/${remote}/canary`,
    data: payload,
  });
}
