export { isRealDateTime } from '@portal/shared/contract';
