import { Type } from '@sinclair/typebox';

/** A mainland mobile number (1[3-9] + 9 digits) or a landline (area code, number, optional extension). */
export const PHONE_PATTERN = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?)$';

export const Phone = () => Type.String({ minLength: 1, maxLength: 20, pattern: PHONE_PATTERN });
