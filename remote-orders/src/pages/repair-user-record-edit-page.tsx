import '../locales';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
import { RepairUserEditor } from '../features/repair-users/components/repair-user-editor';

/** /repairUserEdit?id=<id>: a repair-user record (the dispatch station's repairUserEdit edits an order's repair user instead). */
export default function RepairUserRecordEditPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <RepairUserEditor key={id ?? 'none'} id={id} />
    </RemoteRoot>
  );
}
