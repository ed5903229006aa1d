export { Id, IdParams } from '@portal/shared/contract';
