import { STEP_TARGETS, isStepName, type StepName } from '@portal/shared';
import type { QueuedItem } from '@portal/shared/field';
import type { StepsOf } from '../order-flow/actions';
import { useFieldSyncStore } from './sync-store';

/**
 * The engineer's next steps in each status, for the phone alone while its steps wait to be sent
 * (the server's answer replaces this as soon as it is reached).
 */
const ENGINEER_STEPS_IN: Record<string, readonly StepName[]> = {
  pendingOrders: ['claim', 'reject'],
  toArrive: ['arrive'],
  toCompleted: ['complete'],
};

/**
 * The order as it will be once the steps queued for it are sent: 接单 queued offline shows 到场 next.
 * A step applies only where the order offers it (a step the fetched order already shows is skipped).
 * A refused act holds back what follows it, so the order stays as the server has it from there on.
 */
export function withQueuedSteps<T extends StepsOf & { id: number }>(
  order: T,
  items: readonly QueuedItem[],
): T {
  let projected = order;
  for (const item of items) {
    if (item.serviceId !== order.id) continue;
    if (item.state === 'refused') break;
    if (!item.step || !isStepName(item.step) || !projected.availableSteps.includes(item.step)) continue;
    const target = STEP_TARGETS[item.step];
    if (target === 'same') continue;
    projected = { ...projected, status: target, availableSteps: ENGINEER_STEPS_IN[target] ?? [] };
  }
  return projected;
}

/** `withQueuedSteps` of the steps this page sent and of the signed-in engineer's queue. */
export function useWithQueuedSteps<T extends StepsOf & { id: number }>(order: T): T {
  const items = useFieldSyncStore((state) => state.items);
  const sent = useFieldSyncStore((state) => state.sent);
  return withQueuedSteps(order, [...sent, ...items]);
}
