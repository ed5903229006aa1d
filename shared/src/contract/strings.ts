import { Type, type StringOptions } from '@sinclair/typebox';

/** A string of at most `maxLength` characters; every free-text field names its bound. */
export const Text = (maxLength: number, options: Omit<StringOptions, 'maxLength'> = {}) => Type.String({ ...options, maxLength });
