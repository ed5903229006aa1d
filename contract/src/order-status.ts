/** SPEC section 4's service-order statuses, in the order an order passes through them. */
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

/** Every status an order can be in: SPEC's, plus `cancelled` (the end of the exception operation "cancel"). */
export const FLOW_STATUSES = [...ORDER_STATUSES, 'cancelled'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];

/**
 * The colour of each status's tag (an antd preset colour name), the same in every remote. These are the
 * customer's order query's colours.
 */
export const STATUS_COLORS: Record<FlowStatus, string> = {
  pendingDispatch: 'orange',
  pendingOrders: 'gold',
  toArrive: 'blue',
  toCompleted: 'geekblue',
  pendingAcceptance: 'cyan',
  income: 'purple',
  expenses: 'purple',
  pendingConfirmation: 'magenta',
  confirmed: 'green',
  cancelled: 'default',
};

/** Statuses no step leaves. */
export const FINAL_STATUSES: readonly FlowStatus[] = ['confirmed', 'cancelled'];
export const OPEN_STATUSES: readonly FlowStatus[] = FLOW_STATUSES.filter((s) => !FINAL_STATUSES.includes(s));

/** The pseudo status of the tab that counts every order. */
export const TOTAL_TAB = 'total';

/** Tabs of the customer's order query: the first five statuses, pendingConfirmation, and total (disabled). */
export const CUSTOMER_TABS = [
  'pendingDispatch',
  'pendingOrders',
  'toArrive',
  'toCompleted',
  'pendingAcceptance',
  'pendingConfirmation',
  TOTAL_TAB,
] as const;

/** Dispatch-station tabs: every status until the order is confirmed, then total. */
export const DISPATCH_TABS = [
  ...ORDER_STATUSES.filter((s): s is Exclude<OrderStatus, 'confirmed'> => s !== 'confirmed'),
  TOTAL_TAB,
] as const;

/** An engineer's tabs: every status an order assigned to them can be in, then total. */
export const ENGINEER_TABS = [...ORDER_STATUSES.filter((s) => s !== 'pendingDispatch'), TOTAL_TAB] as const;

/** i18n key (namespace common) of a status label. */
export const statusLabelKey = (status: string): string => `status.${status}`;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
