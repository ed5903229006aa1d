import { PHONE_PATTERN } from '@portal/contract/phone';

/**
 * A form rule for an order's contact phone. The forms save it trimmed, so it is checked trimmed: a
 * number pasted with spaces around it is fine.
 */
export const contactPhoneRule = (message: string) => ({
  pattern: PHONE_PATTERN,
  transform: (value?: string) => value?.trim(),
  message,
});
