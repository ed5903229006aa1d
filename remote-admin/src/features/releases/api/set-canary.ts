import { api, request } from '@portal/shared';

export interface CanaryPayload {
  version: string;
  rolloutUsers: number[];
  rolloutPercent: number;
}

/** `POST /api/sys/frontend/releases/:remote/canary`: a published version goes to listed users and a sticky share. */
export function setCanary(remote: string, payload: CanaryPayload): Promise<null> {
  return request<null>(api, {
    method: 'POST',
    url: `/sys/frontend/releases/${remote}/canary`,
    data: payload,
  });
}
