import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { ProfileCard } from '../features/profile/components/profile-card';

/** /user/profile */
export default function ProfilePage() {
  return (
    <RemoteRoot>
      <ProfileCard />
    </RemoteRoot>
  );
}
