import { audienceCondition } from './order-audience-sql';

/**
 * A member may see a channel (join its room, read, send) while it is not deleted and, for an order's
 * group, while the member may still see the order (a customer only the orders of its company).
 * Needs the aliases `m` (chat_members), `c` (chat_channels) and `mu` (the member's users row). The order
 * audience applied to a channel: files (a chat attachment's access) and chat compose it, so it sits below both.
 */
export const MEMBER_MAY_SEE = `NOT c.deleted AND (c.service_id IS NULL OR EXISTS (
  SELECT 1 FROM service_orders o WHERE o.id = c.service_id AND ${audienceCondition('mu', 'o')}))`;
