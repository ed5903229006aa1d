import { ChangeEngineerForm } from '../features/dispatch-entry/components/change-engineer-form';
import { DispatchForm } from '../features/dispatch-entry/components/dispatch-form';
import { AppointmentCard } from '../features/order-actions/components/appointment-card';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { STATION_PATH } from '../lib/paths';
import { useReturnTo } from '../lib/use-return-to';

/**
 * /dispatchStation/dispatchEntryEdit?id=: a pending order is dispatched as on the entry page; a
 * dispatched one gets another engineer (with a reason) or another appointment.
 */
export default function DispatchEntryEditPage() {
  const returnTo = useReturnTo();
  return (
    <OrderDetailPage>
      {(order) =>
        order.availableSteps.includes('dispatch') ? (
          <DispatchForm order={order} onDone={() => returnTo(STATION_PATH)} />
        ) : (
          <>
            <ChangeEngineerForm order={order} />
            <AppointmentCard key={order.appointmentTime ?? ''} order={order} />
          </>
        )
      }
    </OrderDetailPage>
  );
}
