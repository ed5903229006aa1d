import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilterForm } from '@portal/shared/ui';
import type { SystemUserFilters } from '../api/get-system-user-page';
import { AUTHORITIES, USER_STATUSES } from '../lib/system-user-search';

interface Props {
  /** What the URL holds; the form shows it. */
  filters: SystemUserFilters;
  onSearch: (filters: SystemUserFilters) => void;
  onReset: () => void;
}

export function SystemUserFilter({ filters, onSearch, onReset }: Props) {
  const { t } = useTranslation('admin');

  return (
    <ListFilterForm<SystemUserFilters>
      filters={filters}
      onSearch={(values) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })}
      onReset={onReset}
      name="system-user-filter"
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
    </ListFilterForm>
  );
}
