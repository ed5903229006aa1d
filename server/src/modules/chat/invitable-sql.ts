import { audienceCondition } from '../order-core/order-audience-sql';

/**
 * SQL: user `u` may be invited to a group chat (SPEC section 6) — the one rule behind both the
 * invitation list and the invitation itself. On the job, not deleted, not a customer, not a member
 * of `channel` yet, and for an order's group (`order`, the order's id expression, may be NULL) one
 * who may see the order. `channel` may be NULL (an order without a group yet).
 */
export function invitableCondition(u: string, channel: string, order: string): string {
  return `${u}.status = 'onTheJob' AND NOT ${u}.is_delete AND ${u}.authority <> 'customer'
    AND NOT EXISTS (SELECT 1 FROM chat_members im WHERE im.channel_id = ${channel} AND im.user_id = ${u}.id)
    AND NOT EXISTS (SELECT 1 FROM service_orders io WHERE io.id = ${order} AND NOT coalesce((${audienceCondition(u, 'io')}), false))`;
}

/** The order expression of a channel id expression (NULL for a group of no order). */
export const orderOfChannel = (channel: string) =>
  `(SELECT c.service_id FROM chat_channels c WHERE c.id = ${channel})`;

/** The channel expression of an order id expression (NULL while the order has no group). */
export const channelOfOrder = (order: string) =>
  `(SELECT c.id FROM chat_channels c WHERE c.service_id = ${order})`;
