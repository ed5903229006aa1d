import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QueuedItem } from '@portal/shared/field';
import { queueAct, trackingRecordAct, useFieldSyncStore } from '../../../lib/field-sync';

/** A tracking record written on the engineer's phone, queued like any other act. */
export function useQueueTrackingRecord(serviceId: number, onSuccess: () => void) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    // Queued on the phone, so it runs offline too (react-query would hold it until the network returns).
    networkMode: 'always',
    mutationFn: (content: string) => queueAct(trackingRecordAct(serviceId, content)),
    onSuccess: (left) => {
      if (!left) void message.success(t('common:common.added'));
      else if (left.state === 'refused') void message.error(left.message ?? t('sync.refused'));
      else void message.info(t('sync.queued'));
      onSuccess();
    },
  });
}

/** The order's tracking records still on the phone (waiting or refused). */
export function useQueuedTrackingRecords(serviceId: number): QueuedItem[] {
  const items = useFieldSyncStore((state) => state.items);
  return items.filter((item) => item.serviceId === serviceId && item.label === 'tracking.recordAct');
}
