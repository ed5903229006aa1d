import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { compressPhoto, type QueuedItem } from '@portal/shared/field';
import { lackReceiptAct, queueAct, receiptDeleteAct, receiptFileAct } from '../../../lib/field-sync';
import { useQueuedAct, useQueuedItems } from '../../../lib/field-sync/use-queued-act';

/** What is being compressed on the phone now: file name and percent. */
export interface Compressing {
  name: string;
  percent: number;
}

/** The acts queued for a template of the order (photos, signatures), waiting or refused. */
export function useQueuedReceipts(serviceId: number, templateId: number): QueuedItem[] {
  return useQueuedItems(serviceId, (item) => item.templateId === templateId);
}

/**
 * Photos picked on the phone: compressed there (with progress), then queued one by one in the order
 * picked, each an upload followed by its receipt; sent at once when online.
 */
export function useQueuePhotos(serviceId: number, templateId: number) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const [compressing, setCompressing] = useState<Compressing[]>([]);
  const queueFile = async (file: Blob, fileName: string, signature = false) => {
    const left = await queueAct(receiptFileAct({ serviceId, templateId, file, fileName, signature }));
    if (left?.state === 'refused') void message.error(left.message ?? t('sync.refused'));
  };
  const addPhotos = async (files: File[]) => {
    setCompressing(files.map((f) => ({ name: f.name, percent: 0 })));
    const ready: File[] = [];
    for (const [index, file] of files.entries()) {
      const progress = (percent: number) =>
        setCompressing((list) => list.map((entry, i) => (i === index ? { ...entry, percent } : entry)));
      // A photo that cannot be compressed is still kept: it goes as it was taken.
      ready.push(await compressPhoto(file, progress).catch(() => file));
      progress(100);
    }
    setCompressing([]);
    for (const file of ready) await queueFile(file, file.name);
  };
  const addSignature = (png: Blob) => queueFile(png, `signature-${Date.now()}.png`, true);
  return { compressing, addPhotos, addSignature };
}

/** The lack-receipt note written on the phone, queued like any other act. */
export function useQueueLackReceipt(serviceId: number, onSuccess: () => void) {
  return useQueuedAct((lackReceipt: string) => lackReceiptAct(serviceId, lackReceipt), {
    sent: 'common:common.saved',
    onDone: onSuccess,
  });
}

/** The newest note still waiting to be sent for the order, if any. */
export function useQueuedLackReceipt(serviceId: number): string | undefined {
  return useQueuedItems(serviceId, (item) => item.label === 'receipt.lackAct').at(-1)?.detail;
}

/** A receipt deleted on the phone, queued like any other act. */
export function useQueueReceiptDelete(serviceId: number) {
  return useQueuedAct((receipt: { id: number; name: string }) => receiptDeleteAct(serviceId, receipt));
}

/** Receipts whose delete waits on the phone: not shown any more (a refused delete shows them again). */
export function useReceiptsBeingDeleted(serviceId: number): ReadonlySet<number> {
  const deleting = useQueuedItems(
    serviceId,
    (item) => item.state === 'pending' && item.receiptId !== undefined,
  );
  return new Set(deleting.map((item) => item.receiptId as number));
}
