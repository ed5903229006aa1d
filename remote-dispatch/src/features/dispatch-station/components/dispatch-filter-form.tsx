import { useTranslation } from 'react-i18next';
import { orderFilterField } from '@portal/shared';
import { OrderFilterForm, orderFilterCodec, type OrderFilterKey } from '@portal/shared/ui';
import { fieldText } from '../../../lib/i18n-labels';
import type { DispatchFilters } from '../hooks/use-dispatch-station';

/** The station's filters, in the form's order: texts, then time ranges. */
const FIELDS: OrderFilterKey[] = [
  'projectName',
  'repairUserName',
  'repairUserAddress',
  'engineerName',
  'serviceNo',
  'appointment',
  'arrive',
  'create',
];

/** project, repair user, service address, engineer, service number and three time ranges (the order kit's form). */
export function DispatchFilterForm({ onSearch }: { onSearch: (filters: DispatchFilters) => void }) {
  const { t } = useTranslation('dispatch');
  return (
    <OrderFilterForm
      name="dispatch-station"
      labelWidth={116}
      fields={FIELDS}
      // A picked day starts at 00:00:00 and ends at 23:59:59 unless the user sets the times.
      showTime
      onSearch={(values) => onSearch(orderFilterCodec.fromForm(values))}
      onReset={() => onSearch({})}
      label={(key) => fieldText(t, orderFilterField(key))}
    />
  );
}
