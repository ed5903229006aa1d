import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { SettlementView } from '../features/settlement/components/settlement-view';

/** /settlement */
export default function SettlementPage() {
  return (
    <RemoteRoot>
      <SettlementView />
    </RemoteRoot>
  );
}
