import { statusLabel, stepLabel } from '../order-core/step-table';

/**
 * The Simplified Chinese text an order step's system message keeps beside its event (for clients
 * that render no events): `赵工程师「到场」：待到场 → 待完工（note）`.
 */
export function orderStepText(
  operatorName: string,
  step: string,
  fromStatus: string,
  toStatus: string,
  note: string | null | undefined,
): string {
  const from = statusLabel('zh-CN', fromStatus);
  const target = statusLabel('zh-CN', toStatus);
  return `${operatorName}「${stepLabel('zh-CN', step)}」${from === target ? '' : `：${from} → ${target}`}${note ? `（${note}）` : ''}`;
}
