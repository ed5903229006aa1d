import type { UserInfo } from '../types/user';

type Subject = Pick<UserInfo, 'roles' | 'authorities'> | null | undefined;

export const hasRole = (user: Subject, role: string): boolean => !!user?.roles.includes(role);
export const hasAnyRole = (user: Subject, roles: string[]): boolean => roles.some((r) => hasRole(user, r));
export const hasPermission = (user: Subject, permission: string): boolean =>
  !!user?.authorities.includes(permission);
export const hasAnyPermission = (user: Subject, permissions: string[]): boolean =>
  permissions.some((p) => hasPermission(user, p));

export interface AccessRule {
  role?: string;
  anyRole?: string[];
  permission?: string;
  anyPermission?: string[];
}

/** True when the user passes every check the rule names (an empty rule passes). */
export function isAllowed(user: Subject, rule: AccessRule): boolean {
  if (rule.role !== undefined && !hasRole(user, rule.role)) return false;
  if (rule.anyRole !== undefined && !hasAnyRole(user, rule.anyRole)) return false;
  if (rule.permission !== undefined && !hasPermission(user, rule.permission)) return false;
  if (rule.anyPermission !== undefined && !hasAnyPermission(user, rule.anyPermission)) return false;
  return true;
}
