import { type Queryable } from '../../db/database';
import { badRequest } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import { canReadFile } from '../files/file-access';
import type { OrderRef } from '../order-core/order-repository';
import { storedFile, templateFits, type StoredFile } from './receipt-repository';

/** The template filter for a user: customers see customer-visible templates only, engineers engineer-visible ones. */
export function templateScope(user: AuthUser): string {
  if (user.authority === 'customer') return 'AND t.is_customer_visible';
  if (user.authority === 'technician') return 'AND t.is_engineer_visible';
  return '';
}

/** A template of the order's service content (or one for every content). */
export async function checkTemplate(db: Queryable, order: OrderRef, templateId: number): Promise<void> {
  if (!(await templateFits(db, templateId, order.serviceContentId)))
    throw badRequest('receiptTemplateInvalid');
}

/** A file the user uploaded (any file for a manager). */
export async function ownFile(db: Queryable, user: AuthUser, fileId: number): Promise<StoredFile> {
  const file = await storedFile(db, fileId);
  if (!file || (user.authority !== 'manager' && file.uploaderId !== user.id))
    throw badRequest('receiptFileInvalid');
  return file;
}

/** A stored file that exists and that the user may read. */
export async function readableFile(db: Queryable, user: AuthUser, fileId: number): Promise<boolean> {
  const file = await storedFile(db, fileId);
  return file !== null && (await canReadFile(db, user, { id: Number(file.id), uploaderId: file.uploaderId }));
}

/** File id from a portal file URL (`/file/files/<id>/<name>`), else null (an outside URL). */
export const fileIdOf = (url: string): number | null => {
  const m = /^(?:https?:\/\/[^/]+)?\/file\/files\/(\d+)\//.exec(url);
  return m ? Number(m[1]) : null;
};
