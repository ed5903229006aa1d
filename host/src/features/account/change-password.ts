import { call, type PasswordChangeBody } from '@portal/shared';
import { routes } from '@portal/shared/contract';

/** Succeeds only on code 0; the server then ends every session of the user. */
export async function changePassword(body: PasswordChangeBody): Promise<void> {
  await call(routes.passwordChange, { body }, { silent: true });
}
