import { api, request } from '@portal/shared';

export interface ForgetInput {
  username: string;
  phone: string;
  note?: string;
}

/** A public request: the administrators set a new password and contact the user. */
export async function requestPasswordReset(input: ForgetInput): Promise<void> {
  await request<unknown>(api, { url: '/auth/forget', method: 'POST', data: input });
}
