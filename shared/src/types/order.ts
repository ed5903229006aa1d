export type { ServiceOrderRow } from '../contract/order-row';

export interface StatusCounts {
  [status: string]: number;
}
