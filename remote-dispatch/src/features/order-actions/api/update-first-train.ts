import { api, request } from '@portal/shared';
import type { TrainBody } from '@portal/shared/contract';

/** `PUT /api/sys/dispatch/first/train`: the engineer's training content for the order. */
export function updateFirstTrain(body: TrainBody & { firstTrain: string }): Promise<unknown> {
  return request(api, { method: 'PUT', url: '/sys/dispatch/first/train', data: body });
}
