import { useState, type ReactNode } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orderFilterField, type OrderRangeFilter, type OrderTextFilter } from '@portal/shared';
import { DateTimeRangeFilter, SearchResetButtons, useFilterFormShows } from '@portal/shared/ui';
import { hasAnyFilter, type OrderFilters } from '../url-state';

type Field = { kind: 'text'; key: OrderTextFilter } | { kind: 'range'; key: OrderRangeFilter };

const text = (key: OrderTextFilter): Field => ({ kind: 'text', key });
const range = (key: OrderRangeFilter): Field => ({ kind: 'range', key });

/** Always shown. */
export const BASIC_FIELDS: Field[] = [
  text('serviceNo'),
  text('projectName'),
  text('repairUserName'),
  range('appointment'),
  range('create'),
];

/** Shown after 展开. */
export const ADVANCED_FIELDS: Field[] = [
  text('serviceContent'),
  text('repairNo'),
  text('repairUserAddress'),
  text('creators'),
  text('engineerName'),
  text('engineerCompanyName'),
  range('dispatch'),
  range('arrive'),
  range('completion'),
  range('acceptance'),
  range('income'),
  range('trackRecord'),
];

interface Props {
  filters: OrderFilters;
  /** More buttons after 查询 and 重置 (such as 导出). */
  extraActions?: ReactNode;
  onSearch: (filters: OrderFilters) => void;
  onReset: () => void;
}

/** Every filter of SPEC section 3; the rarely used ones fold away. */
export function OrderFilterForm({ filters, onSearch, onReset, extraActions }: Props) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<OrderFilters>();
  const [expanded, setExpanded] = useState(() =>
    hasAnyFilter(
      filters,
      ADVANCED_FIELDS.map((f) => f.key),
    ),
  );
  // Folded fields are mounted on first unfolding only (eight range pickers are slow to build), then
  // stay mounted while hidden so that a value set in one still filters.
  const [advancedMounted, setAdvancedMounted] = useState(expanded);

  // The URL is the source of truth: show what it holds whenever it changes.
  useFilterFormShows(form, filters);

  // The label of the field filtered, but for this page's own 跟踪时间.
  const label = (key: Field['key']) =>
    t(key === 'trackRecord' ? 'orderQuery.trackRecord' : `common:orderField.${orderFilterField(key)}`);

  const renderField = (field: Field, shown = true) => (
    // A date-time range needs twice a text field's width to stay beside its label.
    <Col
      key={field.key}
      xs={24}
      md={field.kind === 'text' ? 12 : 24}
      xl={field.kind === 'text' ? 8 : 12}
      style={shown ? undefined : { display: 'none' }}
    >
      <Form.Item name={field.key} label={label(field.key)}>
        {field.kind === 'text' ? (
          <Input allowClear maxLength={100} placeholder={t('orderQuery.textPlaceholder')} />
        ) : (
          <DateTimeRangeFilter style={{ width: '100%' }} allowEmpty={[true, true]} />
        )}
      </Form.Item>
    </Col>
  );

  return (
    <Form<OrderFilters>
      form={form}
      name="orderFilters"
      colon={false}
      labelCol={{ flex: '96px' }}
      labelWrap
      onFinish={(values) => onSearch(values)}
    >
      <Row gutter={16}>
        {BASIC_FIELDS.map((field) => renderField(field))}
        {advancedMounted && ADVANCED_FIELDS.map((field) => renderField(field, expanded))}
        <Col xs={24} md={12} xl={8} style={{ marginInlineStart: 'auto' }}>
          <SearchResetButtons
            style={{ width: '100%', justifyContent: 'flex-end' }}
            onReset={() => {
              form.resetFields();
              onReset();
            }}
          >
            {extraActions}
            <Button
              type="link"
              aria-expanded={expanded}
              onClick={() => {
                setAdvancedMounted(true);
                setExpanded((open) => !open);
              }}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
            >
              {t(expanded ? 'orderQuery.collapse' : 'orderQuery.expand')}
            </Button>
          </SearchResetButtons>
        </Col>
      </Row>
    </Form>
  );
}
