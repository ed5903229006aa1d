import { DATE_FORMAT, DATE_TIME_FORMAT, isRealDate, isRealDateTime } from './dates';

/** The string formats the contract's schemas name, with their checks (the server registers them with its validator). */
export const CONTRACT_FORMATS: Record<string, (value: string) => boolean> = {
  [DATE_FORMAT]: isRealDate,
  [DATE_TIME_FORMAT]: isRealDateTime,
};
