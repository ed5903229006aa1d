import { useEffect, useMemo } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueuedItem } from '@portal/shared/field';
import { QueuedActState } from '../../../components/queued-act-state';

const SIZE = 96;

/** A photo or signature kept on the phone until the server has it: its thumbnail and its state. */
function QueuedTile({ item }: { item: QueuedItem }) {
  const { t } = useTranslation('dispatch');
  const file = item.calls[0]?.file;
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const refused = item.state === 'refused';
  const name = item.detail ?? t(item.label);
  return (
    <Flex
      vertical
      gap={4}
      align="center"
      style={{ width: SIZE + 8 }}
      role="group"
      aria-label={t(refused ? 'receipt.refusedTile' : 'receipt.queuedTile', { name })}
    >
      {url ? (
        <img
          src={url}
          // The group names it: the picture itself is the server's once sent.
          alt=""
          style={{
            width: SIZE,
            height: SIZE,
            objectFit: 'cover',
            borderRadius: 6,
            border: `1px dashed ${refused ? '#ff4d4f' : '#1677ff'}`,
            opacity: refused ? 1 : 0.7,
          }}
        />
      ) : null}
      <QueuedActState item={item} centered />
    </Flex>
  );
}

/** The template's photos and signatures that wait on the phone (待同步) or that the server refused. */
export function QueuedReceiptTiles({ items }: { items: QueuedItem[] }) {
  if (items.length === 0) return null;
  return (
    <Flex wrap gap={12}>
      {items.map((item) => (
        <QueuedTile key={item.key} item={item} />
      ))}
    </Flex>
  );
}
