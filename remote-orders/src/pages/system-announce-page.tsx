import '../locales';
import { RemoteRoot } from '@portal/shared/ui';
import { AnnouncementList } from '../features/announcements/components/announcement-list';

/** /systemAnnounce */
export default function SystemAnnouncePage() {
  return (
    <RemoteRoot>
      <AnnouncementList />
    </RemoteRoot>
  );
}
