import { Type, type Static } from '@sinclair/typebox';
import { Text } from './strings';
import { FORGET_NOTE_MAX, USER_LIMITS, USER_PHONE_PATTERN } from './field-limits';

/** `POST /api/auth/login`. */
export const LoginBody = Type.Object({
  username: Text(64, { minLength: 1 }),
  password: Text(128, { minLength: 1 }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

/** `POST /api/auth/forget`: a password-reset request for the managers. */
export const ForgetBody = Type.Object({
  username: Text(64, { minLength: 1 }),
  // USER_PHONE_PATTERN allows an empty phone; minLength makes it required here.
  phone: Type.String({ minLength: 1, maxLength: USER_LIMITS.phone, pattern: USER_PHONE_PATTERN.source }),
  note: Type.Optional(Text(FORGET_NOTE_MAX)),
});
export type ForgetBody = Static<typeof ForgetBody>;

/** `PUT /api/auth/password`: the signed-in user's own new password. */
export const PasswordChangeBody = Type.Object({
  oldPassword: Text(128, { minLength: 1 }),
  password: Text(128, { minLength: 1 }),
  password2: Text(128, { minLength: 1 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** The answer of `POST /api/login`: the access token. */
export const LoginAnswer = Type.Object({ token: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** The answer of a password reset request. */
export const ForgetAnswer = Type.Object({ message: Type.String() });
export type ForgetAnswer = Static<typeof ForgetAnswer>;
