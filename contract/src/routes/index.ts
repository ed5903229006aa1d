export * from './route';
export * from './routes';
export * from './schemas';
export { STEP_ROUTES } from './steps';
export { ModelAllBody } from './catalog.schemas';
