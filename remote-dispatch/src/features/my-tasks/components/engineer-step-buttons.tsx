import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Flex, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/form-footer';
import { ReasonItem } from '../../../components/reason-item';
import { useFieldStep } from '../../../lib/field-sync/use-field-step';
import { useWithQueuedSteps } from '../../../lib/field-sync/queued-steps';
import { engineerSteps, type StepsOf } from '../../../lib/order-flow';
import { paths } from '../../../lib/paths';

interface Props {
  order: StepsOf & { id: number };
  /** In the list 完工 opens the task page, where the receipts are; the task page has its own. */
  withCompleteLink?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** Full-width large buttons, one under another: touch targets on a phone. */
  block?: boolean;
}

/** The engineer's own steps: 接单 / 拒单, 到场, 完工; taken offline too (queued, see lib/field-sync). */
export function EngineerStepButtons({
  order,
  withCompleteLink = false,
  size = 'middle',
  block = false,
}: Props) {
  const { t } = useTranslation('dispatch');
  const navigate = useNavigate();
  // The dialog (a form and its mutation) exists once 拒单 is first pressed: a page of cards does not
  // build ten. Once built it stays, closed, so that it closes with antd's animation.
  const [rejectDialog, setRejectDialog] = useState<'unbuilt' | 'open' | 'closed'>('unbuilt');
  const immediate = { claim: useFieldStep(order.id, 'claim'), arrive: useFieldStep(order.id, 'arrive') };
  // Steps queued on the phone count as taken: 接单 offline shows 到场 next.
  const steps = engineerSteps(useWithQueuedSteps(order));
  if (steps.length === 0) return null;
  const buttonSize = block ? 'large' : size;
  // 接单 and 到场 are taken at once.
  const takeNow = (step: keyof typeof immediate) =>
    steps.includes(step) ? (
      <Button
        type="primary"
        size={buttonSize}
        block={block}
        loading={immediate[step].isPending}
        onClick={() => immediate[step].mutate(undefined)}
      >
        {t(`action.${step}`)}
      </Button>
    ) : null;
  return (
    <Flex wrap={!block} vertical={block} gap={8}>
      {takeNow('claim')}
      {steps.includes('reject') ? (
        <Button danger size={buttonSize} block={block} onClick={() => setRejectDialog('open')}>
          {t('action.reject')}
        </Button>
      ) : null}
      {takeNow('arrive')}
      {steps.includes('complete') && withCompleteLink ? (
        block ? (
          <Button type="primary" size="large" block onClick={() => navigate(paths.taskDetails(order.id))}>
            {t('action.complete')}
          </Button>
        ) : (
          <Link to={paths.taskDetails(order.id)}>{t('action.complete')}</Link>
        )
      ) : null}
      {rejectDialog === 'unbuilt' ? null : (
        <RejectDialog
          open={rejectDialog === 'open'}
          serviceId={order.id}
          onClose={() => setRejectDialog('closed')}
        />
      )}
    </Flex>
  );
}

function RejectDialog({
  open,
  serviceId,
  onClose,
}: {
  open: boolean;
  serviceId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('dispatch');
  const reject = useFieldStep(serviceId, 'reject');
  return (
    <Modal open={open} title={t('task.rejectTitle')} onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        name={`reject-${serviceId}`}
        layout="vertical"
        onFinish={(values: { reason: string }) =>
          reject.mutate({ reason: values.reason.trim() }, { onSuccess: onClose })
        }
      >
        <ReasonItem message={t('task.rejectRequired')} minRows={3} />
        <FormFooter onCancel={onClose} loading={reject.isPending} okText={t('action.reject')} />
      </Form>
    </Modal>
  );
}
