/** A mainland mobile number (1[3-9] + 9 digits) or a landline (area code, number, optional extension). */
export const PHONE_PATTERN_SOURCE = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?)$';
export const PHONE_PATTERN = new RegExp(PHONE_PATTERN_SOURCE);
export const PHONE_MAX_LENGTH = 20;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
