import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DispatchForm } from '../features/dispatch-entry/components/dispatch-form';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { STATION_PATH } from '../lib/paths';
import { useReturnTo } from '../lib/use-return-to';

/** /dispatchStation/dispatchEntry?id=: dispatch a pending order to an engineer. */
export default function DispatchEntryPage() {
  const { t } = useTranslation('dispatch');
  const returnTo = useReturnTo();
  return (
    <OrderDetailPage>
      {(order) => (
        <>
          {!order.availableSteps.includes('dispatch') ? (
            <Alert type="info" showIcon title={t('entry.notPending')} />
          ) : null}
          <DispatchForm order={order} onDone={() => returnTo(STATION_PATH)} />
        </>
      )}
    </OrderDetailPage>
  );
}
