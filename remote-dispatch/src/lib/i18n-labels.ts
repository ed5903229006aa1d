import type { TFunction } from 'i18next';
import { STEP_NAMES, statusLabelKey, stepLabelKey } from '@portal/shared';

/** A status label. */
export function statusText(t: TFunction, status: string | null | undefined): string {
  if (!status) return '-';
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

const isStep = (action: string) => (STEP_NAMES as readonly string[]).includes(action);

/** A timeline action (a step name, or create / appointment / call / objection). */
export function actionText(t: TFunction, action: string): string {
  const step = STEP_REACHING[action] ?? action;
  if (isStep(step)) return t(stepLabelKey(step), { ns: 'common' });
  return t(`dispatch:timeline.action.${step}`, { defaultValue: action });
}
