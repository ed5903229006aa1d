import { isRealDateTime } from '@portal/contract';
import { badRequest } from '../http-error';

/** A filter's time bound (400 naming `field` unless a real date or time); a date alone covers its whole day. */
export function timeBound(
  value: string | undefined,
  field: string,
  side: 'start' | 'end',
): string | undefined {
  if (!value) return undefined;
  if (!isRealDateTime(value)) throw badRequest('fieldPattern', { field });
  return value.length === 10 ? `${value} ${side === 'start' ? '00:00:00' : '23:59:59.999'}` : value;
}
