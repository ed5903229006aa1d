import type { LoginAnswer } from '@portal/shared/contract';
import { api, request, type LoginBody } from '@portal/shared';

export async function login(input: LoginBody): Promise<string> {
  const data = await request<LoginAnswer>(api, {
    url: '/auth/login',
    method: 'POST',
    data: input,
    silent: true,
  });
  return data.token;
}
