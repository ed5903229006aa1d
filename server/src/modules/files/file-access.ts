import type { Queryable } from '../../db/database';
import { fileReachable } from './file-access-repository';
import type { ScopeUser } from '../../lib/scope-sql';

/**
 * Who may read a stored file: its uploader and staff always; otherwise anyone who can see an order
 * that references it (as an attachment or a receipt; customers only receipts of customer-visible
 * templates), or a project document of a project in their scope, or a file sent in a chat they are a
 * member of (and may see).
 */
export async function canReadFile(
  db: Queryable,
  user: ScopeUser,
  file: { id: number; uploaderId: number | null },
): Promise<boolean> {
  if (user.authority === 'manager' || file.uploaderId === user.id) return true;
  return fileReachable(db, user, file.id);
}
