import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * Refuses the NUL character, which PostgreSQL cannot store in text. Every input string carries it
 * (through `Text`) or a pattern of its own that refuses NUL.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

/** A string of at most `maxLength` characters without NUL; every free-text field names its bound. */
export const Text = (maxLength: number, options: Omit<StringOptions, 'maxLength'> = {}) =>
  Type.String({ pattern: NO_NUL_PATTERN, ...options, maxLength });
