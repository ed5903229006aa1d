export type { FrontendRemote } from '../contract/releases';
