// The table lives with the contract (pure data) so that the server's tests need not import this package.
export { DISPATCHER_STEPS, asDispatcherSees } from '@portal/contract/testing';
