import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../../db/database';
import { badRequest, found } from '../../http-error';
import type { AuthUser } from '../users/auth-user';
import type { FileStorage } from '../../storage/file-storage';
import { fileKind } from '../files/file-kind';
import { orderFor } from '../order-core/order-access';
import { receiptState, replaceWithWatermarked, storedFile, watermarkMinute } from './receipt-repository';
import { clampedActedAt } from '../order-core/timeline-repository';
import { stampWatermark } from './watermark';

/**
 * Stamps order number, time and address on an image receipt, stored as a new file; once per receipt.
 * The time is when the picture was taken (see `watermarkMinute`); `actedAt` is the phone's time of
 * the watermark request.
 */
export async function watermarkReceipt(
  db: Database,
  storage: FileStorage,
  user: AuthUser,
  receiptId: number,
  actedAt: string | null = null,
): Promise<void> {
  const receipt = found(await receiptState(db, receiptId));
  const order = await orderFor(db, user, Number(receipt.serviceId), { write: true, open: true });
  if (receipt.isWatermarked) throw badRequest('receiptWatermarked');
  const file = receipt.fileId ? await storedFile(db, receipt.fileId) : null;
  if (!file || fileKind(file.ext) !== 'image') throw badRequest('receiptNotImage');
  const stream = await storage.open(file.storageKey);
  if (!stream) throw badRequest('receiptFileInvalid');
  const time = await watermarkMinute(
    db,
    receipt.id,
    actedAt ? await clampedActedAt(db, order.id, actedAt) : null,
  );
  let stamped;
  try {
    stamped = await stampWatermark(await buffer(stream), [order.serviceNo, time, order.repairUserAddress]);
  } catch {
    throw badRequest('receiptNotImage');
  }
  const date = new Date();
  const key = `watermarks/${date.getFullYear()}/${String(date.getMonth() + 1).padStart(2, '0')}/${randomUUID()}.${stamped.ext}`;
  const size = await storage.put(key, Readable.from([stamped.data]));
  const name = `${file.originName.replace(/\.[^.]*$/, '')}-watermark.${stamped.ext}`;
  try {
    await db.transaction(async (tx) => {
      const replaced = await replaceWithWatermarked(tx, receipt.id, {
        originName: name,
        ext: stamped.ext,
        size,
        mime: stamped.mime,
        storageKey: key,
        uploaderId: user.id,
      });
      if (!replaced) throw badRequest('receiptWatermarked');
    });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
