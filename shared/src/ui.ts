// The antd-based parts of the shared library, kept apart from the main entry so that what loads before
// sign-in (the login page) does not need all of antd.
export * from './components';
export * from './widgets';
export * from './order-kit';
