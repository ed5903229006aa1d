// Test helpers for the front-end packages (imported as '@portal/shared/src/testing', never by app code).
export * from './api';
export * from './render';
export * from './user';
