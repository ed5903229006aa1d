import { useSearchParams } from 'react-router-dom';
import { DispatchPage } from '../components/dispatch-page';
import { isTaskTab, MyTasks } from '../features/my-tasks/components/my-tasks';
import { taskPageQueries } from './task-page-queries';

/** /myTasks (engineers); `?tab=<status>` picks the starting tab. Each open order's page is kept on the phone. */
export default function MyTasksPage() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  return (
    <DispatchPage>
      <MyTasks initialTab={isTaskTab(tab) ? tab : undefined} taskPage={taskPageQueries} />
    </DispatchPage>
  );
}
