import type { ReactNode } from 'react';
import { useSessionStore } from '../stores/session-store';
import { isAllowed, type AccessRule } from './checks';

/** Renders its children only when the signed-in user passes the rule; otherwise nothing at all. */
export function Authorized({ children, ...rule }: AccessRule & { children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  return isAllowed(user, rule) ? <>{children}</> : null;
}
