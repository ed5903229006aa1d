import { DispatchPage, Loaded } from '../components/dispatch-page';
import { ChangeEngineerForm } from '../features/dispatch-entry/components/change-engineer-form';
import { DispatchForm } from '../features/dispatch-entry/components/dispatch-form';
import { AppointmentCard } from '../features/order-actions/components/appointment-card';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { STATION_PATH } from '../lib/paths';
import { useReturnTo } from '../lib/use-return-to';
import { useQueryId } from '../lib/use-order-id';

/**
 * /dispatchStation/dispatchEntryEdit?id=: a pending order is dispatched as on the entry page; a
 * dispatched one gets another engineer (with a reason) or another appointment.
 */
export default function DispatchEntryEditPage() {
  const id = useQueryId();
  const order = useOrderDetail(id);
  const returnTo = useReturnTo();
  return (
    <DispatchPage>
      <Loaded id={id} query={order}>
        {() =>
          order.data!.availableSteps.includes('dispatch') ? (
            <>
              <OrderSummaryCard order={order.data!} />
              <DispatchForm order={order.data!} onDone={() => returnTo(STATION_PATH)} />
            </>
          ) : (
            <>
              <OrderSummaryCard order={order.data!} />
              <ChangeEngineerForm order={order.data!} />
              <AppointmentCard key={order.data!.appointmentTime ?? ''} order={order.data!} />
            </>
          )
        }
      </Loaded>
    </DispatchPage>
  );
}
