import { DISPATCH_TABS } from '@portal/shared';

export type DispatchTab = Exclude<(typeof DISPATCH_TABS)[number], 'total'>;

export const isDispatchTab = (value: unknown): value is DispatchTab =>
  value !== 'total' && typeof value === 'string' && (DISPATCH_TABS as readonly string[]).includes(value);
