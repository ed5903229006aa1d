import '../locales';
import { useSearchParams } from 'react-router-dom';
import { RemoteRoot } from '@portal/shared/ui';
import { NoticeList, isNoticeTab } from '../features/notices/components/notice-list';

/** /personalCenter/personalNotice and the managers' /notice; `?status=unread|read` picks the tab. */
export default function PersonalNoticePage() {
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  return (
    <RemoteRoot>
      <NoticeList initialTab={isNoticeTab(status) ? status : 'all'} />
    </RemoteRoot>
  );
}
