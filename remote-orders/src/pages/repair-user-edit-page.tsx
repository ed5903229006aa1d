import '../locales';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
import { RepairUserEditor } from '../features/repair-users/components/repair-user-editor';

/** /repairUserEdit?id=<id> */
export default function RepairUserEditPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <RepairUserEditor key={id ?? 'none'} id={id} />
    </RemoteRoot>
  );
}
