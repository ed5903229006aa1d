import '../locales';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
import { AccessoryDetail } from '../features/accessories/components/accessory-detail';

/** /accessoriesQueryDetails?id=<shipment id> */
export default function AccessoriesQueryDetailsPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <AccessoryDetail key={id ?? 'none'} id={id} />
    </RemoteRoot>
  );
}
