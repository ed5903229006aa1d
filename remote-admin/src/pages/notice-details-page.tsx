import '../locales';
import { useSearchParams } from 'react-router-dom';
import { RemoteRoot } from '@portal/shared/ui';
import { NoticeDetail } from '../features/notices/components/notice-detail';
import { parseId } from '@portal/shared';

/** /notice/details?id=<id> */
export default function NoticeDetailsPage() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  return (
    <RemoteRoot>
      <NoticeDetail key={id ?? 'none'} id={id} />
    </RemoteRoot>
  );
}
