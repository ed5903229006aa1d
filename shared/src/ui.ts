// The antd-based parts of the shared library, kept apart from the main entry so that what loads before
// sign-in (the login page) does not need all of antd.
export * from './components';
export * from './widgets';
export * from './order-kit';
// Two calls that the order screens of both remotes make. They name the route table, which the login
// page does not load: exported here, on the signed-in side, not from the main entry.
export { exportOrders } from './api/export-orders';
export { getCourierCompanies } from './api/get-courier-companies';
