import '../locales';
import { useSearchParams } from 'react-router-dom';
import { RemoteRoot } from '@portal/shared';
import { DispatchStation } from '../features/dispatch-station/components/dispatch-station';
import { isDispatchTab } from '../features/dispatch-station/components/dispatch-status-tabs';

/** /dispatchStation; `?tab=<status>` picks the starting tab. */
export default function DispatchStationPage() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  return (
    <RemoteRoot>
      <DispatchStation initialTab={isDispatchTab(tab) ? tab : undefined} />
    </RemoteRoot>
  );
}
