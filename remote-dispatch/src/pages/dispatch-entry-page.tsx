import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DispatchPage, Loaded } from '../components/dispatch-page';
import { DispatchForm } from '../features/dispatch-entry/components/dispatch-form';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { STATION_PATH } from '../lib/paths';
import { useReturnTo } from '../lib/use-return-to';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/dispatchEntry?id=: dispatch a pending order to an engineer. */
export default function DispatchEntryPage() {
  const { t } = useTranslation('dispatch');
  const id = useQueryId();
  const order = useOrderDetail(id);
  const returnTo = useReturnTo();
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() => (
          <>
            <OrderSummaryCard order={order.data!} />
            {!order.data!.availableSteps.includes('dispatch') ? (
              <Alert type="info" showIcon title={t('entry.notPending')} />
            ) : null}
            <DispatchForm order={order.data!} onDone={() => returnTo(STATION_PATH)} />
          </>
        )}
      </Loaded>
    </DispatchPage>
  );
}
