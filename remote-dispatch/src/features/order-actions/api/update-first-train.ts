import { api, request } from '@portal/shared';

/** `PUT /api/sys/dispatch/first/train`: the engineer's training content for the order. */
export function updateFirstTrain(body: { serviceId: number; firstTrain: string }): Promise<unknown> {
  return request(api, { method: 'PUT', url: '/sys/dispatch/first/train', data: body });
}
