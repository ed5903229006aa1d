/** Field limits the forms check before the server does (`/api/sys/user`, `/api/order/repair/user`, `/api/sys/announce`). */
export const USER_LIMITS = {
  usernameMin: 2,
  usernameMax: 64,
  passwordMin: 6,
  passwordMax: 64,
  name: 50,
  phone: 32,
} as const;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const USER_PHONE_PATTERN = /^[0-9+\- ]*$/;
export const REPAIR_USER_LIMITS = { name: 100, repairNo: 50, contactName: 50, addressDetail: 200 } as const;
export const ANNOUNCEMENT_LIMITS = { title: 100, content: 5000 } as const;
/** The note of a password-reset request (`POST /api/auth/forget`). */
export const FORGET_NOTE_MAX = 500;

/** The reason of a step (reject, redispatch, change engineer, cancel) and of a settlement objection. */
export const REASON_MAX_LENGTH = 500;
/** The engineer's lack-receipt note: on completion and on `/api/sys/dispatch/receipt/lackReceipt`. */
export const LACK_RECEIPT_MAX_LENGTH = 1000;
/** A tracking record's content (`/api/customer/dispatch/track/record`). */
export const TRACKING_CONTENT_MAX_LENGTH = 1000;
/** An engineer's company name as a dispatch or a change of engineer sends it. */
export const COMPANY_NAME_MAX_LENGTH = 100;
/** An accessory shipment (`/api/customer/dispatch/accessory`): its lines, courier number and remark. */
export const ACCESSORY_LIMITS = {
  lineName: 100,
  lineModel: 100,
  quantity: 10000,
  lines: 50,
  courierNo: 50,
  remark: 500,
} as const;
/** The order's repair user as a dispatcher corrects it (`/api/dispatch/service/update/detail/overall`); the phone is PHONE_MAX_LENGTH. */
export const ORDER_REPAIR_USER_LIMITS = {
  repairUserName: 100,
  contactName: 50,
  repairUserAddress: 300,
} as const;
/** A remote's release (`ReleaseBody`): version and entry lengths, and how many users a canary may list. */
export const RELEASE_LIMITS = { version: 40, entry: 500, users: 1000, files: 2000, filePath: 300 } as const;
