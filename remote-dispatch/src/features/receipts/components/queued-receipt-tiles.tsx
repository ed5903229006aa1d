import { useEffect, useMemo } from 'react';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QueuedItem } from '@portal/shared/field';
import { discardAct, retryAct } from '../../../lib/field-sync';

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
      <Tag color={refused ? 'error' : 'processing'} icon={refused ? null : <ClockCircleOutlined />}>
        {t(refused ? 'sync.refused' : 'sync.waiting')}
      </Tag>
      {refused ? (
        <>
          {item.message ? (
            <Typography.Text type="danger" style={{ fontSize: 12, textAlign: 'center' }}>
              {item.message}
            </Typography.Text>
          ) : null}
          <Flex gap={4}>
            <Button size="small" onClick={() => void retryAct(item.seq as number)}>
              {t('sync.retry')}
            </Button>
            <Popconfirm
              title={t('sync.discardConfirm')}
              okText={t('common:common.ok')}
              cancelText={t('common:common.cancel')}
              onConfirm={() => discardAct(item.seq as number)}
            >
              <Button size="small" danger>
                {t('sync.discard')}
              </Button>
            </Popconfirm>
          </Flex>
        </>
      ) : null}
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
