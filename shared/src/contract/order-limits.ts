/** Field limits of a new service order (`POST /api/customer/order`), checked by the form and by the server. */
export const ORDER_LIMITS = {
  faultDescription: 1000,
  attachments: 20,
  addressDetail: 200,
  contactName: 50,
} as const;
