import { useState } from 'react';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FLOW_STATUSES,
  ORDER_RANGE_FILTERS,
  ORDER_TEXT_FILTERS,
  orderFilterField,
  type OrderRangeFilter,
  type OrderTextFilter,
} from '@portal/shared';
import { DateTimeRangeFilter, SearchResetButtons, useFilterFormShows } from '@portal/shared/ui';
import { fieldText, statusText } from '../../../lib/i18n-labels';
import type { QueryFormValues } from '../utils/query-params';

/** Shown while the form is folded. */
const FIRST_TEXTS = 5;

interface Props {
  /** What the URL holds; the form shows it. */
  values: QueryFormValues;
  onSearch: (values: QueryFormValues) => void;
  onReset: () => void;
}

/** Every query parameter of SPEC section 3, the less used ones folded away. */
export function QueryFilterForm({ values, onSearch, onReset }: Props) {
  const { t } = useTranslation('dispatch');
  const [form] = Form.useForm<QueryFormValues>();
  const [expanded, setExpanded] = useState(false);
  useFilterFormShows(form, values);
  // The label of the field filtered; the list's 收入关单时间 and 最近跟踪时间 filter as 关单时间 and 跟踪时间.
  const label = (name: OrderTextFilter | OrderRangeFilter) =>
    name === 'income'
      ? t('common:orderField.incomeTime')
      : name === 'trackRecord'
        ? t('query.trackRecord')
        : fieldText(t, orderFilterField(name));

  return (
    <Form
      name="dispatch-query"
      form={form}
      labelCol={{ flex: '132px' }}
      wrapperCol={{ flex: 'auto' }}
      onFinish={onSearch}
    >
      <Row gutter={16}>
        {ORDER_TEXT_FILTERS.map((name, index) => (
          <Col key={name} xs={24} md={12} xl={8} hidden={!expanded && index >= FIRST_TEXTS}>
            <Form.Item name={name} label={label(name)}>
              <Input allowClear placeholder={t('filter.inputPlaceholder')} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="status" label={fieldText(t, 'status')}>
            <Select
              allowClear
              placeholder={t('query.allStatuses')}
              options={FLOW_STATUSES.map((s) => ({ value: s, label: statusText(t, s) }))}
            />
          </Form.Item>
        </Col>
        {/* A date-time range needs twice a text field's width to stay beside its label. */}
        {ORDER_RANGE_FILTERS.map((name, index) => (
          <Col key={name} xs={24} xl={12} hidden={!expanded && index >= 2}>
            <Form.Item name={name} label={label(name)}>
              <DateTimeRangeFilter style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <SearchResetButtons
            onReset={() => {
              form.resetFields();
              onReset();
            }}
          >
            <Button
              type="link"
              onClick={() => setExpanded((v) => !v)}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
            >
              {expanded ? t('query.collapse') : t('query.expand')}
            </Button>
          </SearchResetButtons>
        </Col>
      </Row>
    </Form>
  );
}
