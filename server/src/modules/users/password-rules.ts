/** A new password's length (a manager's reset included). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
