import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { RepairUserEditor } from '../features/repair-users/components/repair-user-editor';

/** /repairUserAdd */
export default function RepairUserAddPage() {
  return (
    <RemoteRoot>
      <RepairUserEditor />
    </RemoteRoot>
  );
}
