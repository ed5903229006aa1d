import { useSearchParams } from 'react-router-dom';
import { DispatchPage } from '../components/dispatch-page';
import { isTaskTab, MyTasks } from '../features/my-tasks/components/my-tasks';

/** /myTasks (engineers); `?tab=<status>` picks the starting tab. */
export default function MyTasksPage() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  return (
    <DispatchPage>
      <MyTasks initialTab={isTaskTab(tab) ? tab : undefined} />
    </DispatchPage>
  );
}
