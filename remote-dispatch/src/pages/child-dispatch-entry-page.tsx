import { Link, useNavigate } from 'react-router-dom';
import { Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '@portal/shared/ui';
import { ChildOrderForm } from '../features/exception/components/child-order-form';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { paths } from '../lib/paths';

/** /dispatchStation/childParentOrder/childDispatchEntry?parentId=: child orders of an order; a new one goes on to be dispatched. */
export default function ChildDispatchEntryPage() {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  return (
    <OrderDetailPage idParam="parentId">
      {(parent) => (
        <>
          <Card variant="borderless" title={t('detail.children')}>
            <List
              dataSource={parent.children}
              locale={{ emptyText: t('child.none') }}
              renderItem={(child) => (
                <List.Item
                  actions={
                    // The detail's children carry no availableSteps (only the order's own steps do), so
                    // the link follows the status; the dispatch page then greys its form by the child's
                    // own availableSteps.
                    child.status === 'pendingDispatch'
                      ? [
                          <Link key="dispatch" to={paths.dispatchEntry(child.id)}>
                            {t('action.dispatch')}
                          </Link>,
                        ]
                      : []
                  }
                >
                  <List.Item.Meta
                    title={<Link to={paths.details(child.id)}>{child.serviceNo}</Link>}
                    description={child.engineerName ?? '-'}
                  />
                  <OrderStatusTag status={child.status} />
                </List.Item>
              )}
            />
          </Card>
          <ChildOrderForm
            parent={parent}
            onCreated={(child) => navigate(paths.dispatchEntry(child.childId!))}
          />
        </>
      )}
    </OrderDetailPage>
  );
}
