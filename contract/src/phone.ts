/*
 * The portal's phone rules. An order's contact phone is a mainland mobile or a landline; a number
 * dialled through the telephony provider may also be a 400/800 service number. A user's own phone
 * (accounts, the password-reset request) is looser: USER_PHONE_PATTERN in field-limits.ts.
 */
const MOBILE = '1[3-9]\\d{9}';
const LANDLINE = '0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?';
const SERVICE_NUMBER = '[48]00-?\\d{3}-?\\d{4}';

/** A mainland mobile number (1[3-9] + 9 digits) or a landline (area code, number, optional extension). */
export const PHONE_PATTERN_SOURCE = `^(${MOBILE}|${LANDLINE})$`;
export const PHONE_PATTERN = new RegExp(PHONE_PATTERN_SOURCE);
export const PHONE_MAX_LENGTH = 20;

export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value.trim());

/** What `POST /api/sys/common/dail` calls (after spaces and brackets are taken out): a phone or a 400/800 service number. */
export const DIAL_NUMBER_PATTERN = new RegExp(`^(${MOBILE}|${LANDLINE}|${SERVICE_NUMBER})$`);
