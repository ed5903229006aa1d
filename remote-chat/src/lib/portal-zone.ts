import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The server's default APP_TIMEZONE, until the IM config names the portal's zone. */
let zone = 'Asia/Shanghai';
/** A zone named by the IM config and not yet checked. */
let named: string | null = null;

/**
 * Chat times are shown in the portal's zone (APP_TIMEZONE), like every other time of the portal (the
 * server writes those in it), not in the browser's: one clock on one screen. The name is checked when a
 * time is first shown, not here: the check builds the browser's first formatter for a zone, which on a
 * phone costs tens of milliseconds at the page's start, when the IM connection reads its config.
 */
export function setPortalTimeZone(name: string | null | undefined): void {
  if (!name) return;
  // A name set before the last one was read is checked now, so that a bad name after it keeps it.
  if (named !== null) portalTimeZone();
  named = name;
}

export function portalTimeZone(): string {
  if (named !== null) {
    if (isZone(named)) zone = named;
    named = null;
  }
  return zone;
}

/** An instant (ms) as a date-time of the portal's zone. */
export const inPortalZone = (ms: number): Dayjs => dayjs(ms).tz(portalTimeZone());

function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
