import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { SystemUserEditor } from '../features/system-users/components/system-user-editor';

/** /systemUserAdd (managers) */
export default function SystemUserAddPage() {
  return (
    <RemoteRoot>
      <SystemUserEditor />
    </RemoteRoot>
  );
}
