import { api, request } from '@portal/shared';

export interface LoginInput {
  username: string;
  password: string;
}

export async function login(input: LoginInput): Promise<string> {
  const data = await request<{ token: string }>(api, {
    url: '/auth/login',
    method: 'POST',
    data: input,
    silent: true,
  });
  return data.token;
}
