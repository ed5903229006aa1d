import { Type } from '@sinclair/typebox';
import { ForgetAnswer, ForgetBody, LoginAnswer, LoginBody, PasswordChangeBody } from '../auth';
import type { RouteSchemas } from './route';

/** The schemas of authRoutes (the server's side of the table), keyed as its routes. */
export const authSchemas = {
  login: { body: LoginBody, response: LoginAnswer },
  logout: { response: Type.Null() },
  passwordChange: { body: PasswordChangeBody, response: Type.Null() },
  passwordForget: { body: ForgetBody, response: ForgetAnswer },
} satisfies Record<string, RouteSchemas>;
