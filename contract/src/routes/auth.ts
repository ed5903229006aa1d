import { Type } from '@sinclair/typebox';
import { ForgetAnswer, ForgetBody, LoginAnswer, LoginBody, PasswordChangeBody } from '../auth';
import { route } from './route';

/** Sign-in, sign-out, the user's own password and the "forgot password" request. */
export const authRoutes = {
  login: route({
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    body: LoginBody,
    response: LoginAnswer,
  }),
  logout: route({ method: 'POST', url: '/api/auth/logout', access: 'user', response: Type.Null() }),
  passwordChange: route({
    method: 'PUT',
    url: '/api/auth/password',
    access: 'user',
    body: PasswordChangeBody,
    response: Type.Null(),
  }),
  passwordForget: route({
    method: 'POST',
    url: '/api/auth/forget',
    access: 'public',
    body: ForgetBody,
    response: ForgetAnswer,
  }),
};
