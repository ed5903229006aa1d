import { App } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewItem, QueuedItem } from '@portal/shared/field';
import { queueAct } from './field-sync';
import { useFieldSyncStore } from './sync-store';

interface Options {
  /** The message when the server took it at once (online); 操作成功 unless said. */
  sent?: string;
  /** After it was sent, queued or refused (a dialog closes). */
  onDone?: () => void;
  /** After the server took it at once: the pages fetch what changed. */
  onSent?: () => Promise<unknown>;
}

/**
 * An act of the engineer's phone (a step, a note, a record, a delete): queued with its time, sent at
 * once when online (after whatever waits before it), else kept as 待同步 and sent when the network
 * returns. Says which of the three happened; a refusal with the server's words.
 */
export function useQueuedAct<V>(act: (value: V) => NewItem, { sent, onDone, onSent }: Options = {}) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  return useMutation({
    // Offline is when these matter most: react-query would hold the mutation until the network returns.
    networkMode: 'always',
    mutationFn: (value: V) => queueAct(act(value)),
    onSuccess: async (left) => {
      if (!left) void message.success(t(sent ?? 'common:common.success'));
      else if (left.state === 'refused') void message.error(left.message ?? t('sync.refused'));
      else void message.info(t('sync.queued'));
      onDone?.();
      if (!left) await onSent?.();
    },
  });
}

/** The acts of an order still on the phone (waiting or refused) that `which` picks. */
export function useQueuedItems(serviceId: number, which: (item: QueuedItem) => boolean): QueuedItem[] {
  const items = useFieldSyncStore((state) => state.items);
  return items.filter((item) => item.serviceId === serviceId && which(item));
}
