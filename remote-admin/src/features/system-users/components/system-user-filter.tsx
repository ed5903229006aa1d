import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchResetButtons, useFilterFormShows } from '@portal/shared/ui';
import type { SystemUserFilters } from '../api/get-system-user-page';
import { AUTHORITIES, USER_STATUSES } from '../lib/system-user-search';

export { AUTHORITIES, USER_STATUSES };

interface Props {
  /** What the URL holds; the form shows it. */
  filters: SystemUserFilters;
  onSearch: (filters: SystemUserFilters) => void;
  onReset: () => void;
}

export function SystemUserFilter({ filters, onSearch, onReset }: Props) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SystemUserFilters>();
  useFilterFormShows(form, filters);

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
          onReset();
        }}
      />
    </Form>
  );
}
