import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { QueuedItem } from '@portal/shared/field';
import { discardAct, retryAct } from '../lib/field-sync';

/**
 * A queued act's state: 等待同步, or 服务器拒绝 with the server's words and 重试 / 放弃 (after a
 * confirmation: a photo is never thrown away unasked). `centered` under a tile, else in a line.
 */
export function QueuedActState({ item, centered = false }: { item: QueuedItem; centered?: boolean }) {
  const { t } = useTranslation('dispatch');
  const refused = item.state === 'refused';
  return (
    <Flex vertical gap={4} align={centered ? 'center' : 'flex-start'}>
      <Tag color={refused ? 'error' : 'processing'} icon={refused ? null : <ClockCircleOutlined />}>
        {t(refused ? 'sync.refused' : 'sync.waiting')}
      </Tag>
      {refused && item.message ? (
        <Typography.Text type="danger" style={{ fontSize: 12, textAlign: centered ? 'center' : undefined }}>
          {item.message}
        </Typography.Text>
      ) : null}
      {refused ? (
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
      ) : null}
    </Flex>
  );
}
