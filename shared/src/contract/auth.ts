import { Type, type Static } from '@sinclair/typebox';

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
  phone: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9+\\- ]+$' }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ForgetBody = Static<typeof ForgetBody>;

/** `PUT /api/auth/password`: the signed-in user's own new password. */
export const PasswordChangeBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 128 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  password2: Type.String({ minLength: 1, maxLength: 128 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
