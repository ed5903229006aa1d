import { useState, type ReactNode } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  ORDER_FILTER_TEXT_MAX,
  ORDER_TEXT_FILTERS,
  orderFilterField,
  type OrderTextFilter,
} from '@portal/contract/order-query';
import { SearchResetButtons } from '../components/paged-table';
import { useIsPhone } from '../lib/use-is-phone';
import { useFilterFormShows } from '../components/use-filter-form';
import { DateTimeRangeFilter } from '../widgets/date-time-range-filter';
import { ORDER_KIT_NS } from './locales';
import { orderFilterCodec, type OrderFilterKey, type OrderFilterValues } from './order-filter-codec';

/** A field of the form that is no order filter (a status select…): its name and its `Form.Item`. */
export interface OrderFilterExtraField {
  name: string;
  item: ReactNode;
}

export type OrderFilterFormField = OrderFilterKey | OrderFilterExtraField;

export interface OrderFilterFormProps<V extends OrderFilterValues> {
  /** The form's name: unique in the document (field ids derive from it). */
  name: string;
  /** The fields shown, in their order. */
  fields: readonly OrderFilterFormField[];
  /** More fields after 展开, in their order (mounted on the first 展开, then kept while folded). */
  folded?: readonly OrderFilterFormField[];
  /** What the URL holds; the form shows it (and opens folded when none of the folded fields has a value). */
  values?: V;
  onSearch: (values: V) => void;
  /** Called by 重置 after it has cleared the fields. */
  onReset: () => void;
  /** The label of a filter (default: the portal's name of the order field it filters). */
  label?: (key: OrderFilterKey) => string;
  /** The time ranges take times too (opening at 00:00:00 and 23:59:59); else days. */
  showTime?: boolean;
  /** The width of the labels. */
  labelWidth?: number;
  /** More buttons after 查询 and 重置 (such as 导出). */
  extraActions?: ReactNode;
}

/** On a phone the form shows its first field; the others fold behind 展开, so that the list is in sight. */
const PHONE_SHOWN = 1;

const isText = (key: OrderFilterKey): key is OrderTextFilter =>
  (ORDER_TEXT_FILTERS as readonly string[]).includes(key);
const keyOf = (field: OrderFilterFormField) => (typeof field === 'string' ? field : field.name);

/** One filter form of the order lists, over any subset of the contract's filters; the rarely used ones fold away. */
export function OrderFilterForm<V extends OrderFilterValues>({
  name,
  fields: allFields,
  folded: foldedFields = [],
  values,
  onSearch,
  onReset,
  label,
  showTime = false,
  labelWidth = 96,
  extraActions,
}: OrderFilterFormProps<V>) {
  const { t } = useTranslation(ORDER_KIT_NS);
  const [form] = Form.useForm<V>();
  const phone = useIsPhone();
  const fields = phone ? allFields.slice(0, PHONE_SHOWN) : allFields;
  const folded = phone ? [...allFields.slice(PHONE_SHOWN), ...foldedFields] : foldedFields;
  const [expanded, setExpanded] = useState(
    () =>
      values !== undefined &&
      orderFilterCodec.hasAny(
        orderFilterCodec.fromForm(values),
        folded.filter((field) => typeof field === 'string'),
      ),
  );
  // Folded fields are mounted on first unfolding only (range pickers are slow to build), then stay
  // mounted while hidden so that a value set in one still filters.
  const [foldedMounted, setFoldedMounted] = useState(expanded);
  // The URL is the source of truth: show what it holds whenever it changes.
  useFilterFormShows(form, (values ?? {}) as V);

  const labelOf = (key: OrderFilterKey) =>
    label ? label(key) : t(`common:orderField.${orderFilterField(key)}`);

  const renderField = (field: OrderFilterFormField, shown = true) => {
    const wide = typeof field === 'string' && !isText(field);
    return (
      // A date-time range needs twice a text field's width to stay beside its label.
      <Col
        key={keyOf(field)}
        xs={24}
        md={wide ? 24 : 12}
        xl={wide ? 12 : 8}
        style={shown ? undefined : { display: 'none' }}
      >
        {typeof field !== 'string' ? (
          field.item
        ) : (
          <Form.Item name={field} label={labelOf(field)}>
            {isText(field) ? (
              <Input allowClear maxLength={ORDER_FILTER_TEXT_MAX} placeholder={t('filter.textPlaceholder')} />
            ) : (
              <DateTimeRangeFilter
                style={{ width: '100%' }}
                allowEmpty={[true, true]}
                showTime={showTime}
                {...(showTime ? { placeholder: [t('filter.timeStart'), t('filter.timeEnd')] } : {})}
              />
            )}
          </Form.Item>
        )}
      </Col>
    );
  };

  return (
    <Form<V>
      form={form}
      name={name}
      colon={false}
      labelCol={{ flex: `${labelWidth}px` }}
      wrapperCol={{ flex: 'auto' }}
      labelWrap
      onFinish={(finished) => onSearch(finished)}
    >
      <Row gutter={16}>
        {fields.map((field) => renderField(field))}
        {foldedMounted && folded.map((field) => renderField(field, expanded))}
        <Col xs={24} md={12} xl={8} style={{ marginInlineStart: 'auto' }}>
          <SearchResetButtons
            style={{ width: '100%', justifyContent: 'flex-end' }}
            onReset={() => {
              form.resetFields();
              onReset();
            }}
          >
            {extraActions}
            {folded.length > 0 && (
              <Button
                type="link"
                aria-expanded={expanded}
                onClick={() => {
                  setFoldedMounted(true);
                  setExpanded((open) => !open);
                }}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
              >
                {t(expanded ? 'filter.collapse' : 'filter.expand')}
              </Button>
            )}
          </SearchResetButtons>
        </Col>
      </Row>
    </Form>
  );
}
