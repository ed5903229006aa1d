import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { RepairUserList } from '../features/repair-users/components/repair-user-list';

/** /repairUser */
export default function RepairUserPage() {
  return (
    <RemoteRoot>
      <RepairUserList />
    </RemoteRoot>
  );
}
