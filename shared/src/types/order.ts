export type { ServiceOrderRow, StatusCounts } from '@portal/contract/order-row';
