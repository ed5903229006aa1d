export * from './route';
export * from './routes';
export * from './schemas';
export { STEP_ROUTE_NAMES, STEP_ROUTES } from './steps';
// Apart from the whole table: the login page calls these without loading the rest of it.
export { authRoutes } from './auth';
export { userRoutes } from './users';
export { releaseRoutes } from './releases';
export { ModelAllBody } from './catalog.schemas';
