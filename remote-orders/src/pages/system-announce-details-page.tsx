import '../locales';
import { useSearchParams } from 'react-router-dom';
import { RemoteRoot } from '@portal/shared/ui';
import { AnnouncementDetail } from '../features/announcements/components/announcement-detail';
import { parseId } from '@portal/shared';

/** /systemAnnounceDetails?id=<id> */
export default function SystemAnnounceDetailsPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <AnnouncementDetail key={id ?? 'none'} id={id} />
    </RemoteRoot>
  );
}
