/** Field limits of a new service order (`POST /api/customer/order`), checked by the form and by the server. */
export const ORDER_LIMITS = {
  faultDescription: 1000,
  attachments: 20,
  addressDetail: 200,
  contactName: 50,
} as const;

/** SPEC 9: the first-training content of an order, at most this many characters (after trimming). */
export const FIRST_TRAIN_MAX = 300;

/** Field limits of an order's repair user as a dispatcher corrects it (`POST /api/dispatch/service/update/detail/overall`). */
export const ORDER_CONTACT_LIMITS = { repairUserName: 100, contactName: 50, repairUserAddress: 300 } as const;
