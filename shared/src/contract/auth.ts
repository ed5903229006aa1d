import { Type, type Static } from '@sinclair/typebox';
import { FORGET_NOTE_MAX, USER_LIMITS, USER_PHONE_PATTERN } from './field-limits';

/** `POST /api/auth/login`. */
export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  remember: Type.Optional(Type.Boolean()),
});
export type LoginBody = Static<typeof LoginBody>;

/** `POST /api/auth/forget`: a password-reset request for the managers. */
export const ForgetBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64 }),
  // USER_PHONE_PATTERN allows an empty phone; minLength makes it required here.
  phone: Type.String({ minLength: 1, maxLength: USER_LIMITS.phone, pattern: USER_PHONE_PATTERN.source }),
  note: Type.Optional(Type.String({ maxLength: FORGET_NOTE_MAX })),
});
export type ForgetBody = Static<typeof ForgetBody>;

/** `PUT /api/auth/password`: the signed-in user's own new password. */
export const PasswordChangeBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  password2: Type.String({ minLength: 1, maxLength: 128 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;

/** The answer of `POST /api/login`: the access token. */
export const LoginAnswer = Type.Object({ token: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;

/** The answer of a password reset request. */
export const ForgetAnswer = Type.Object({ message: Type.String() });
export type ForgetAnswer = Static<typeof ForgetAnswer>;
