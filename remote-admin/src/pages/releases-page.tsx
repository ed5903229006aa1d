import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { ReleasesOverview } from '../features/releases/components/releases-overview';

/** /releases (managers) */
export default function ReleasesPage() {
  return (
    <RemoteRoot>
      <ReleasesOverview />
    </RemoteRoot>
  );
}
