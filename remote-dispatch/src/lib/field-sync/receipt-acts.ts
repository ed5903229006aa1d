import type { NewItem } from '@portal/shared/field';

/**
 * A photo (or the customer's signature) filed as a receipt: the upload, then the receipt with the
 * uploaded file's id. A signature is also watermarked (order number, time, address) like a stamped photo.
 */
export function receiptFileAct(input: {
  serviceId: number;
  templateId: number;
  file: Blob;
  fileName: string;
  signature?: boolean;
}): NewItem {
  const { serviceId, templateId, file, fileName, signature = false } = input;
  return {
    serviceId,
    templateId,
    label: signature ? 'receipt.signatureAct' : 'receipt.photoAct',
    detail: fileName,
    calls: [
      { route: 'fileUpload', file, fileName },
      { route: 'receiptAdd', body: { serviceId, templateId }, from: { fileId: [0, 'id'] } },
      ...(signature
        ? [{ route: 'receiptWatermark' as const, from: { receiptId: [1, 'id'] as [number, string] } }]
        : []),
    ],
  };
}

/** The note of the acceptance documents the engineer could not provide. */
export function lackReceiptAct(serviceId: number, lackReceipt: string): NewItem {
  return {
    serviceId,
    label: 'receipt.lackAct',
    detail: lackReceipt,
    calls: [{ route: 'lackReceiptSave', body: { serviceId, lackReceipt } }],
  };
}

/** A tracking record the engineer writes on the order (its contact time is the phone's time of writing). */
export function trackingRecordAct(serviceId: number, content: string): NewItem {
  return {
    serviceId,
    label: 'tracking.recordAct',
    detail: content,
    calls: [{ route: 'trackingAdd', body: { serviceId, content } }],
  };
}

/** A receipt the engineer deletes (a photo taken by mistake). */
export function receiptDeleteAct(serviceId: number, receipt: { id: number; name: string }): NewItem {
  return {
    serviceId,
    receiptId: receipt.id,
    label: 'receipt.deleteAct',
    detail: receipt.name,
    calls: [{ route: 'receiptDelete', params: { id: receipt.id } }],
  };
}
