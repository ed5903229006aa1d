import { api, request, type LoginBody } from '@portal/shared';

export async function login(input: LoginBody): Promise<string> {
  const data = await request<{ token: string }>(api, {
    url: '/auth/login',
    method: 'POST',
    data: input,
    silent: true,
  });
  return data.token;
}
