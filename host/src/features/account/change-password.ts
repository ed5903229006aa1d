import { api, request, type PasswordChangeBody } from '@portal/shared';

/** Succeeds only on code 0; the server then ends every session of the user. */
export async function changePassword(input: PasswordChangeBody): Promise<void> {
  await request<unknown>(api, { url: '/auth/password', method: 'PUT', data: input, silent: true });
}
