import { api, request } from '@portal/shared';
import type { ImConfig } from '@portal/shared/contract';

export type { ImConfig };

/** `GET /api/sys/im/config`: Easemob when the server names an app key, else the built-in gateway. */
export function getImConfig(): Promise<ImConfig> {
  return request<ImConfig>(api, { method: 'GET', url: '/sys/im/config', silent: true });
}
