import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { BranchesOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ChangeEngineerForm } from '../features/dispatch-entry/components/change-engineer-form';
import { ReasonStepCard } from '../features/exception/components/reason-step-card';
import { OrderDetailPage } from '../features/order-detail/components/order-detail-page';
import { statusText } from '../lib/i18n-labels';
import { paths } from '../lib/paths';

/** /dispatchStation/upgrade?id=: the exception operation: re-dispatch, change engineer, cancel, child order. */
export default function UpgradePage() {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  return (
    <OrderDetailPage
      summaryExtra={(o) =>
        o.availableSteps.includes('createChild') ? (
          <Button icon={<BranchesOutlined />} onClick={() => navigate(paths.childDispatchEntry(o.id))}>
            {t('child.create')}
          </Button>
        ) : null
      }
    >
      {(o) => (
        <>
          <ReasonStepCard
            formName={`redispatch-${o.id}`}
            title={t('action.redispatch')}
            description={t('upgrade.redispatchHint')}
            action={t('action.redispatch')}
            blockedReason={t('upgrade.redispatchBlocked', { status: statusText(t, o.status) })}
            order={o}
            step="redispatch"
          />
          <ChangeEngineerForm order={o} />
          <ReasonStepCard
            formName={`cancel-${o.id}`}
            title={t('upgrade.cancel')}
            description={t('upgrade.cancelHint')}
            action={t('upgrade.cancel')}
            blockedReason={t('upgrade.cancelBlocked', { status: statusText(t, o.status) })}
            danger
            confirm={t('upgrade.cancelConfirm')}
            order={o}
            step="cancel"
          />
        </>
      )}
    </OrderDetailPage>
  );
}
