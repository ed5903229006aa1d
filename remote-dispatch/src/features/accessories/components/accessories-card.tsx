import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRefreshDispatch } from '../../../lib/query-keys';
import { deleteAccessory } from '../api/delete-accessory';
import type { Accessory } from '../api/types';
import { useAccessories } from '../hooks/use-accessories';
import { AccessoryDialog } from './accessory-dialog';
import { AccessoryTable } from './accessory-table';

/** The order's parts shipments with send, edit and delete while the order is open. */
export function AccessoriesCard({ serviceId, editable }: { serviceId: number; editable: boolean }) {
  const { t } = useTranslation('dispatch');
  const { message } = App.useApp();
  const refresh = useRefreshDispatch();
  const list = useAccessories(serviceId);
  const [dialog, setDialog] = useState<{ accessory: Accessory | null } | null>(null);
  const remove = useMutation({
    mutationFn: (row: Accessory) => deleteAccessory(row.id),
    onSuccess: async () => {
      void message.success(t('common:common.success'));
      await refresh();
    },
  });
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
        onEdit={editable ? (row) => setDialog({ accessory: row }) : undefined}
        onDelete={editable ? (row) => remove.mutate(row) : undefined}
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
