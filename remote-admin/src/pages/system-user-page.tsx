import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { SystemUserList } from '../features/system-users/components/system-user-list';

/** /systemUser (managers) */
export default function SystemUserPage() {
  return (
    <RemoteRoot>
      <SystemUserList />
    </RemoteRoot>
  );
}
