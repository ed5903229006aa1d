import { api, request } from '@portal/shared';

/** Which IM service the server names: Easemob when it has an app key, else the built-in gateway. */
export interface ImConfig {
  easemob?: { appKey: string; url?: string; apiUrl?: string } | null;
}

/** `GET /api/sys/im/config`. */
export function getImConfig(): Promise<ImConfig> {
  return request<ImConfig>(api, { method: 'GET', url: '/sys/im/config', silent: true });
}
