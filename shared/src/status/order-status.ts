/** Service-order statuses in the order an order passes through them (SPEC section 4). */
export const ORDER_STATUSES = [
  'pendingDispatch',
  'pendingOrders',
  'toArrive',
  'toCompleted',
  'pendingAcceptance',
  'income',
  'expenses',
  'pendingConfirmation',
  'confirmed',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Tabs of the customer's order query: the first five statuses, pendingConfirmation, and total (disabled). */
export const CUSTOMER_TABS = [
  'pendingDispatch',
  'pendingOrders',
  'toArrive',
  'toCompleted',
  'pendingAcceptance',
  'pendingConfirmation',
  'total',
] as const;

/** Dispatch-station tabs also include income and expenses. */
export const DISPATCH_TABS = [
  'pendingDispatch',
  'pendingOrders',
  'toArrive',
  'toCompleted',
  'pendingAcceptance',
  'income',
  'expenses',
  'pendingConfirmation',
  'total',
] as const;

export type StatusTab = (typeof DISPATCH_TABS)[number] | 'confirmed';

/** i18n key of a status label. */
export const statusLabelKey = (status: string): string => `status.${status}`;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
