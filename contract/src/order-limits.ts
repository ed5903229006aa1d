/** Field limits of a new service order (`POST /api/customer/order`), checked by the form and by the server. */
export const ORDER_LIMITS = {
  faultDescription: 1000,
  attachments: 20,
  addressDetail: 200,
  contactName: 50,
} as const;

/** SPEC 9: the first-training content of an order, at most this many characters (after trimming). */
export const FIRST_TRAIN_MAX = 300;
