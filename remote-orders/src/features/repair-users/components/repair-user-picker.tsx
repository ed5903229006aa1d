import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { RepairUser } from '@portal/shared';
import { repairUserKeys } from '../hooks/repair-user-keys';
import { useRepairUserOptions } from '../hooks/use-repair-users';
import { RepairUserFormModal } from './repair-user-form-modal';

export interface RepairUserPickerProps {
  id?: string;
  value?: number | null;
  /** Gets the chosen repair user too, so a form can fill in its address and contact. */
  onChange?: (id: number | null, user: RepairUser | null) => void;
  'aria-invalid'?: boolean;
}

/** Chooses one of the company's valid repair users, or adds one on the spot and chooses it. */
export function RepairUserPicker({ id, value, onChange, ...rest }: RepairUserPickerProps) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const options = useRepairUserOptions();
  const [adding, setAdding] = useState(false);
  const users = options.data ?? [];

  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select<number>
          id={id}
          aria-invalid={rest['aria-invalid']}
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={options.isFetching}
          placeholder={t('form.repairUserPlaceholder')}
          value={value ?? undefined}
          options={users.map((user) => ({
            value: user.id,
            label: user.repairNo ? `${user.name}（${user.repairNo}）` : user.name,
          }))}
          onChange={(next) => {
            const chosen = users.find((user) => user.id === next) ?? null;
            onChange?.(chosen ? chosen.id : null, chosen);
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('common:menu.repairUserAdd')}
        </Button>
      </Space.Compact>
      <RepairUserFormModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(user) => {
          // Shown by name at once, before the refreshed list arrives.
          queryClient.setQueryData<RepairUser[]>(repairUserKeys.options(), (old) =>
            old?.some((u) => u.id === user.id) ? old : [...(old ?? []), user],
          );
          setAdding(false);
          onChange?.(user.id, user);
        }}
      />
    </>
  );
}
