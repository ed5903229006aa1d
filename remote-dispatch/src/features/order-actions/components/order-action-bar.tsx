import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowActions, upgradeLabelKey, type RowAction, type StepsOf } from '../../../lib/order-flow';
import { paths } from '../../../lib/paths';
import { AppointmentDialog } from './appointment-dialog';
import { CallDialog, type Callee } from './call-dialog';
import { TrainingDialog } from './training-dialog';

const PAGE_OF: Partial<Record<RowAction, (id: number) => string>> = {
  dispatch: paths.dispatchEntry,
  editDispatch: paths.dispatchEntryEdit,
  upgrade: paths.upgrade,
  tracking: paths.trackingRecord,
  uploadReceipt: paths.uploadReceipt,
  acceptance: paths.completeAcceptance,
  income: paths.income,
  accessories: paths.accessoriesSend,
  repairUserEdit: paths.repairUserEdit,
};

interface Props {
  order: StepsOf & { id: number; appointmentTime: string | null; firstTrain: string | null };
  callees: Callee[];
}

/** Everything a dispatcher may do with the order now, as buttons (the details page's head). */
export function OrderActionBar({ order, callees }: Props) {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'appointment' | 'call' | 'training' | null>(null);
  const actions = rowActions(order).filter((a) => a !== 'details');
  return (
    <>
      <Space wrap>
        {actions.map((action, index) => {
          const to = PAGE_OF[action];
          return (
            <Button
              key={action}
              type={index === 0 ? 'primary' : 'default'}
              onClick={() =>
                to ? navigate(to(order.id)) : setDialog(action as 'appointment' | 'call' | 'training')
              }
            >
              {t(action === 'upgrade' ? upgradeLabelKey(order) : `action.${action}`)}
            </Button>
          );
        })}
        {!actions.includes('training') && order.status !== 'cancelled' ? (
          <Button onClick={() => setDialog('training')}>{t('action.training')}</Button>
        ) : null}
      </Space>
      <AppointmentDialog
        open={dialog === 'appointment'}
        serviceIds={[order.id]}
        existing={order.appointmentTime}
        onClose={() => setDialog(null)}
      />
      <CallDialog
        open={dialog === 'call'}
        serviceId={order.id}
        callees={callees}
        onClose={() => setDialog(null)}
      />
      <TrainingDialog
        open={dialog === 'training'}
        serviceId={order.id}
        initialValue={order.firstTrain}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
