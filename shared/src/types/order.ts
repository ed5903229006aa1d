export type { ServiceOrderRow, StatusCounts } from '../contract/order-row';
