import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowActions, upgradeLabelKey, type StepsOf } from '../../../lib/order-flow';
import { ActionDialogs, PAGE_OF, type ActionDialog } from './action-dialogs';
import type { Callee } from './call-dialog';

interface Props {
  order: StepsOf & { id: number; appointmentTime: string | null; firstTrain: string | null };
  callees: Callee[];
}

/** Everything a dispatcher may do with the order now, as buttons (the details page's head). */
export function OrderActionBar({ order, callees }: Props) {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
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
              onClick={() => (to ? navigate(to(order.id)) : setDialog(action as ActionDialog))}
            >
              {t(action === 'upgrade' ? upgradeLabelKey(order) : `action.${action}`)}
            </Button>
          );
        })}
        {!actions.includes('training') && order.status !== 'cancelled' ? (
          <Button onClick={() => setDialog('training')}>{t('action.training')}</Button>
        ) : null}
      </Space>
      <ActionDialogs
        open={dialog}
        order={order}
        callees={callees}
        firstTrain={order.firstTrain}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
