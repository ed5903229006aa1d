import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's default APP_TIMEZONE, until the IM config names the portal's zone. */
let zone = 'Asia/Shanghai';

/**
 * Chat times are shown in the portal's zone (APP_TIMEZONE), like every other time of the portal (the
 * server writes those in it), not in the browser's: one clock on one screen.
 */
export function setPortalTimeZone(name: string | null | undefined): void {
  if (name && isZone(name)) zone = name;
}

export const portalTimeZone = (): string => zone;

/** An instant (ms) as a date-time of the portal's zone. */
export const inPortalZone = (ms: number): Dayjs => dayjs(ms).tz(zone);

function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
