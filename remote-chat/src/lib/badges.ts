/** SPEC section 9: an unread badge shows at most 99 (then 99+). */
export const UNREAD_BADGE_MAX = 99;

/** The antd badge status that shows each IM connection status. */
export const STATUS_BADGE = {
  online: 'success',
  connecting: 'processing',
  dropped: 'error',
  offline: 'default',
} as const;
