import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { BranchesOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DispatchPage, LoadGate } from '../components/dispatch-page';
import { ChangeEngineerForm } from '../features/dispatch-entry/components/change-engineer-form';
import { cancelOrder } from '../features/exception/api/cancel-order';
import { redispatchOrder } from '../features/exception/api/redispatch-order';
import { ReasonStepCard } from '../features/exception/components/reason-step-card';
import { OrderSummaryCard } from '../features/order-detail/components/order-summary-card';
import { useOrderDetail } from '../features/order-detail/hooks/use-order-detail';
import { isOpen, isRedispatchable } from '../lib/order-actions';
import { paths } from '../lib/paths';
import { useQueryId } from '../lib/use-order-id';

/** /dispatchStation/upgrade?id=: the exception operation: re-dispatch, change engineer, cancel, child order. */
export default function UpgradePage() {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  const id = useQueryId();
  const order = useOrderDetail(id);
  return (
    <DispatchPage>
      <LoadGate id={id} isPending={order.isPending} error={order.error} onRetry={() => void order.refetch()}>
        {() => {
          const o = order.data!;
          return (
            <>
              <OrderSummaryCard
                order={o}
                extra={
                  isOpen(o.status) ? (
                    <Button
                      icon={<BranchesOutlined />}
                      onClick={() => navigate(paths.childDispatchEntry(o.id))}
                    >
                      {t('child.create')}
                    </Button>
                  ) : null
                }
              />
              <ReasonStepCard
                formName={`redispatch-${o.id}`}
                title={t('upgrade.redispatch')}
                description={t('upgrade.redispatchHint')}
                action={t('upgrade.redispatch')}
                allowed={isRedispatchable(o.status)}
                run={(reason) => redispatchOrder(o.id, reason)}
              />
              <ChangeEngineerForm order={o} />
              <ReasonStepCard
                formName={`cancel-${o.id}`}
                title={t('upgrade.cancel')}
                description={t('upgrade.cancelHint')}
                action={t('upgrade.cancel')}
                allowed={isOpen(o.status)}
                danger
                confirm={t('upgrade.cancelConfirm')}
                run={(reason) => cancelOrder(o.id, reason)}
              />
            </>
          );
        }}
      </LoadGate>
    </DispatchPage>
  );
}
