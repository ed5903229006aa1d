import { useMemo } from 'react';
import dayjs from 'dayjs';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@portal/shared';
import { SearchResetButtons } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import type { DispatchFilters } from '../api/get-dispatch-counts';
import {
  RANGE_FILTERS,
  TEXT_FILTERS,
  toDispatchFilters,
  type DispatchFilterValues,
} from '../utils/to-dispatch-filters';

/** project, repair user, service address, engineer, service number and three time ranges. */
export function DispatchFilterForm({ onSearch }: { onSearch: (filters: DispatchFilters) => void }) {
  const { t } = useTranslation('dispatch');
  const [form] = Form.useForm<DispatchFilterValues>();
  // A picked day starts at 00:00:00 and ends at 23:59:59 unless the user sets the times.
  const defaultTimes = useMemo(() => [dayjs().startOf('day'), dayjs().endOf('day').millisecond(0)], []);

  return (
    <Form
      name="dispatch-station"
      form={form}
      labelCol={{ flex: '116px' }}
      wrapperCol={{ flex: 'auto' }}
      onFinish={(values) => onSearch(toDispatchFilters(values))}
    >
      <Row gutter={16}>
        {TEXT_FILTERS.map((name) => (
          <Col key={name} xs={24} md={12} xl={8}>
            <Form.Item name={name} label={fieldText(t, name)}>
              <Input allowClear placeholder={t('filter.inputPlaceholder')} />
            </Form.Item>
          </Col>
        ))}
        {/* A date-time range needs twice a text field's width to stay beside its label. */}
        {RANGE_FILTERS.map((name) => (
          <Col key={name} xs={24} xl={12}>
            <Form.Item name={name} label={fieldText(t, name)}>
              <DatePicker.RangePicker
                showTime={{ defaultOpenValue: defaultTimes }}
                format={DATE_TIME_FORMAT}
                placeholder={[t('filter.start'), t('filter.end')]}
                allowEmpty={[true, true]}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12} xl={8}>
          <SearchResetButtons
            onReset={() => {
              form.resetFields();
              onSearch({});
            }}
          />
        </Col>
      </Row>
    </Form>
  );
}
