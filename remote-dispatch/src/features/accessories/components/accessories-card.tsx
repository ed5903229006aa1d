import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Accessory } from '@portal/shared/contract';
import { AccessoryTable, ConfirmLink } from '@portal/shared/ui';
import { paths } from '../../../lib/paths';
import { useAccessories } from '../hooks/use-accessories';
import { useDeleteAccessory } from '../hooks/use-accessory-changes';
import { AccessoryDialog } from './accessory-dialog';

/** The order's parts shipments with send, edit and delete while the order is open. */
export function AccessoriesCard({ serviceId, editable }: { serviceId: number; editable: boolean }) {
  const { t } = useTranslation('dispatch');
  const list = useAccessories(serviceId);
  const [dialog, setDialog] = useState<{ accessory: Accessory | null } | null>(null);
  const remove = useDeleteAccessory();
  return (
    <Card
      variant="borderless"
      title={t('common:menu.accessoriesSend')}
      extra={
        editable ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ accessory: null })}>
            {t('accessory.add')}
          </Button>
        ) : null
      }
    >
      <AccessoryTable
        rows={list.data ?? []}
        loading={list.isFetching}
        trackingPath={(row) => paths.express(row.id)}
        actions={
          editable
            ? (row) => (
                <Space>
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => setDialog({ accessory: row })}
                  >
                    {t('common:common.edit')}
                  </Button>
                  <ConfirmLink
                    title={t('accessory.deleteConfirm')}
                    danger
                    style={{ padding: 0 }}
                    onConfirm={() => remove.mutate(row)}
                  >
                    {t('common:common.delete')}
                  </ConfirmLink>
                </Space>
              )
            : undefined
        }
      />
      <AccessoryDialog
        open={dialog !== null}
        serviceId={serviceId}
        accessory={dialog?.accessory ?? null}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
