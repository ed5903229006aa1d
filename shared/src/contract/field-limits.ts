/** Field limits the forms check before the server does (`/api/sys/user`, `/api/order/repair/user`, `/api/sys/announce`). */
export const USER_LIMITS = { usernameMin: 2, usernameMax: 64, passwordMin: 6, passwordMax: 64, name: 50, phone: 32 } as const;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
export const USER_PHONE_PATTERN = /^[0-9+\- ]*$/;
export const REPAIR_USER_LIMITS = { name: 100, repairNo: 50, contactName: 50, addressDetail: 200 } as const;
export const ANNOUNCEMENT_LIMITS = { title: 100, content: 5000 } as const;
/** The note of a password-reset request (`POST /api/auth/forget`). */
export const FORGET_NOTE_MAX = 500;
