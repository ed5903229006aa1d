import { api, request, type ForgetBody } from '@portal/shared';

/** A public request: the administrators set a new password and contact the user. */
export async function requestPasswordReset(input: ForgetBody): Promise<void> {
  await request<unknown>(api, { url: '/auth/forget', method: 'POST', data: input });
}
