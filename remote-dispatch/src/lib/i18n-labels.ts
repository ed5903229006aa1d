import type { TFunction } from 'i18next';
import { isStepName, statusLabelKey, stepLabelKey, stepReaching } from '@portal/shared';

/** A status label. */
export function statusText(t: TFunction, status: string | null | undefined): string {
  if (!status) return '-';
  return t(statusLabelKey(status), { ns: 'common' });
}

/**
 * A timeline action (a step name, or create / appointment / call / objection). Older timeline rows name the
 * status reached instead of the step: those read as the step that reaches it (the contract's STEP_TARGETS).
 */
export function actionText(t: TFunction, action: string): string {
  const step = stepReaching(action) ?? action;
  if (isStepName(step)) return t(stepLabelKey(step), { ns: 'common' });
  return t(`dispatch:timeline.action.${step}`, { defaultValue: action });
}
