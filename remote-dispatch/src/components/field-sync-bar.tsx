import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Drawer, Flex, List } from 'antd';
import { CloudSyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/shared';
import { useRefreshDispatch } from '../lib/query-keys';
import { startFieldSync, syncNow, useFieldSyncStore } from '../lib/field-sync';
import { QueuedActState } from './queued-act-state';

/** 离线 and 待同步 N on the engineer's pages; the list of waiting acts, refused ones with the server's words. */
export function FieldSyncBar({ savedAt, fetchedAt }: { savedAt?: string | null; fetchedAt?: number }) {
  const { t } = useTranslation('dispatch');
  const { online, items, syncing } = useFieldSyncStore();
  const [open, setOpen] = useState(false);
  const refresh = useRefreshDispatch();
  const sent = useRef(items.length);
  useEffect(startFieldSync, []);
  // Acts reached the server: the pages show its state (and their queued tiles give way to it).
  useEffect(() => {
    if (items.length < sent.current) void refresh();
    sent.current = items.length;
  }, [items.length, refresh]);
  const refused = items.filter((i) => i.state === 'refused').length;
  return (
    <>
      {!online || savedAt ? (
        <Alert
          type={online ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 8 }}
          title={
            online
              ? t('sync.savedAt', { time: formatDateTime(savedAt ?? '') })
              : t('sync.offline', {
                  // Fetched afresh before the network went: the time of that fetch.
                  time: savedAt
                    ? formatDateTime(savedAt)
                    : fetchedAt
                      ? formatDateTime(new Date(fetchedAt).toISOString())
                      : '—',
                })
          }
        />
      ) : null}
      {items.length > 0 ? (
        <Flex justify="end" style={{ marginBottom: 8 }}>
          <Badge count={refused} size="small">
            {/* Not `loading` while it syncs: a loading button swallows the tap that opens the list. */}
            <Button
              icon={<CloudSyncOutlined spin={syncing} />}
              aria-busy={syncing}
              onClick={() => setOpen(true)}
            >
              {t('sync.pending', { count: items.length })}
            </Button>
          </Badge>
        </Flex>
      ) : null}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('sync.pending', { count: items.length })}
        size={Math.min(420, typeof window === 'undefined' ? 420 : window.innerWidth)}
        extra={
          <Button disabled={!online} loading={syncing} onClick={() => void syncNow()}>
            {t('sync.syncNow')}
          </Button>
        }
      >
        <List
          dataSource={items}
          renderItem={(item) => (
            <List.Item key={item.seq}>
              <List.Item.Meta
                title={t(item.label)}
                description={
                  <Flex vertical gap={4} align="flex-start">
                    <span>{t('sync.actedAt', { time: formatDateTime(item.actedAt) })}</span>
                    <QueuedActState item={item} />
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
}
