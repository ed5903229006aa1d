import { api, request } from '@portal/shared';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  password2: string;
}

/** Succeeds only on code 0; the server then ends every session of the user. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await request<unknown>(api, { url: '/auth/password', method: 'PUT', data: input, silent: true });
}
