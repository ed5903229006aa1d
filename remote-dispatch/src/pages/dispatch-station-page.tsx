import { useSearchParams } from 'react-router-dom';
import { DispatchPage } from '../components/dispatch-page';
import { DispatchStation } from '../features/dispatch-station/components/dispatch-station';
import { isDispatchTab } from '../features/dispatch-station/dispatch-tab';
import { BatchAppointmentButton } from '../features/order-actions/components/batch-appointment-button';
import { RowActions } from '../features/order-actions/components/row-actions';

/** /dispatchStation; `?tab=<status>` picks the starting tab. */
export default function DispatchStationPage() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  return (
    <DispatchPage>
      <DispatchStation
        initialTab={isDispatchTab(tab) ? tab : undefined}
        renderActions={(row) => <RowActions row={row} />}
        renderToolbar={(rows, clear) => <BatchAppointmentButton rows={rows} onDone={clear} />}
      />
    </DispatchPage>
  );
}
