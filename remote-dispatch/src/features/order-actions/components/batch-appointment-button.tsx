import { useState } from 'react';
import { Button } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canMoveAppointment, type StepsOf } from '../../../lib/order-flow';
import { AppointmentDialog } from './appointment-dialog';

interface Selected extends StepsOf {
  id: number;
  appointmentTime: string | null;
}

/** The orders' shared appointment, or null when they have none or different ones. */
function sharedAppointment(rows: Selected[]): string | null {
  const times = new Set(rows.map((r) => r.appointmentTime ?? ''));
  return times.size === 1 ? rows[0].appointmentTime : null;
}

/** 批量修改预约时间 for the selected orders whose appointment can still move. */
export function BatchAppointmentButton({ rows, onDone }: { rows: Selected[]; onDone?: () => void }) {
  const { t } = useTranslation('dispatch');
  const [open, setOpen] = useState(false);
  const movable = rows.filter((r) => canMoveAppointment(r));
  return (
    <>
      <Button icon={<ClockCircleOutlined />} disabled={movable.length === 0} onClick={() => setOpen(true)}>
        {t('appointment.batch')}
        {movable.length ? ` (${movable.length})` : ''}
      </Button>
      <AppointmentDialog
        open={open}
        serviceIds={movable.map((r) => r.id)}
        existing={sharedAppointment(movable)}
        onClose={() => setOpen(false)}
        onSaved={onDone}
      />
    </>
  );
}
