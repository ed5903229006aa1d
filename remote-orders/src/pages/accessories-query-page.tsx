import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { AccessoryList } from '../features/accessories/components/accessory-list';

/** /accessoriesQuery */
export default function AccessoriesQueryPage() {
  return (
    <RemoteRoot>
      <AccessoryList />
    </RemoteRoot>
  );
}
