import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FLOW_STATUSES, ORDER_RANGE_FILTERS, ORDER_TEXT_FILTERS, orderFilterField } from '@portal/shared';
import { OrderFilterForm, type OrderFilterFormField } from '@portal/shared/ui';
import { fieldText, statusText } from '../../../lib/i18n-labels';
import type { QueryFormValues } from '../utils/query-params';

/** Text and time filters shown while the form is folded. */
const FIRST_TEXTS = 5;
const FIRST_RANGES = 2;

interface Props {
  /** What the URL holds; the form shows it. */
  values: QueryFormValues;
  onSearch: (values: QueryFormValues) => void;
  onReset: () => void;
}

/** Every query parameter of SPEC section 3 and the status (the order kit's form), the less used ones folded away. */
export function QueryFilterForm({ values, onSearch, onReset }: Props) {
  const { t } = useTranslation('dispatch');
  const status: OrderFilterFormField = {
    name: 'status',
    item: (
      <Form.Item name="status" label={fieldText(t, 'status')}>
        <Select
          allowClear
          placeholder={t('query.allStatuses')}
          options={FLOW_STATUSES.map((s) => ({ value: s, label: statusText(t, s) }))}
        />
      </Form.Item>
    ),
  };
  return (
    <OrderFilterForm<QueryFormValues>
      name="dispatch-query"
      labelWidth={132}
      fields={[
        ...ORDER_TEXT_FILTERS.slice(0, FIRST_TEXTS),
        status,
        ...ORDER_RANGE_FILTERS.slice(0, FIRST_RANGES),
      ]}
      folded={[...ORDER_TEXT_FILTERS.slice(FIRST_TEXTS), ...ORDER_RANGE_FILTERS.slice(FIRST_RANGES)]}
      values={values}
      onSearch={onSearch}
      onReset={onReset}
      // The label of the field filtered; the list's 收入关单时间 and 最近跟踪时间 filter as 关单时间 and 跟踪时间.
      label={(name) =>
        name === 'income'
          ? t('common:orderField.incomeTime')
          : name === 'trackRecord'
            ? t('query.trackRecord')
            : fieldText(t, orderFilterField(name))
      }
    />
  );
}
