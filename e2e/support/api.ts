import { request, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** Setup through the API (not the subject of a test): a signed-in request context. */
export async function apiAs(
  baseURL: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const res = await anonymous.post('/api/auth/login', { data: { username, password } });
  const token = (await res.json()).data.token as string;
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

let counter = 0;
/** A fresh user of its own, so tests that change a user's state never disturb another test. */
export async function createUser(
  baseURL: string,
  fields: {
    authority?: 'manager' | 'customer' | 'technician';
    allowDispatch?: boolean;
    customId?: number;
  } = {},
): Promise<{ username: string; password: string }> {
  const admin = await apiAs(baseURL, 'admin');
  const username = `e2e_${Date.now().toString(36)}_${process.pid}_${(counter += 1)}`;
  const password = 'start-123';
  const res = await admin.post('/api/sys/user', {
    data: {
      username,
      password,
      name: `测试${counter}`,
      authority: fields.authority ?? 'manager',
      allowDispatch: !!fields.allowDispatch,
      customId: fields.customId ?? null,
      jobId: null,
      deptId: null,
    },
  });
  if (!res.ok()) throw new Error(`create user failed: ${await res.text()}`);
  await admin.dispose();
  return { username, password };
}
