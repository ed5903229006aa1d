import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchResetButtons } from '@portal/shared/ui';
import type { SystemUserFilters } from '../api/get-system-user-page';

export const AUTHORITIES = ['manager', 'customer', 'technician'] as const;
export const USER_STATUSES = ['onTheJob', 'left'] as const;

export function SystemUserFilter({ onSearch }: { onSearch: (filters: SystemUserFilters) => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SystemUserFilters>();

  return (
    <Form
      form={form}
      name="system-user-filter"
      layout="inline"
      onFinish={(values) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })}
      style={{ rowGap: 12, marginBottom: 16 }}
    >
      <Form.Item name="keyword" label={t('user.keyword')}>
        <Input placeholder={t('user.keywordPlaceholder')} allowClear style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="authority" label={t('user.authority')}>
        <Select
          allowClear
          placeholder={t('user.all')}
          style={{ width: 140 }}
          options={AUTHORITIES.map((value) => ({ value, label: t(`authority.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('user.status')}>
        <Select
          allowClear
          placeholder={t('user.all')}
          style={{ width: 120 }}
          options={USER_STATUSES.map((value) => ({ value, label: t(`userStatus.${value}`) }))}
        />
      </Form.Item>
      <SearchResetButtons
        onReset={() => {
          form.resetFields();
          onSearch({});
        }}
      />
    </Form>
  );
}
