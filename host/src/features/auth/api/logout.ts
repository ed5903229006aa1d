import { api, request } from '@portal/shared';

/** Ends the server session; the local session is cleared whatever the answer. */
export async function logout(): Promise<void> {
  await request<unknown>(api, { url: '/auth/logout', method: 'POST', silent: true });
}
