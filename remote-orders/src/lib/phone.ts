/** A mainland mobile number (1[3-9] + 9 digits) or a landline (area code, number, optional extension), as the server checks it. */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());
