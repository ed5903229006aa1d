import '../locales';
import { useSearchParams } from 'react-router-dom';
import { parseId } from '@portal/shared';
import { RemoteRoot } from '@portal/shared/ui';
import { SystemUserEditor } from '../features/system-users/components/system-user-editor';

/** /systemUserEdit?id=<id> (managers); `&reset=1` puts the cursor in the new-password field. */
export default function SystemUserEditPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <SystemUserEditor key={id ?? 'none'} id={id} focusReset={searchParams.get('reset') === '1'} />
    </RemoteRoot>
  );
}
