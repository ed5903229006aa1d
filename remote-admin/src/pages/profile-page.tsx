import '../locales';
import { RemoteRoot } from '@portal/shared';
import { ProfileCard } from '../features/profile/components/profile-card';

/** /user/profile */
export default function ProfilePage() {
  return (
    <RemoteRoot>
      <ProfileCard />
    </RemoteRoot>
  );
}
