import type { TFunction } from 'i18next';
import { statusLabelKey } from '@portal/shared';

/** A status label; `cancelled` is the dispatch side's own. */
export function statusText(t: TFunction, status: string | null | undefined): string {
  if (!status) return '-';
  if (status === 'cancelled') return t('dispatch:status.cancelled');
  return t(statusLabelKey(status), { ns: 'common' });
}

/** Older timeline rows name the status reached instead of the step: the step that reaches it. */
const STEP_REACHING: Record<string, string> = {
  pendingOrders: 'dispatch',
  toArrive: 'claim',
  toCompleted: 'arrive',
  pendingAcceptance: 'complete',
  income: 'accept',
  expenses: 'closeExpenses',
  pendingConfirmation: 'issueSettlement',
  confirmed: 'confirm',
  cancelled: 'cancel',
};

/** A timeline action (a step name, or create / appointment / call / objection). */
export function actionText(t: TFunction, action: string): string {
  const step = STEP_REACHING[action] ?? action;
  return t(`dispatch:timeline.action.${step}`, { defaultValue: action });
}
