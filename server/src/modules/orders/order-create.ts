import { isRealDateTime, type CreateOrderBody, type UploadedFile } from '@portal/contract';
import type { Database, Queryable } from '../../db/database';
import { badRequest, forbidden } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import { insertTimelineEntry } from '../order-core/timeline-repository';
import { regionTextOf } from '../../lib/regions';
import { filesUploadedBy } from '../files/file-repository';
import { validRepairUserOf } from '../repair-users/repair-user-repository';
import {
  insertOrder,
  isTodayOrLater,
  serviceContentNameOf,
  validProjectOf,
} from '../order-core/order-create-repository';

/**
 * Places a service order (status pendingDispatch) with its first timeline row and returns its id.
 * A repeated placing is answered by the Idempotency-Key rule (plugins/idempotency) before this runs.
 */
export async function createOrder(db: Database, user: AuthUser, body: CreateOrderBody): Promise<number> {
  if (user.authority === 'technician') throw forbidden();
  const description = body.faultDescription.trim();
  if (!description) throw badRequest('fieldRequired', { field: 'faultDescription' });
  const appointment =
    body.appointmentTime.length === 16 ? `${body.appointmentTime}:00` : body.appointmentTime;
  if (!isRealDateTime(appointment)) throw badRequest('fieldPattern', { field: 'appointmentTime' });
  const regionText = body.regionCodes ? regionTextOf(body.regionCodes) : null;

  return db.transaction(async (tx) => {
    if (!(await isTodayOrLater(tx, appointment))) throw badRequest('appointmentPast');
    const project = await validProjectOf(
      tx,
      body.projectId,
      user.authority === 'manager' ? null : (user.customerId ?? -1),
    );
    if (!project) throw badRequest('projectInvalid');
    const content = await serviceContentNameOf(tx, body.serviceContentId, project.id);
    if (content === null) throw badRequest('serviceContentInvalid');
    const repair = await validRepairUserOf(tx, body.repairUserId, project.customerId);
    if (!repair) throw badRequest('repairUserInvalid');
    const attachments = await checkAttachments(tx, user.id, body.attachments);

    const regionCodes = body.regionCodes ?? repair.regionCodes;
    const address = [regionText ?? repair.regionText, body.addressDetail?.trim() || repair.addressDetail]
      .filter(Boolean)
      .join(' ');
    const inserted = await insertOrder(tx, {
      customerId: project.customerId,
      projectId: project.id,
      projectName: project.name,
      serviceContentId: body.serviceContentId,
      serviceContent: content,
      repairUserId: body.repairUserId,
      repairUserName: repair.name,
      repairNo: repair.repairNo,
      repairUserAddress: address,
      regionCodes,
      contactName: body.contactName?.trim() || repair.contactName,
      contactPhone: body.contactPhone ?? repair.contactPhone,
      faultDescription: description,
      attachments: JSON.stringify(attachments),
      creatorId: user.id,
      creatorName: user.name,
      appointmentTime: appointment,
    });
    await insertTimelineEntry(tx, {
      serviceId: inserted,
      action: 'create',
      fromStatus: null,
      toStatus: 'pendingDispatch',
      operator: user,
    });
    return inserted;
  });
}

/** Each attachment must be a file the user uploaded; kept on the order as `{id, url, originName, ext}`. */
async function checkAttachments(db: Queryable, userId: number, ids: number[]): Promise<UploadedFile[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await filesUploadedBy(db, unique, userId);
  const found = new Map(rows.map((r) => [Number(r.id), r]));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('attachmentInvalid', { id: missing });
  return unique.map((id) => ({ ...found.get(id)!, id }));
}
